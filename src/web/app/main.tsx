import { z } from 'zod';

// Zod compiles object parsers with `new Function`, which a CSP without 'unsafe-eval' refuses (and reports
// as a violation even though Zod catches it). The setting only counts for schemas built after it, and the
// bundler runs shared chunks (the contract's schemas among them) before an entry's own code, so the rest
// of the app is loaded by a dynamic import that is sure to come after.
z.config({ jitless: true });

void import('./start');
