import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, readConfig } from './config';
import { publicKeyText } from './licence/document';

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

  // Bad values by variable, each with what its refusal says the value must be.
  const badValues: Record<string, Record<string, string>> = {
    PORT: { eighty: 'must be a whole number from 0 to 65535', '70000': 'must be at most 65535' },
    BASE_PATH: { uni: "must be a path starting with '/'" },
    DATABASE_URL: { 'mysql://x': 'must be a postgres:// or postgresql:// URL' },
    DATABASE_REPLICA_URL: { 'mysql://x': 'must be a postgres:// or postgresql:// URL' },
    SESSION_IDLE_MINUTES: { '0': 'must be at least 1' },
    LOG_LEVEL: { loud: 'Invalid option' },
    COOKIE_SECURE: { maybe: 'Invalid option' },
    MANUAL_NEWS_URL: {
      'javascript:alert(1)': 'must be an http:// or https:// URL',
      'manual.example.kg/news': 'must be an http:// or https:// URL',
    },
    LICENCE_TIME_URL: { 'ftp://time.example.kg': 'must be an http://' },
    LICENCE_TIME_ZONE: { 'Mars/Olympus': 'must be an IANA time zone' },
    LICENCE_PUBLIC_KEY: { 'not-a-key': 'must be an Ed25519 public key' },
  };
  it.each(
    Object.entries(badValues).flatMap(([name, values]) =>
      Object.entries(values).map(([value, rule]) => [name, value, rule]),
    ),
  )('refuses %s=%s, naming it: %s', (name, value, rule) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(`${name}=${JSON.stringify(value)}: ${rule}`);
  });

  it('takes a replica only of a PostgreSQL server', () => {
    expect(() => readConfig({ DATABASE_REPLICA_URL: 'postgres://replica/aa' })).toThrow(
      'DATABASE_REPLICA_URL is a replica of DATABASE_URL, which must be set too',
    );
    expect(
      readConfig({ DATABASE_URL: 'postgres://primary/aa', DATABASE_REPLICA_URL: 'postgres://replica/aa' }),
    ).toMatchObject({ databaseReplicaUrl: 'postgres://replica/aa' });
  });

  it('reads flags', () => {
    expect(readConfig({ COOKIE_SECURE: 'true', DEMO_DATA: '0' })).toMatchObject({
      cookieSecure: true,
      demoData: false,
    });
  });

  it('reads the notification and licence settings: none by default, Bishkek time', () => {
    expect(readConfig({})).toMatchObject({
      manualNewsUrl: undefined,
      licence: { publicKey: undefined, timeUrl: undefined, timeZone: 'Asia/Bishkek' },
    });
    const { publicKey } = generateKeyPairSync('ed25519');
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const config = readConfig({
      MANUAL_NEWS_URL: 'https://manual.example.kg/api/news',
      LICENCE_PUBLIC_KEY: publicKeyText(publicKey),
      LICENCE_TIME_URL: 'http://worldtimeapi.org/api/timezone/Asia/Bishkek',
      LICENCE_TIME_ZONE: 'UTC',
    });
    expect(config).toMatchObject({
      manualNewsUrl: 'https://manual.example.kg/api/news',
      licence: {
        publicKey: publicKeyText(publicKey),
        timeUrl: 'http://worldtimeapi.org/api/timezone/Asia/Bishkek',
        timeZone: 'UTC',
      },
    });
    // A PEM key, and empty settings meaning none.
    expect(readConfig({ LICENCE_PUBLIC_KEY: pem }).licence.publicKey).toBe(pem.trim());
    expect(readConfig({ MANUAL_NEWS_URL: '', LICENCE_TIME_URL: ' ' })).toMatchObject({
      manualNewsUrl: undefined,
      licence: { timeUrl: undefined },
    });
  });

  it.each([
    [
      'http://worldtimeapi.org/api/timezone/Asia/Bishkek',
      ['LICENCE_TIME_URL is plain http to worldtimeapi.org'],
    ],
    ['http://10.0.0.5:8080/time', ['LICENCE_TIME_URL is plain http to 10.0.0.5']],
    ['https://worldtimeapi.org/api/timezone/Asia/Bishkek', []],
    ['http://127.0.0.1:8080/time', []],
    ['http://localhost/time', []],
    ['http://[::1]:8080/time', []],
    ['', []],
  ])(
    'warns at start-up when the time service LICENCE_TIME_URL=%s is plain http to another machine',
    (url, expected) => {
      const warnings = configWarnings(readConfig({ LICENCE_TIME_URL: url }));
      expect(warnings).toHaveLength(expected.length);
      for (const [index, start] of expected.entries()) {
        expect(warnings[index]).toContain(start);
        expect(warnings[index]).toContain('prefer https');
      }
    },
  );
});
