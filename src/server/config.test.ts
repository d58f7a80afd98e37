import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      basePath: '/',
      apiPrefix: '/api',
      sessionIdleMinutes: 60,
      logLevel: 'info',
      cookieSecure: false,
    });
  });

  it('normalises the base path and the API prefix', () => {
    const config = readConfig({ BASE_PATH: '/uni', API_PREFIX: '/backend/' });
    expect(config.basePath).toBe('/uni/');
    expect(config.apiPrefix).toBe('/backend');
  });

  it.each([
    ['PORT', 'eighty', 'PORT="eighty": must be a whole number from 0 to 65535'],
    ['PORT', '70000', 'PORT="70000": must be at most 65535'],
    ['BASE_PATH', 'uni', 'BASE_PATH="uni": must be a path starting with \'/\''],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL'],
    ['SESSION_IDLE_MINUTES', '0', 'SESSION_IDLE_MINUTES="0": must be at least 1'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL="loud"'],
    ['COOKIE_SECURE', 'maybe', 'COOKIE_SECURE="maybe"'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('reads flags', () => {
    expect(readConfig({ COOKIE_SECURE: 'true', DEMO_DATA: '0' })).toMatchObject({
      cookieSecure: true,
      demoData: false,
    });
  });
});
