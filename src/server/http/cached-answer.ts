import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Smaller answers are not worth compressing; larger ones are compressed once, when first asked for.
const COMPRESS_FROM_BYTES = 1024;
// Quality 5: a 700 KB list in a few milliseconds, within about 10% of the best ratio.
const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding values are few in practice; the cache is bounded because clients choose them. */
class BoundedStore extends Map<string, string> {
  override set(key: string, value: string) {
    if (this.size >= 64) this.clear();
    return super.set(key, value);
  }
}
const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new BoundedStore(),
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer serialized once and sent many times (a cached reference list): the envelope's JSON bytes,
 * and their brotli and gzip forms, made on first demand off the event loop (a long list takes a few
 * milliseconds to compress; other requests go on meanwhile).
 */
export class CachedAnswer {
  readonly json: Buffer;
  #br: Promise<Buffer> | undefined;
  #gzip: Promise<Buffer> | undefined;

  constructor(envelope: unknown) {
    this.json = Buffer.from(JSON.stringify(envelope));
  }

  bytes(encoding: Encoding): Buffer | Promise<Buffer> {
    if (encoding === 'br') {
      this.#br ??= brotli(this.json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
        },
      });
      return this.#br;
    }
    if (encoding === 'gzip') {
      this.#gzip ??= gzipAsync(this.json);
      return this.#gzip;
    }
    return this.json;
  }
}

export async function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const accepted = request.headers['accept-encoding'];
  const encoding =
    answer.json.length >= COMPRESS_FROM_BYTES && accepted
      ? (encodings.negotiate(accepted) ?? 'identity')
      : 'identity';
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await answer.bytes(encoding));
}
