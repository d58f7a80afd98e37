import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { ownApiOf, pointsAtOwnApi } from './rules';

// A news link may not lead to this application's own API (decision 0024): a bell item opening
// {API_PREFIX}/v1/auth/logout signed its reader out, and any GET there runs with the reader's session.

// As deploy/ serves it: https://avn.uni.kg/avn/, the API under /avn/api.
const own = ownApiOf(readConfig({ API_PREFIX: '/avn/api', ALLOWED_HOSTS: 'avn.uni.kg, .edu.kg' }));

describe('a link to the own API', () => {
  it.each([
    ['https://avn.uni.kg/avn/api/v1/auth/logout', true],
    ['http://AVN.UNI.KG:8443/avn/api/v1/auth/logout', true],
    ['https://avn.uni.kg./avn/api/v1/auth/logout', true],
    ['https://avn.uni.kg/avn//api/v1/auth/logout', true],
    ['https://avn.uni.kg/avn/./api/v1/auth/logout', true],
    ['https://avn.uni.kg/news/../avn/api/v1/auth/logout', true],
    ['https://avn.uni.kg/%61vn/%61pi/v1/auth/logout', true],
    ['https://avn.uni.kg/AVN/API/v1/auth/logout', true],
    ['https://avn.uni.kg\\avn\\api\\v1\\auth\\logout', true],
    ['https://reader:x@avn.uni.kg/avn/api/v1/auth/logout?lang=en#top', true],
    ['https://avn.uni.kg/avn/api', true],
    ['https://avn.uni.kg/avn/api/docs', true],
    // A proxy may put a path of its own in front of what the app sees.
    ['https://avn.uni.kg/portal/avn/api/v1/auth/logout', true],
    ['https://faculty.edu.kg/avn/api/v1/auth/logout', true],
    ['https://avn.uni.kg/avn/direction', false],
    ['https://avn.uni.kg/avn/apiary/v1', false],
    ['https://avn.uni.kg/avn-api/v1/auth/logout', false],
    ['https://manual.example.kg/avn/api/v1/auth/logout', false],
    ['https://avn.uni.kg.evil.example/avn/api/v1/auth/logout', false],
    ['https://edu.kg.example/avn/api/v1/auth/logout', false],
    // Names outside ALLOWED_HOSTS: the host check refuses any call under them.
    ['http://localhost:3000/avn/api/v1/auth/logout', false],
    ['http://127.0.0.1/avn/api/v1/auth/logout', false],
    ['not a url', false],
  ])('%s points at the own API: %s', (url, refused) => {
    expect(pointsAtOwnApi(url, own)).toBe(refused);
  });

  it('without ALLOWED_HOSTS: the listening host and the loopback names, however written', () => {
    const local = ownApiOf(readConfig({ HOST: '10.0.0.5' }));
    for (const url of [
      'http://localhost:3000/api/v1/auth/logout',
      'http://127.0.0.1/api/v1/auth/logout',
      'http://2130706433/api/v1/auth/logout',
      'http://0x7f.1/api/v1/auth/logout',
      'http://[::1]:3000/api/v1/auth/logout',
      'http://10.0.0.5:3000/api/v1/auth/logout',
    ])
      expect(pointsAtOwnApi(url, local), url).toBe(true);
    expect(pointsAtOwnApi('http://10.0.0.6:3000/api/v1/auth/logout', local)).toBe(false);
  });

  it('with ALLOWED_HOSTS=*, a link to the API prefix on any host', () => {
    const anyHost = ownApiOf(readConfig({ ALLOWED_HOSTS: '*' }));
    expect(pointsAtOwnApi('https://anything.example/api/v1/auth/logout', anyHost)).toBe(true);
    expect(pointsAtOwnApi('https://anything.example/news/1', anyHost)).toBe(false);
  });
});
