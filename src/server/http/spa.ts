import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_VERSION } from '../../contract/limits';
import type { Config } from '../config';
import { translate } from '../core/messages';
import { sendError } from './envelope';
import { languageOf } from './lang';
import { setPageHeaders } from './security';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The methods each fixed path of the route table takes (a GET answers HEAD too), read once all routes
 * are registered: the first time an unrouted request asks.
 */
export function methodsByPath(app: FastifyInstance): () => ReadonlyMap<string, string> {
  let known: Map<string, string> | undefined;
  return () => {
    if (known) return known;
    const methods = new Map<string, Set<string>>();
    for (const { url, method } of app.routeTable) {
      if (url.includes(':') || url.includes('*')) continue;
      const set = methods.get(url) ?? new Set<string>();
      set.add(method);
      if (method === 'GET') set.add('HEAD');
      methods.set(url, set);
    }
    known = new Map([...methods].map(([url, set]) => [url, [...set].sort().join(', ')]));
    return known;
  };
}

/**
 * Serves the built web app under BASE_PATH: hashed assets from disk (cached for a year) and, for every
 * other GET outside the API, index.html with this request's CSP nonce, the base href and the runtime
 * configuration filled in (the client router decides what the path shows, SPEC §2).
 */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = resolve(config.webDir);
  const indexFile = join(root, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const appConfig = escapeAttribute(
    JSON.stringify({
      basePath: config.basePath,
      apiPrefix: config.apiPrefix,
      version: APP_VERSION,
      // The screens show the audit log's times in the university's zone, not the browser's.
      timeZone: config.licence.timeZone,
    }),
  );
  const page = template
    ?.replaceAll('__BASE_HREF__', escapeAttribute(config.basePath))
    .replaceAll('__APP_CONFIG__', appConfig);

  if (template) {
    await app.register(fastifyStatic, {
      root,
      prefix: config.basePath,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (response, path) => {
        if (path.includes(`${join(root, 'assets')}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // Split once at the nonce's places: each request only joins the parts around its own nonce.
  const pageParts = page?.split('__CSP_NONCE__');

  const sendPage = (reply: FastifyReply) => {
    if (!page) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(pageParts?.join(setPageHeaders(reply)));
  };

  const allowedMethods = methodsByPath(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A known address called with a method it does not take: 405 naming those it takes (RFC 9110).
    const allowed = allowedMethods().get(path);
    if (allowed) {
      const lang = languageOf(request.query);
      const method = request.method.slice(0, 16);
      reply.header('allow', allowed);
      return sendError(reply, 'METHOD_NOT_ALLOWED', translate('methodNotAllowed', lang, { method, allowed }));
    }
    const isApi = path === config.apiPrefix || path.startsWith(`${config.apiPrefix}/`);
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (!isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(reply);
    }
    return sendError(reply, 'NOT_FOUND', translate('notFound', languageOf(request.query)));
  });
}
