import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { languages } from '../../contract/limits';
import type { Config } from '../config';
import { translate } from '../core/messages';
import { limitedServer } from './connection-limits';
import { languageOf } from './lang';
import { requestIds } from './request-id';
import { everyAnswer } from './security';

// The server listens before its database is open (decision 0054): a PostgreSQL server may take minutes to
// come, and meanwhile the probes must say how things stand and a user must read why nothing answers, in
// their language, rather than a proxy's 502. Only node:http here: this loads in milliseconds, before
// Fastify and the routes, whose loading blocks the event loop for a second or two.

/** How soon a client may ask again while the server starts. */
const RETRY_AFTER_SECONDS = 5;

export interface FrontDoor {
  server: Server;
  /** `http://127.0.0.1:3000`, as Fastify writes the address it listens on. */
  address: string;
  /** From now on every request goes to `listener` (the app's, once it is ready). */
  serve(listener: RequestListener): void;
}

/** Listens on HOST:PORT at once; until `serve`, answers every request as a server still starting. */
export async function openFrontDoor(config: Config): Promise<FrontDoor> {
  let serving: RequestListener | undefined;
  const ids = requestIds();
  const server = limitedServer(config.connections, (request, response) => {
    if (serving) serving(request, response);
    else answerStarting(config.apiPrefix, ids(request), request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    server,
    address: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    serve: (listener) => {
      serving = listener;
    },
  };
}

function pathAndLanguage(request: IncomingMessage) {
  try {
    const url = new URL(request.url ?? '/', 'http://starting.invalid');
    return { path: url.pathname, lang: languageOf({ lang: url.searchParams.get('lang') ?? undefined }) };
  } catch {
    return { path: '/', lang: languageOf({}) };
  }
}

/**
 * `{API_PREFIX}/health`: 200 up (the process is). Any other call, `/ready` included: 503 UNAVAILABLE, the
 * envelope in the request's language. A page: 503, the same sentence in the three languages, asking again
 * by itself. Every answer closes its connection: the next request finds the app when it is there.
 */
function answerStarting(
  apiPrefix: string,
  requestId: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const { path, lang } = pathAndLanguage(request);
  const headers = { ...everyAnswer, 'x-request-id': requestId, connection: 'close' };
  if (path === `${apiPrefix}/health`) {
    response.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ data: { status: 'up' }, error: null, message: null }));
    return;
  }
  const retry = { ...headers, 'retry-after': String(RETRY_AFTER_SECONDS) };
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith(`${apiPrefix}/`) &&
    path !== '/metrics' &&
    /text\/html/.test(request.headers.accept ?? '');
  if (isPage) {
    response.writeHead(503, { ...retry, 'content-type': 'text/html; charset=utf-8' });
    response.end(startingPage());
    return;
  }
  const message = translate('unavailable', lang);
  response.writeHead(503, { ...retry, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ data: null, error: 'UNAVAILABLE', message, requestId }));
}

const htmlLanguage = { ru: 'ru', kg: 'ky', en: 'en' } as const;

/** A page without script or style (the answer's policy allows neither): the sentence in ru, kg and en. */
const startingPage = () =>
  [
    '<!doctype html>',
    '<html lang="ru"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">`,
    `<title>${translate('unavailable', 'ru')}</title></head><body>`,
    ...languages.map((lang) => `<p lang="${htmlLanguage[lang]}">${translate('unavailable', lang)}</p>`),
    '</body></html>',
  ].join('\n');
