import type { FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';
import { lazyChildLoggers, RequestLog } from './request-log';

// A slow reader of standard output (a terminal, a full pipe) must not slow the server: what it has not
// taken waits in memory up to this much, beyond which lines are dropped rather than block (decision 0009).
const LOG_BUFFER_MAX_BYTES = 16 * 1024 * 1024;
// Lines go out in batches of about this many characters, and at least once a second.
const LOG_BATCH_CHARS = 8 * 1024;
const LOG_FLUSH_MS = 1_000;

// What an error line must never hold: a request's raw bytes (Node's parse errors keep them,
// cookie included) and anything of a row: the values a query was sent with (the ORM's `params`, and its
// message "Failed query: …\nparams: …", repeated in the stack), what PostgreSQL quotes of them ("Key
// (login)=(…) already exists", 'invalid input syntax for type date: "2023-02-30"', a trigger's RAISE), at
// every depth of `cause`. A database error is logged by what it is: its SQLSTATE, the constraint, table,
// column and routine it names, and the statement without its values. A serializer of `err` costs nothing
// on the other lines; pino's `redact` would cost about 12 µs on every line.
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'];
const MAX_CAUSES = 5;

const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/** The statement of the ORM's "Failed query: <sql>\nparams: <values>", without its values. */
const statementOf = (message: string) => {
  const cut = message.indexOf('\nparams:');
  return cut === -1 ? message : message.slice(0, cut);
};

/** The stack's frames without its first lines, which repeat the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : undefined;

function safeError(error: unknown, depth: number): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || depth > MAX_CAUSES) return undefined;
  const source = error as Record<string, unknown>;
  const type = (error as Error).constructor?.name ?? 'Error';
  const message = typeof source.message === 'string' ? source.message : '';
  const line: Record<string, unknown> = { type, stack: framesOf(source.stack) };
  if (isDatabaseError(source)) {
    for (const field of DATABASE_FIELDS) if (source[field] !== undefined) line[field] = source[field];
    line.message = `database error ${source.code}`;
  } else if ('query' in source || 'params' in source) {
    line.message = statementOf(message);
  } else {
    line.message = message;
    if (typeof source.code === 'string') line.code = source.code;
    if (typeof source.statusCode === 'number') line.statusCode = source.statusCode;
  }
  const cause = safeError(source.cause, depth + 1);
  if (cause) line.cause = cause;
  return line;
}

/** An error as the log may hold it: what failed and where, never a value of a request or a row. */
const errorSerializer = (error: Error) => safeError(error, 0) ?? { type: 'Error', message: '' };

type Output = ReturnType<typeof pino.destination>;

/**
 * Gathers lines into batches for sonic-boom, which writes them asynchronously: its own buffering measures
 * the byte length of everything buffered at every line (about 2.4 µs a line here), a batch's once.
 */
class Batches {
  #lines: string[] = [];
  #chars = 0;

  constructor(
    private readonly output: Output,
    private readonly batchChars: number,
  ) {}

  write(line: string) {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.batchChars) this.flush();
  }

  flush() {
    if (this.#lines.length === 0) return;
    this.output.write(this.#lines.join(''));
    this.#lines = [];
    this.#chars = 0;
  }
}

const optionsOf = (logger: pino.Logger, sink: { write(line: string): void }) => ({
  loggerInstance: logger as FastifyBaseLogger,
  logController: new RequestLog(logger, sink),
  childLoggerFactory: lazyChildLoggers,
});

export interface Logging {
  /** Fastify's logger options (false: LOG_LEVEL=silent). */
  options:
    | { logger: false }
    | {
        loggerInstance: FastifyBaseLogger;
        logController: LogController;
        childLoggerFactory: typeof lazyChildLoggers;
      };
  /** Writes out what is still buffered: call before the process exits. */
  flush(): void;
}

/**
 * JSON lines on standard output, written asynchronously, in batches except at debug and trace. A test may
 * give its own destination, which gets each line at once.
 */
export function createLogging(
  config: Pick<Config, 'logLevel'>,
  destination?: { write(line: string): void },
): Logging {
  if (config.logLevel === 'silent') return { options: { logger: false }, flush: () => {} };
  if (destination) {
    const logger = pino({ level: config.logLevel, serializers: { err: errorSerializer } }, destination);
    return { options: optionsOf(logger, destination), flush: () => {} };
  }
  const output = pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_MAX_BYTES });
  // At debug and trace someone is watching as it happens: each line goes out at once.
  const watching = config.logLevel === 'debug' || config.logLevel === 'trace';
  const batches = new Batches(output, watching ? 0 : LOG_BATCH_CHARS);
  setInterval(() => batches.flush(), LOG_FLUSH_MS).unref();
  const logger = pino({ level: config.logLevel, serializers: { err: errorSerializer } }, batches);
  return {
    options: optionsOf(logger, batches),
    flush: () => {
      batches.flush();
      try {
        output.flushSync();
      } catch {
        // Not yet open or already closed: nothing buffered to save.
      }
    },
  };
}
