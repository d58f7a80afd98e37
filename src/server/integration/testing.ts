import { afterAll, beforeAll, expect } from 'vitest';
import type { IntegrationScope } from '../../contract/integration';
import { startTestApp, type TestApp } from '../testing/test-app';

// The integration API's tests' app and calls: a demo app with an administrator signed in, who registers
// clients; a client's token by client credentials; a resource read with it.

/** Starts the app for the test file's suite (and closes it after); the calls below act on it. */
export function integrationTestApp(environment: Record<string, string> = {}) {
  let t: TestApp | undefined;
  let admin = '';
  let named = 0;
  beforeAll(async () => {
    t = await startTestApp(environment);
    admin = await t.signIn();
  }, 60_000);
  afterAll(() => t?.close());

  const app = (): TestApp => {
    if (!t) throw new Error('the app starts in beforeAll');
    return t;
  };
  const prefix = () => `${app().config.apiPrefix}/integration/v1`;

  async function newClient(scopes: IntegrationScope[], facultyIds?: number[]) {
    named += 1;
    const response = await app().call('POST', 'integrations/create', {
      cookie: admin,
      body: {
        name: `Система ${named}`,
        scopes,
        allFaculties: facultyIds === undefined,
        facultyIds: facultyIds ?? [],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { idClient: number; clientId: string; clientSecret: string };
  }

  const basic = (key: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(key)}:${encodeURIComponent(secret)}`).toString('base64')}`;

  const tokenCall = (form: Record<string, string>, authorization?: string) =>
    app().app.inject({
      method: 'POST',
      url: `${prefix()}/token`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization ? { authorization } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  async function tokenOf(client: { clientId: string; clientSecret: string }, scope?: string) {
    const response = await tokenCall(
      { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
      basic(client.clientId, client.clientSecret),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().access_token as string;
  }

  const read = (path: string, token?: string) =>
    app().app.inject({
      method: 'GET',
      url: `${prefix()}/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  return {
    app,
    admin: () => admin,
    /** How many clients newClient has named ("Система N"). */
    named: () => named,
    newClient,
    basic,
    tokenCall,
    tokenOf,
    read,
  };
}
