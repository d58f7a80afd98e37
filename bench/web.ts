// The screens on a large university, in Chromium (decision 0050): the compiled server (`npm run build` first)
// on the large university (db:seed-large) of the embedded database, driven by Debian's Chromium. Measures
//   1. sign-in to a chosen speciality's groups: the educational screen's address with the whole cascade,
//      opened signed out (a fresh browser profile, nothing cached), from the click on "Войти" until the
//      groups' rows are drawn;
//   2. each screen's first visit: the JavaScript it loads beyond the shell (the files every screen
//      loads), brotli as served over HTTPS;
//   3. a search in the speciality list (2,000 rows and more): from Enter to the next frame after the
//      rows changed.
// Usage: npm run bench:web [-- --runs 5]
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { SCREEN_JS_BUDGET_BYTES } from '../build/page-weight-budget';
import { openEmbedded } from '../src/server/db/connection';
import { DEMO_PASSWORD } from '../src/server/db/seed';
import { startServer } from '../src/server/testing/processes';
import educational from '../src/web/features/educational/texts/ru.json' with { type: 'json' };
import ru from '../src/web/i18n/ru.json' with { type: 'json' };
import { SCREEN_PATHS } from '../src/web/lib/paths';
import { prepare } from './databases';
import { percentile } from './measure';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const SIGN_IN_TO_GROUPS_MS = 1_500;
const SEARCH_MS = 100;

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html'))
  throw new Error('bench:web measures the built app: run `npm run build` first.');

const workDir = mkdtempSync(join(tmpdir(), 'aa-bench-web-'));
console.error('Preparing the large university…');
const database = await prepare('pglite', 'web', 'large', { pgUrl: '', workDir });
const place = await largestPlace(database.environment.DATA_DIR as string);
const server = await startServer(
  { ...database.environment, LOG_LEVEL: 'warn' },
  { script: 'dist/server/main.js' },
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** The large university's speciality with the most groups, as the cascade's address names it. */
async function largestPlace(dataDir: string) {
  const opened = await openEmbedded(dataDir);
  try {
    const [row] = await opened.query<Record<string, number>>(
      `SELECT v.id_ministry AS ministry, f.id_vuz AS vuz, s.id_faculty AS faculty, s.id_direction AS direction,
              s.id_f_educ AS form, s.id_speciality AS speciality, count(*)::int AS groups
         FROM speciality s JOIN faculty f USING (id_faculty) JOIN vuz v USING (id_vuz)
         JOIN direction d USING (id_direction) JOIN com_gspe c USING (id_speciality)
         JOIN study_group g USING (id_com_gspe)
        WHERE d.code LIKE 'L%'
        GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY groups DESC, speciality LIMIT 1`,
    );
    if (!row) throw new Error('no speciality of the large university has groups');
    const { groups, ...levels } = row;
    return { address: new URLSearchParams(Object.entries(levels).map(([k, v]) => [k, String(v)])), groups };
  } finally {
    await opened.close();
  }
}

/** A fresh profile (nothing cached), asking for brotli as Chromium does over HTTPS. */
async function freshPage(target: Browser, signedIn: boolean): Promise<Page> {
  const context = await target.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
  if (signedIn) {
    const answer = await context.request.post(`${server.url}/api/v1/auth/login`, {
      data: { login: database.login, password: DEMO_PASSWORD },
      headers: { origin: server.url },
    });
    if (!answer.ok()) throw new Error(`sign-in refused: ${answer.status()}`);
  }
  return context.newPage();
}

async function signInToGroups(): Promise<number> {
  const page = await freshPage(browser, false);
  await page.goto(`${server.url}/educational?${place.address}&lang=ru`);
  await page.getByLabel(ru.login.login, { exact: true }).fill(database.login);
  await page.getByLabel(ru.login.password, { exact: true }).fill(DEMO_PASSWORD);
  // Stamped in the page: the click, and the frame after the groups' first row was drawn.
  await page.evaluate((label) => {
    const state = window as unknown as { benchClick?: number; benchShown?: number };
    addEventListener('click', () => (state.benchClick ??= performance.now()), { capture: true });
    new MutationObserver((_changes, observer) => {
      const row = document.querySelector(`table[aria-label="${label}"] tbody tr td:not([colspan])`);
      if (!row) return;
      observer.disconnect();
      requestAnimationFrame(() => (state.benchShown = performance.now()));
    }).observe(document.body, { childList: true, subtree: true });
  }, educational.groups.title);
  await page.getByRole('button', { name: ru.login.submit, exact: true }).click();
  const ms = await page.waitForFunction(
    () => {
      const state = window as unknown as { benchClick?: number; benchShown?: number };
      return state.benchShown !== undefined && state.benchClick !== undefined
        ? state.benchShown - state.benchClick
        : undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
  const result = (await ms.jsonValue()) as number;
  await page.context().close();
  return result;
}

/** The JavaScript files (path → brotli bytes) a screen loads when opened directly. */
async function screenScripts(path: string): Promise<Map<string, number>> {
  const page = await freshPage(browser, true);
  await page.goto(`${server.url}/${path}?lang=ru`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => [new URL(entry.name).pathname, entry.encodedBodySize] as const),
  );
  await page.context().close();
  return new Map(entries);
}

async function searchSpecialities(): Promise<number> {
  const page = await freshPage(browser, true);
  await page.goto(`${server.url}/speciality-names?lang=ru`);
  const rows = page.locator(`table[aria-label="${ru.routes.specialityNames}"] tbody tr`);
  await rows.first().waitFor();
  const box = page.getByRole('textbox', { name: ru.table.search });
  await box.fill('Ф1');
  await page.evaluate((label) => {
    const state = window as unknown as { benchKey?: number; benchDrawn?: number };
    addEventListener('keydown', () => (state.benchKey ??= performance.now()), { capture: true });
    const body = document.querySelector(`table[aria-label="${label}"] tbody`);
    if (!body) throw new Error('no speciality table');
    new MutationObserver((_changes, observer) => {
      observer.disconnect();
      requestAnimationFrame(() => (state.benchDrawn = performance.now()));
    }).observe(body, { childList: true, subtree: true, characterData: true });
  }, ru.routes.specialityNames);
  await box.press('Enter');
  const ms = await page.waitForFunction(() => {
    const state = window as unknown as { benchKey?: number; benchDrawn?: number };
    return state.benchDrawn !== undefined && state.benchKey !== undefined
      ? state.benchDrawn - state.benchKey
      : undefined;
  });
  const result = (await ms.jsonValue()) as number;
  await page.context().close();
  return result;
}

const summary = (samples: number[]) =>
  `median ${percentile(samples, 0.5).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`;

try {
  console.log(`Chromium ${browser.version()}, the large university on the embedded database, ${runs} runs.`);
  const signIns: number[] = [];
  for (let run = 0; run < runs; run++) signIns.push(await signInToGroups());
  const signInVerdict = percentile(signIns, 0.5) <= SIGN_IN_TO_GROUPS_MS ? 'met' : 'MISSED';
  console.log(
    `\n1. Sign-in to the groups of a speciality (${place.groups} groups): ${summary(signIns)}; ` +
      `target ≤ ${SIGN_IN_TO_GROUPS_MS} ms: ${signInVerdict}`,
  );

  const scripts = new Map<string, Map<string, number>>();
  for (const path of SCREEN_PATHS) scripts.set(path, await screenScripts(path));
  const everyScreen = [...scripts.values()].map((files) => new Set(files.keys()));
  const shell = [...(everyScreen[0] ?? [])].filter((file) => everyScreen.every((files) => files.has(file)));
  const shellBytes = [...(scripts.values().next().value ?? new Map()).entries()]
    .filter(([file]) => shell.includes(file))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `\n2. Each screen's first visit (the shell: ${shell.length} files, ${(shellBytes / 1000).toFixed(1)} KB)`,
  );
  console.log('| screen | JS beyond the shell | files | target |\n|---|--:|--:|---|');
  for (const [path, files] of scripts) {
    const own = [...files].filter(([file]) => !shell.includes(file));
    const bytes = own.reduce((sum, [, size]) => sum + size, 0);
    const verdict = bytes <= SCREEN_JS_BUDGET_BYTES ? 'met' : 'MISSED';
    console.log(`| ${path} | ${(bytes / 1000).toFixed(1)} KB | ${own.length} | ${verdict} |`);
  }

  const searches: number[] = [];
  for (let run = 0; run < runs; run++) searches.push(await searchSpecialities());
  const searchVerdict = percentile(searches, 0.5) <= SEARCH_MS ? 'met' : 'MISSED';
  console.log(
    `\n3. A search in the speciality list (large university): ${summary(searches)}; target ≤ ${SEARCH_MS} ms: ${searchVerdict}`,
  );
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  await database.drop();
}
process.exit(0);
