import { hostname } from 'node:os';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';

/** Where the log's lines go: pino's destination, which the access line is written to directly. */
interface LineSink {
  write(line: string): void;
}

/** The address without its query: the page's addresses carry what staff search for, names among it. */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

const INFO = 30;

/**
 * One line per request, when it is answered: method, path, status and milliseconds. The usual line (no
 * error) is the one every request pays for (decision 0050): it is written as pino would write it under the
 * request's child logger (its level, time, pid, hostname and reqId first, then the fields and the
 * message; request-log.test.ts holds the two to the same text), without building that child or the
 * line's object. A failed request's line, and any other, goes through pino.
 */
export class RequestLog extends LogController {
  readonly #origin: string;

  constructor(
    private readonly logger: Logger,
    private readonly sink: LineSink,
  ) {
    super();
    this.#origin = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  }

  override incomingRequest(request: FastifyRequest) {
    if (this.logger.isLevelEnabled('debug'))
      request.log.debug({ method: request.method, url: pathOf(request.url) }, 'request received');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      const line = { method: request.method, url: pathOf(request.url), statusCode: reply.statusCode, ms };
      reply.log.error({ ...line, err: error }, 'request failed');
      return;
    }
    if (!this.logger.isLevelEnabled('info')) return;
    this.sink.write(
      `{"level":${INFO},"time":${Date.now()}${this.#origin}${JSON.stringify(request.id)},"method":"${request.method}","url":${JSON.stringify(pathOf(request.url))},"statusCode":${reply.statusCode},"ms":${ms},"msg":"request"}\n`,
    );
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made only when the request logs something beyond its access line (a warning, an
 * error): Fastify makes one for every request, and a pino child costs its bindings' serialisation each
 * time. Below the logger's level a call returns at once.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  #log(level: Level, args: unknown[]) {
    if (!this.parent.isLevelEnabled(level)) return;
    this.#child ??= this.parent.child(this.bindings);
    (this.#child[level] as (...given: unknown[]) => void)(...args);
  }

  get level() {
    return this.parent.level;
  }

  child(bindings: Record<string, unknown>, options?: object) {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child.child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
}

/** Fastify's per-request logger factory: a lazy child, or pino's own where a route sets a level of its own. */
export function lazyChildLoggers(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: { level?: string },
): FastifyBaseLogger {
  return options.level ? logger.child(bindings, options) : new LazyRequestLogger(logger as Logger, bindings);
}
