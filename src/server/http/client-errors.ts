import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_LANGUAGE, type Language } from '../../contract/limits';
import { type MessageKey, translate } from '../core/messages';
import { everyAnswer } from './security';

// What Node's HTTP parser refuses before Fastify sees a request (a malformed header, Content-Length beside
// Transfer-Encoding, headers too large or too slow) answered Fastify's own body: it answers the
// envelope too, with the language the request line asked for when its bytes are at hand, and closes.

const refusals: Record<string, { status: number; key: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'requestTimeout' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'headersTooLarge' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, key: 'bodyTooLarge' },
};
const badRequest = { status: 400, key: 'badRequest' as MessageKey };

const fixedHeaders = Object.entries({ ...everyAnswer, 'content-type': 'application/json; charset=utf-8' })
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** `lang` of the request line in the bytes the parser refused, if they hold it; else the fallback. */
function languageOfRawRequest(packet: unknown): Language {
  if (!Buffer.isBuffer(packet)) return FALLBACK_LANGUAGE;
  const requestLine = packet.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] ?? '';
  const lang = /[?&]lang=(kg|ru|en)(?=[&#\s]|$)/.exec(requestLine)?.[1];
  return (lang as Language | undefined) ?? FALLBACK_LANGUAGE;
}

type ParserError = Error & { code?: string; rawPacket?: unknown };

/** Fastify's clientErrorHandler: the envelope with the parser's status, then the connection closed. */
export function answerClientError(this: FastifyInstance, error: ParserError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Mostly scanners and broken proxies: worth a line only when someone is tracing (as Fastify does).
  this.log.trace({ err: error }, 'client error');
  // An answer already begun on this connection cannot be followed by another one (Node's own rule).
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const { status, key } = refusals[error.code ?? ''] ?? badRequest;
    const body = JSON.stringify({
      data: null,
      error: 'VALIDATION',
      message: translate(key, languageOfRawRequest(error.rawPacket)),
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${fixedHeaders}` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
