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
    // Server layers (db → rules → http): rules below.
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
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
