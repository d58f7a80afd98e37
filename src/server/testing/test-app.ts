import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, readConfig } from '../config';
import type { Database } from '../db/connection';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../db/seed';
import type { Logging } from '../http/logging';
import { cloneTemplate } from './databases';
import { testLicenceEnvironment } from './licence';

interface CallOptions {
  body?: unknown;
  cookie?: string;
  lang?: string;
  headers?: InjectOptions['headers'];
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL server database's address (tests on the server only). */
  databaseUrl?: string;
  config: Config;
  /** Signs in (admin/admin by default) and answers the session cookie header value. */
  signIn(login?: string, password?: string): Promise<string>;
  /**
   * Calls {API_PREFIX}/v1/{path} with an optional body (JSON, or a string sent as it is), session cookie,
   * language, headers and client address.
   */
  call(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The database a test app runs on: its copy of the seeded template unless the file says otherwise. */
export type OpenTestDatabase = () => Promise<{ database: Database; url?: string; dispose(): Promise<void> }>;

/** The real app on a private copy of the seeded test database (or `open`'s); nothing is mocked. */
export async function startTestApp(
  environment: Record<string, string> = {},
  logging?: Logging,
  open: OpenTestDatabase = () => cloneTemplate(inject('databaseTemplate')),
): Promise<TestApp> {
  const config = readConfig({
    LOG_LEVEL: 'silent',
    WEB_DIR: 'dist/web',
    ...testLicenceEnvironment,
    ...environment,
  });
  const { database, url, dispose } = await open();
  const app = await buildApp(config, database, logging);
  const call: TestApp['call'] = (method, path, options = {}) =>
    app.inject({
      method,
      url: `${config.apiPrefix}/v1/${path}${options.lang ? `?lang=${options.lang}` : ''}`,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  return {
    app,
    database,
    databaseUrl: url,
    config,
    call,
    signIn: async (login = DEMO_LOGIN, password = DEMO_PASSWORD) => {
      const response = await call('POST', 'auth/login', { body: { login, password } });
      const cookie = response.cookies.find((item) => item.name === 'sid');
      if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
      return `sid=${cookie.value}`;
    },
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
