/**
 * The layers of the code (README "Architecture"), checked by `npm run lint`: an import that crosses a
 * layer the wrong way fails CI. Rules are grouped: the web's, then the server's.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
