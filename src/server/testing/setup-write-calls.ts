import type { WriteScenario } from './admin-fixtures';
import { testLicence } from './licence';

// The write calls of the setup (decision 0060) that the audit and roles proofs make on the demo data: installing
// a licence, a new one each time (issued at another moment), which the demo university's licence stays.
// setup/university is refused there (a university exists): setup/routes.test.ts proves it on an empty
// database, so it is one of write-calls.ts' otherWrites.

export const setupScenarios: WriteScenario[] = [
  {
    path: 'setup/install-licence',
    table: 'software_licence',
    faculties: [],
    body: async () => ({ licence: testLicence({ issuedAt: new Date().toISOString() }) }),
  },
];
