import { defineConfig } from 'vitest/config';
import { PROOFS, shared } from './vitest.config.ts';

// npm run test:proofs: the command-line tools, the server as a process, kill -9, timeouts, the network,
// load, the large seed and upgrades; CI runs them on both databases beside npm test (decision 0052).
export default defineConfig({ test: { ...shared, include: [PROOFS] } });
