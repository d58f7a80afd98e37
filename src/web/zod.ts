/*
 * What `import … from 'zod'` means in the web app: vite.config.ts resolves the bare name 'zod' to this
 * module, which re-exports Zod after switching its JIT off. Zod compiles object parsers with `new Function`,
 * which a CSP without 'unsafe-eval' refuses (and reports as a violation even though Zod catches it), and
 * the setting only counts for schemas built after it. Every module that builds a schema (the contract's,
 * the app's) imports 'zod', so this runs first wherever the bundler puts it, and the sign-in page, which
 * builds none, does not load Zod at all (docs/decisions/0008-sign-in-page-weight.md).
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
