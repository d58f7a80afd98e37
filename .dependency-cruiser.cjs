/**
 * The layers of the code (README "Architecture"), checked by `npm run lint`: an import that crosses a
 * layer the wrong way fails CI. Rules are grouped: the web's, then the server's.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'resolvable',
      comment: 'An import the cruiser cannot resolve is one no rule below can judge: it fails too.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular-contract',
      comment: 'The contract is shared by server and web and imports neither.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app reaches the server only through the API.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server serves the built web app; it imports none of its code.',
      severity: 'error',
      from: { path: '^src/server/' },
      // The screens' texts are data both sides read (the server names a field as its screen labels it).
      to: { path: '^src/web/', pathNot: '/(i18n|texts)/[a-z]{2}\\.json$' },
    },
    // Web layers (shared → features → app): rules below.
    {
      name: 'web-shared-not-features-or-app',
      comment:
        'Shared web code (lib, components, api, i18n) is what screens and shell are built on: it imports ' +
        'no screen and nothing of the shell (session, permissions, paths live in lib/).',
      severity: 'error',
      from: { path: '^src/web/(lib|components|api|i18n)/' },
      // The screens' texts are data the i18n types are checked against, not code.
      to: { path: '^src/web/(features|app)/', pathNot: '/texts/[a-z]{2}\\.json$' },
    },
    {
      name: 'web-api-not-components',
      comment:
        'How the app talks to the server (api/: calls, reads, writes, their toasts and refusals) is below ' +
        'the widgets that use it: it imports none, but the toast container it mounts on the first toast.',
      severity: 'error',
      from: { path: '^src/web/api/' },
      to: { path: '^src/web/components/', pathNot: '^src/web/components/toasts\\.tsx$' },
    },
    {
      name: 'web-feature-not-other-feature',
      comment:
        "A screen does not import another screen's code: what two screens share (a catalog read, a " +
        'widget) lives in the shared layer (api/catalog.ts, components/).',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-features-not-app',
      comment: 'The shell (app/) puts the screens together; a screen imports nothing of it.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    // Server layers (core → db → rules → http → app): serverLayers() at the end of this file.
    ...serverLayers(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph, unfollowed, so that a rule can name one (the server's Fastify rule).
    exclude: { path: '(^|/)dist/' },
    // TypeScript 7 has no JS API the cruiser can load: Babel's TypeScript preset parses .ts and .tsx.
    babelConfig: { fileName: 'build/babel-depcruise.json' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // Without a TypeScript it can load, the cruiser would not try these: extensionless imports of .ts
      // files would stay unresolved, and no rule on a path would ever match them.
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};

/**
 * The server's layers, lowest first; a layer imports only the layers below it (README "How it is built").
 *   core  src/server/core: the refusal (AppError), the sentences (messages, said), the faculty scope check,
 *         host names, calls to other services. Imports only the contract.
 *   db    src/server/db: connection, transactions, migrations, caches, generic writes.
 *   rules an area folder's files (queries.ts the data, rules.ts the business rules, and their helpers),
 *         and the command-line tools (cli/): they run without Fastify.
 *   http  src/server/http (Fastify plumbing, envelope), each area's routes.ts, the Fastify hooks an
 *         area keeps beside its rules (listed in `hooks`), and services.ts (what the routes are given).
 *         http/ itself imports no area and not services.ts: what it needs of one is given to it (app.ts
 *         gives the gate its judges) or lives below it (core/, db/: the signed-in user, the saves).
 *   app   app.ts, server.ts, main.ts, start.ts compose the rest.
 * Tests and their helpers (src/server/testing) may import any layer.
 */
function serverLayers() {
  const area = '^src/server/(?!(core|db|http|cli|testing)/)[^/]+/';
  const routes = '^src/server/[^/]+/routes\\.ts$';
  // A Fastify hook kept in its area's folder: it belongs to http like the routes do.
  const hooks = '^src/server/(auth/(guard|must-change-password)|licence/guard|operations/metrics)\\.ts$';
  // The services every area's routes are given (decision 0063): they name the areas' classes.
  const services = '^src/server/services\\.ts$';
  const http = ['^src/server/http/', routes, hooks, services];
  const app = '^src/server/(app|server|main|start)\\.ts$';
  const tests = ['\\.test\\.ts$', '^src/server/testing/'];
  const belowHttp = { path: '^src/server/', pathNot: [...http, app, ...tests] };
  return [
    {
      name: 'server-core-imports-nothing',
      comment: 'core/ is what every layer may use: it imports only the contract and itself.',
      severity: 'error',
      from: { path: '^src/server/core/', pathNot: tests },
      to: { path: '^src/server/', pathNot: '^src/server/core/' },
    },
    {
      name: 'server-db-below-areas',
      comment:
        'db/ is generic: it imports no area. Known exceptions: the sentence naming what uses a row, and the seed hashing the first password.',
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: tests },
      to: { path: area, pathNot: '^src/server/(usage/queries|auth/passwords)\\.ts$' },
    },
    {
      name: 'server-http-imports-no-area',
      comment:
        'http/ is HTTP plumbing: it imports core/, db/, the contract and packages, no area and not services.ts ' +
        "(which names them). An area gives it what it needs (app.ts: the gate's judges), or it moves below (core/, db/).",
      severity: 'error',
      from: { path: '^src/server/http/', pathNot: tests },
      to: { path: [area, services] },
    },
    {
      name: 'server-rules-below-http',
      comment:
        "core, db, the areas' queries and rules, and cli/ import no http/, routes.ts or Fastify hook: move what they need into core/.",
      severity: 'error',
      from: belowHttp,
      to: { path: http },
    },
    {
      name: 'server-fastify-only-in-http',
      comment:
        'Only the http layer knows Fastify. A new hook in an area folder: add it to `hooks` in .dependency-cruiser.cjs.',
      severity: 'error',
      from: belowHttp,
      to: { path: '(^|/)node_modules/(fastify|@fastify/)' },
    },
    {
      name: 'server-routes-only-in-app',
      comment: "An area's routes.ts is registered by app.ts and imported by nothing else.",
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/app\\.ts$' },
      to: { path: routes },
    },
    {
      name: 'server-app-on-top',
      comment: 'app.ts, server.ts, main.ts and start.ts compose the server; no layer imports them.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [app, ...tests] },
      to: { path: app },
    },
  ];
}
