import { createServer, type RequestListener, type Server } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { ConnectionLimits } from '../config';

// Fastify leaves requestTimeout and connectionTimeout at 0 (none): a client that sent its headers and
// part of a body, then nothing, held its connection and a file descriptor forever; about 20,000 of them
// exhausted the process's open files. Every stage of a connection now has a deadline, as in
// nginx (client_header_timeout, client_body_timeout, send_timeout, keepalive_timeout, worker_connections).

/** How often Node looks for requests past their headers or request deadline (it checks none in between). */
export const checkingIntervalMs = (limits: ConnectionLimits) =>
  Math.min(1000, Math.max(100, Math.floor((limits.headersTimeoutSeconds * 1000) / 4)));

/** The Fastify options that set the deadlines (Node checks headersTimeout <= requestTimeout; so does the config). */
export function connectionOptions(limits: ConnectionLimits): FastifyHttpOptions<Server> {
  const requestTimeout = limits.requestTimeoutSeconds * 1000;
  const keepAliveTimeout = limits.keepAliveTimeoutSeconds * 1000;
  return {
    // Whole request, headers and body, counted from its first byte; past it: 408 and the connection closed.
    requestTimeout,
    // The socket's inactivity timeout, reset by every byte in either direction: a body that stalls, an
    // answer the client stops reading, a handler silent that long. Between requests keep-alive's replaces it.
    connectionTimeout: limits.bodyTimeoutSeconds * 1000,
    keepAliveTimeout,
    http: {
      headersTimeout: limits.headersTimeoutSeconds * 1000,
      requestTimeout,
      keepAliveTimeout,
      connectionsCheckingInterval: checkingIntervalMs(limits),
    },
  };
}

/**
 * An HTTP server with the deadlines and the cap Fastify's own would get from connectionOptions: the server
 * listens before Fastify is built (decision 0054), and Fastify then serves on it.
 */
export function limitedServer(limits: ConnectionLimits, listener: RequestListener): Server {
  const options = connectionOptions(limits);
  const server = createServer(options.http ?? {}, listener);
  server.keepAliveTimeout = options.keepAliveTimeout ?? 0;
  server.requestTimeout = options.requestTimeout ?? 0;
  server.setTimeout(options.connectionTimeout);
  server.maxConnections = limits.maxConnections;
  return server;
}

const DROP_LOG_INTERVAL_MS = 10_000;

/** Caps the open client connections: Node closes any beyond it at once. Refusals are logged, at most every 10 s. */
export function capConnections(server: Server, limits: ConnectionLimits, log: FastifyBaseLogger) {
  server.maxConnections = limits.maxConnections;
  let dropped = 0;
  let lastLog = 0;
  server.on('drop', () => {
    dropped += 1;
    const now = Date.now();
    if (now - lastLog < DROP_LOG_INTERVAL_MS) return;
    lastLog = now;
    log.warn(
      { dropped, maxConnections: limits.maxConnections },
      'connections refused: MAX_CONNECTIONS are open (docs/operations.md, "Configuration")',
    );
    dropped = 0;
  });
}

/**
 * The socket's inactivity deadline is the client's (a body that stops coming, an answer it stops reading):
 * while the server itself works on an answer, it is lifted, and put back as the answer is sent. A walk found that a
 * large import or the new year's apply on a busy machine, silent past 30 s, lost its answer although it had
 * committed. A handler's own work is bounded by its database's deadlines and its loops' limits.
 */
export function liftDeadlineWhileAnswering(app: FastifyInstance, limits: ConnectionLimits) {
  const bodyTimeoutMs = limits.bodyTimeoutSeconds * 1000;
  // An injected request (the tests' inject()) has a socket without deadlines.
  const deadline = (request: { raw: { socket?: { setTimeout?: unknown } } }, ms: number) => {
    const socket = request.raw.socket as { setTimeout?: (ms: number) => void } | undefined;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
  };
  app.addHook('preHandler', (request, _reply, done) => {
    deadline(request, 0);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    deadline(request, bodyTimeoutMs);
    done(null, payload);
  });
}
