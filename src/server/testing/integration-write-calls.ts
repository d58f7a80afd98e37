import { onSharedTable, type WriteScenario } from './admin-fixtures';

// The write calls of the integration clients' screen (decision 0075), each with a fresh valid request: what
// the audit and roles proofs make of them (write-calls.ts joins them to the others). Administrators only.

export const integrationScenarios: WriteScenario[] = onSharedTable('integration_client', [
  {
    path: 'integrations/create',
    body: async (_admin, u) => ({ name: `Система ${u}`, scopes: ['structure:read'] }),
  },
  {
    path: 'integrations/revoke',
    body: async (admin, u) => {
      const created = (await admin.post('integrations/create', {
        name: `Отзываемая ${u}`,
        scopes: ['plans:read'],
      })) as unknown as { idClient: number };
      return { idClient: created.idClient };
    },
  },
]);
