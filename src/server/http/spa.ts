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
 * Serves the built web app under BASE_PATH: hashed assets from disk (cached for a year) and, for every
 * other GET outside the API, index.html with this request's CSP nonce, the base href and the runtime
 * configuration filled in (the client router decides what the path shows, SPEC §2).
 */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = resolve(config.webDir);
  const indexFile = join(root, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const appConfig = escapeAttribute(
    JSON.stringify({ basePath: config.basePath, apiPrefix: config.apiPrefix, version: APP_VERSION }),
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === config.apiPrefix || path.startsWith(`${config.apiPrefix}/`);
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (!isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(reply);
    }
    return sendError(reply, 'NOT_FOUND', translate('notFound', languageOf(request.query)));
  });
}
