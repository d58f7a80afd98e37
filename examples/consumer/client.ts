import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

// An example consumer of the integration API (docs/integration.md "Published as a service"): typed calls
// over the types generated from the API's own document (schema.d.ts, `npm run gen:example-client`). It gets
// a token by client credentials and reads the faculties page by page. Another system's sync tool would
// start from here.

type Faculty = components['schemas']['Faculties']['data'][number];

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

/** A client of the API at its base (`https://host/api/integration/v1`). */
export const integrationClient = (baseUrl: string) => createClient<paths>({ baseUrl });
type IntegrationClient = ReturnType<typeof integrationClient>;

/** A bearer token for the credentials (OAuth2 client credentials, the client named by HTTP Basic). */
export async function tokenOf(
  client: IntegrationClient,
  { clientId, clientSecret }: Credentials,
): Promise<string> {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString(
    'base64',
  );
  const { data, error, response } = await client.POST('/token', {
    body: { grant_type: 'client_credentials' },
    bodySerializer: (form) => new URLSearchParams(form as Record<string, string>).toString(),
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (!data) throw new Error(`no token (${response.status}): ${JSON.stringify(error)}`);
  return data.access_token;
}

/** Every faculty the client may read, following the pages' cursors. */
export async function listFaculties(
  baseUrl: string,
  credentials: Credentials,
  limit = 100,
): Promise<Faculty[]> {
  const client = integrationClient(baseUrl);
  const authorization = `Bearer ${await tokenOf(client, credentials)}`;
  const faculties: Faculty[] = [];
  let cursor: string | undefined;
  do {
    const { data, error, response } = await client.GET('/faculties', {
      params: { query: { limit, ...(cursor === undefined ? {} : { cursor }) } },
      headers: { authorization },
    });
    if (!data) throw new Error(`faculties refused (${response.status}): ${error?.detail ?? error?.title}`);
    faculties.push(...data.data);
    cursor = data.next ?? undefined;
  } while (cursor !== undefined);
  return faculties;
}
