import { integrationScopes, scopeTextKeys } from '../../../contract/integration';
import { screenTexts, textOf } from '../../core/screen-texts';
import { type KindDescription, kindLabel } from '../kind';

// An integration client as the integrations screen shows it (decision 0075): who made it and when, and
// its secret's digest, live beside it (migration 0031), not in its history.

const { integrations } = screenTexts;

const scopeNames = Object.fromEntries(
  integrationScopes.map((scope) => [scope, textOf(integrations, (t) => t.scopeNames[scopeTextKeys[scope]])]),
);

export const integrationClient: KindDescription = {
  table: 'integration_client',
  key: 'id_integration_client',
  label: kindLabel('integrationClient'),
  untold: ['id_vuz', 'created_by', 'created_at'],
  name: () => `o.name || ' (' || o.client_key || ')'`,
  administratorsOnly: true,
  fields: {
    name: { label: textOf(integrations, (t) => t.name), show: 'text' },
    client_key: { label: textOf(integrations, (t) => t.clientId), show: 'text' },
    scopes: { label: textOf(integrations, (t) => t.scopes), show: { choices: scopeNames } },
    all_faculties: { label: textOf(integrations, (t) => t.allFaculties), show: 'flag' },
    faculty_ids: { label: textOf(integrations, (t) => t.faculties), show: { records: 'faculty' } },
    revoked_at: {
      label: textOf(integrations, (t) => t.state),
      show: { presence: [textOf(integrations, (t) => t.active), textOf(integrations, (t) => t.revoked)] },
    },
  },
};
