import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger, Plugin, Rollup } from 'vite';
import {
  SCREEN_JS_BUDGET_BYTES,
  SIGN_IN_CSS_BUDGET_BYTES,
  SIGN_IN_JS_BUDGET_BYTES,
} from './page-weight-budget.ts';

interface PageWeightOptions {
  /** What the table calls the page. */
  page: string;
  /** Modules (paths ending so) the page imports lazily besides the HTML entry: their chunks load too. */
  lazyModules: readonly string[];
  budget: { js: number; css: number };
}

const SIGN_IN_PAGE: PageWeightOptions = {
  page: 'sign-in page',
  lazyModules: ['/src/web/features/login/login-page.tsx'],
  budget: { js: SIGN_IN_JS_BUDGET_BYTES, css: SIGN_IN_CSS_BUDGET_BYTES },
};

/** The signed-in shell every screen is drawn in: the router, lazily loaded after sign-in. */
const SHELL_MODULE = '/src/web/app/router.tsx';
/** A screen's own chunk: features/<screen>/<screen>-page.tsx (the print view and sign-in pages are not screens). */
const SCREEN_MODULE = /\/src\/web\/features\/([a-z-]+)\/\1-page\.tsx$/;
const NOT_SCREENS = new Set(['login', 'change-password', 'print']);

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');

function chunkOf(bundle: Rollup.OutputBundle, module: string): Rollup.OutputChunk {
  const chunk = chunksOf(bundle).find((candidate) => candidate.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`page-weight: no chunk has ${module} as its facade module`);
  return chunk;
}

/**
 * The files a page loads, from the bundle graph: the HTML entry chunk and the given lazy chunks, each with
 * its static imports (which the browser, or Vite's preload of a dynamic import, fetches with it) and the
 * CSS those chunks import.
 */
function pageFiles(bundle: Rollup.OutputBundle, lazyModules: readonly string[]): Set<string> {
  const starts = chunksOf(bundle).filter((chunk) => chunk.isEntry);
  for (const module of lazyModules) starts.push(chunkOf(bundle, module));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  starts.forEach(visit);
  return files;
}

/** Each screen and the files its first visit loads beyond the signed-in shell. */
function screenFiles(bundle: Rollup.OutputBundle): Array<{ screen: string; files: string[] }> {
  const shell = pageFiles(bundle, [SHELL_MODULE]);
  return chunksOf(bundle)
    .map((chunk) => SCREEN_MODULE.exec(chunk.facadeModuleId ?? '')?.[1])
    .filter((screen): screen is string => screen !== undefined && !NOT_SCREENS.has(screen))
    .sort()
    .map((screen) => ({
      screen,
      files: [...pageFiles(bundle, [SHELL_MODULE, `/src/web/features/${screen}/${screen}-page.tsx`])].filter(
        (file) => !shell.has(file),
      ),
    }));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A file's size, and as served: the .br `precompress` wrote, or the raw file where it wrote none. */
function sizesOf(outDir: string, file: string) {
  const path = join(outDir, file);
  const raw = statSync(path).size;
  return { raw, served: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : raw };
}

/**
 * Holds the sign-in page to its budget on every build: lists the JS and CSS it loads with their raw and
 * served sizes and fails the build when either total is over; and each screen's first visit to the
 * screen budget (the JS beyond the signed-in shell). Served size is the .br `precompress` wrote
 * (so nothing is compressed twice), or the raw file where it wrote none; hence it runs after `precompress`.
 */
export function pageWeight(options: PageWeightOptions = SIGN_IN_PAGE): Plugin {
  let logger: Logger;
  let outDir = '';
  let files: string[] = [];
  let screens: Array<{ screen: string; files: string[] }> = [];
  return {
    name: 'page-weight',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(output, bundle) {
      outDir = output.dir ?? '';
      files = [...pageFiles(bundle, options.lazyModules)];
      screens = screenFiles(bundle);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        if (error) return;
        const rows = files
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => ({
            file,
            kind: file.endsWith('.css') ? ('css' as const) : ('js' as const),
            ...sizesOf(outDir, file),
          }))
          .sort((a, b) => b.served - a.served);
        const width = Math.max(...rows.map((row) => row.file.length));
        const line = (file: string, raw: string, served: string) =>
          `  ${file.padEnd(width)}  ${raw.padStart(10)}  ${served.padStart(10)}`;
        const totals = (['js', 'css'] as const).map((kind) => {
          const own = rows.filter((row) => row.kind === kind);
          const sum = (key: 'raw' | 'served') => own.reduce((total, row) => total + row[key], 0);
          return { kind, raw: sum('raw'), served: sum('served'), budget: options.budget[kind] };
        });
        logger.info(`\n${options.page} weight (as served: brotli where a .br exists):`);
        logger.info(line('file', 'raw', 'brotli'));
        for (const row of rows) logger.info(line(row.file, kb(row.raw), kb(row.served)));
        for (const total of totals) {
          const verdict = total.served <= total.budget ? 'ok' : 'OVER BUDGET';
          logger.info(
            `${line(`total ${total.kind}`, kb(total.raw), kb(total.served))}  budget ${kb(total.budget)}: ${verdict}`,
          );
        }
        const over = totals.filter((total) => total.served > total.budget);
        if (over.length > 0) {
          this.error(
            `${options.page} is over its weight budget: ${over
              .map((total) => `${total.kind} ${kb(total.served)} > ${kb(total.budget)}`)
              .join(', ')}`,
          );
        }
        const visits = screens.map(({ screen, files: own }) => {
          const scripts = own.filter((file) => file.endsWith('.js'));
          const served = scripts.reduce((sum, file) => sum + sizesOf(outDir, file).served, 0);
          return { screen, files: scripts.length, served };
        });
        logger.info(
          `\neach screen's first visit, JS beyond the signed-in shell (budget ${kb(SCREEN_JS_BUDGET_BYTES)}):`,
        );
        for (const visit of visits)
          logger.info(
            `  ${visit.screen.padEnd(20)} ${String(visit.files).padStart(3)} files ${kb(visit.served).padStart(10)}`,
          );
        const heavy = visits.filter((visit) => visit.served > SCREEN_JS_BUDGET_BYTES);
        if (heavy.length > 0)
          this.error(
            `over the screen budget of ${kb(SCREEN_JS_BUDGET_BYTES)}: ${heavy
              .map((visit) => `${visit.screen} ${kb(visit.served)}`)
              .join(', ')}`,
          );
      },
    },
  };
}
