import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * How the proxy treats traffic from now on:
 * - pass: forwards both ways (setting it after another mode heals the network);
 * - refuse: nobody listens, so new connections are refused, and every open connection is reset, as when
 *   the database's host is down;
 * - drop: every open connection goes silent for good and new ones are accepted and silent: whatever the
 *   app sends (a query, a FIN) is swallowed and nothing comes back, as behind a firewall that drops the
 *   packets of connections it no longer knows. Only connections opened after healing work again;
 * - slow: forwards both ways, each chunk `delayMs` late;
 * - slow-connect: each new connection reaches the database `delayMs` late (what the app sends meanwhile
 *   waits), then forwards both ways at once, as a link whose handshake is slow.
 */
export type ProxyMode =
  | { mode: 'pass' }
  | { mode: 'refuse' }
  | { mode: 'drop' }
  | { mode: 'slow'; delayMs: number }
  | { mode: 'slow-connect'; delayMs: number };

interface Link {
  client: Socket;
  upstream?: Socket;
  silent: boolean;
  /** What the app sent before the database's side was opened (slow-connect). */
  waiting: Buffer[];
  /** When the last delayed chunk of each direction is due: delayed chunks keep their order. */
  due: { up: number; down: number };
}

/** A TCP proxy a test controls, between the app and a database, on a free port of 127.0.0.1. */
export interface TcpProxy {
  readonly port: number;
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let current: ProxyMode = { mode: 'pass' };
  const links = new Set<Link>();

  // The database's side of a silenced link is closed at once (so that the shared server's connections
  // are not used up); the app's side stays open and answers nothing.
  const silence = (link: Link) => {
    link.silent = true;
    link.upstream?.destroy();
  };
  const forget = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };

  const forward = (link: Link, direction: 'up' | 'down', chunk: Buffer) => {
    const to = direction === 'up' ? link.upstream : link.client;
    if (link.silent) return;
    if (!to) {
      if (direction === 'up') link.waiting.push(chunk);
      return;
    }
    const delay = current.mode === 'slow' ? current.delayMs : 0;
    const due = Math.max(Date.now() + delay, link.due[direction]);
    link.due[direction] = due;
    if (due <= Date.now()) to.write(chunk);
    else setTimeout(() => link.silent || to.destroyed || to.write(chunk), due - Date.now());
  };

  // allowHalfOpen: a silent link does not answer the app's FIN either.
  const accept = (client: Socket) => {
    const link: Link = { client, silent: false, waiting: [], due: { up: 0, down: 0 } };
    links.add(link);
    client.on('error', () => forget(link));
    client.on('close', () => forget(link));
    client.on('data', (chunk) => forward(link, 'up', chunk));
    client.on('end', () => link.silent || forget(link));
    if (current.mode === 'drop') return silence(link);
    const open = () => {
      if (link.silent || client.destroyed) return;
      const upstream = createConnection(target);
      link.upstream = upstream;
      for (const chunk of link.waiting.splice(0)) upstream.write(chunk);
      upstream.on('data', (chunk) => forward(link, 'down', chunk));
      upstream.on('error', () => link.silent || forget(link));
      upstream.on('close', () => link.silent || forget(link));
    };
    if (current.mode === 'slow-connect') setTimeout(open, current.delayMs);
    else open();
  };

  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const opened = createServer({ allowHalfOpen: true }, accept);
      opened.once('error', reject);
      opened.listen(port, '127.0.0.1', () => {
        port = (opened.address() as { port: number }).port;
        server = opened;
        resolve();
      });
    });
  // close() stops accepting at once; its callback would wait for the open connections, which are ours.
  const stopListening = () => {
    server?.close();
    server = undefined;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    set: async (mode) => {
      current = mode;
      if (mode.mode === 'refuse') {
        stopListening();
        for (const link of links) {
          link.upstream?.destroy();
          link.client.resetAndDestroy();
        }
        links.clear();
        return;
      }
      if (mode.mode === 'drop') for (const link of links) silence(link);
      if (!server) await listen();
    },
    close: async () => {
      stopListening();
      for (const link of links) forget(link);
    },
  };
}
