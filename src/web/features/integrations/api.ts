import type { CallData } from '../../../contract/call';
import {
  createIntegrationClient,
  type IntegrationScope,
  integrationScopes,
  listIntegrationClients,
  revokeIntegrationClient,
} from '../../../contract/integration';
import { callApi } from '../../api/client';
import { read } from '../../api/queries';
import { useWrite } from '../../api/write';
import { appConfig } from '../../lib/config';

export type ClientRow = CallData<typeof listIntegrationClients>[number];

/** The add form's values: the scopes picked by their place in the contract's list (a multiselect of ids). */
export type NewClientValues = {
  name: string;
  scopes: number[];
  allFaculties: boolean;
  facultyIds: number[];
};

/** What a client answered once created: the secret is in memory only while its modal shows it. */
export interface IssuedCredentials {
  name: string;
  clientId: string;
  clientSecret: string;
}

export const clientListQuery = () => read(listIntegrationClients);

/** The scope at a place of the contract's list. */
const scopeAt = (index: number): IntegrationScope | undefined => integrationScopes[index];

/** integrations/create's payload: the scopes by name, the faculties only when not all. */
const createBody = (values: NewClientValues) => ({
  name: values.name,
  scopes: values.scopes.map(scopeAt).filter((scope) => scope !== undefined),
  allFaculties: values.allFaculties,
  facultyIds: values.allFaculties ? [] : values.facultyIds,
});

/** integrations/create: a refused field is told under it (decision 0036); the credentials go to `onIssued`. */
export const useCreateClient = (onIssued: (credentials: IssuedCredentials) => void) =>
  useWrite(
    createIntegrationClient,
    (values: NewClientValues) => callApi(createIntegrationClient, createBody(values)),
    { onDone: (_sms, answer, values) => onIssued({ name: values.name, ...answer }) },
  );

/**
 * integrations/revoke (sms 2; 409 when the list was stale, 400 naming a client already revoked, toasted by
 * the client): `onRevoked` says so naming the client; `onSettled` either way (the question closes).
 */
export const useRevokeClient = (onRevoked: (row: ClientRow) => void, onSettled: () => void) =>
  useWrite(
    revokeIntegrationClient,
    (row: ClientRow) =>
      callApi(revokeIntegrationClient, { idClient: row.idClient, rowVersion: row.rowVersion }),
    {
      silent: true,
      onDone: (_sms, _answer, row) => {
        onRevoked(row);
        onSettled();
      },
      onFailed: onSettled,
    },
  );

/** Where a client asks for its tokens: this installation's address (docs/integration.md). */
export const tokenUrl = () => `${window.location.origin}${appConfig.apiPrefix}/integration/v1/token`;
