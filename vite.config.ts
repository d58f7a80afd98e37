import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageWeight } from './build/page-weight.ts';
import { stampBuild } from './build/sources-hash.mjs';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** package.json's version is the app version (2.0.0, the same as APP_VERSION of the contract). */
const { version } = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string };

/** The API server `vite dev` forwards /api to (start it with `npm run dev:server`). */
const DEV_API_TARGET = process.env.DEV_API_TARGET ?? 'http://localhost:3000';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * In production the server fills index.html's tokens on every request. `vite dev` has no such server in
 * front of it, so this plugin writes development defaults instead. The dev server sends no CSP, so it
 * needs no nonce (and Vite only adds the nonce placeholder in builds, see `html` below).
 */
function devIndexTokens(): Plugin {
  const config = { basePath: '/', apiPrefix: '/api', version };
  return {
    name: 'dev-index-tokens',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('__BASE_HREF__', config.basePath)
          .replaceAll('__APP_CONFIG__', escapeAttribute(JSON.stringify(config))),
    },
  };
}

/**
 * Writes .br and .gz beside every built asset worth compressing; the server sends them to browsers that
 * accept them (@fastify/static preCompressed), so the first load moves a quarter of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const assets = fromRoot('dist/web/assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(assets, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Records the sources of this build, so that `npm start` builds again only when they change. */
function sourcesStamp(): Plugin {
  return { name: 'sources-stamp', apply: 'build', closeBundle: () => stampBuild(fromRoot('.')) };
}

export default defineConfig(({ command }) => ({
  root: fromRoot('src/web'),
  // Relative asset URLs resolve against the <base href> the server writes, so one build serves any BASE_PATH.
  base: './',
  // pageWeight reads the .br files precompress writes, and fails the build over the sign-in page budget.
  plugins: [react(), devIndexTokens(), precompress(), pageWeight(), sourcesStamp()],
  // Vite puts this placeholder on its script/link tags and on <meta property="csp-nonce">; the server swaps
  // in a fresh nonce per request and sends the same one in the Content-Security-Policy header.
  html: { cspNonce: command === 'build' ? '__CSP_NONCE__' : undefined },
  // 'zod' is Zod with its JIT off, which a CSP without 'unsafe-eval' needs (see src/web/zod.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fromRoot('src/web/zod.ts') }] },
  build: {
    outDir: fromRoot('dist/web'),
    emptyOutDir: true,
  },
  server: {
    // Only the API's own paths: with the root at src/web, '/api/client.ts' is a source module of the app.
    proxy: {
      '/api/v1/': { target: DEV_API_TARGET },
      '/api/docs': { target: DEV_API_TARGET },
    },
  },
}));
