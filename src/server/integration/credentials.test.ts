import { describe, expect, it } from 'vitest';
import { basicClient, digestOf, grantedScopes, newClientKey, newSecret, secretMatches } from './credentials';

describe("an integration client's credentials", () => {
  it('are random: a client_id of 26 base32 letters, a secret of 256 bits, never the same twice', () => {
    const keys = new Set(Array.from({ length: 200 }, newClientKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^ac_[a-z2-7]{26}$/);
    expect(Buffer.from(newSecret(), 'base64url')).toHaveLength(32);
  });

  it('match only the secret whose digest is kept', () => {
    const secret = newSecret();
    expect(secretMatches(secret, digestOf(secret))).toBe(true);
    expect(secretMatches(`${secret}x`, digestOf(secret))).toBe(false);
    expect(secretMatches(secret, 'ab')).toBe(false);
  });

  it('are read from an HTTP Basic header, form-encoded; anything else is no client', () => {
    const header = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    expect(basicClient(header('ac_key:se%3Acret+x'))).toEqual({ key: 'ac_key', secret: 'se:cret x' });
    expect(basicClient(header(':secret'))).toBeUndefined();
    expect(basicClient(header('no-colon'))).toBeUndefined();
    expect(basicClient(header('ac_key:%E0%A4%A'))).toBeUndefined();
    expect(basicClient('Bearer abc')).toBeUndefined();
    expect(basicClient(undefined)).toBeUndefined();
  });
});

describe('the scopes a token gets', () => {
  const held = ['plans:read', 'structure:read'];
  it('are all the client holds when none is asked, in one order', () => {
    expect(grantedScopes(undefined, held)).toEqual(['structure:read', 'plans:read']);
    expect(grantedScopes('  ', held)).toEqual(['structure:read', 'plans:read']);
  });
  it('are those asked when the client holds each; none when one is not its own', () => {
    expect(grantedScopes('plans:read', held)).toEqual(['plans:read']);
    expect(grantedScopes('plans:read  plans:read', held)).toEqual(['plans:read']);
    expect(grantedScopes('plans:read headcounts:write', held)).toBeUndefined();
    expect(grantedScopes('anything', held)).toBeUndefined();
  });
});
