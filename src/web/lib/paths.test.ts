import { describe, expect, it } from 'vitest';
import { canonicalScreenPath, nextQuery, nextTarget, SCREEN_PATHS } from './paths';

describe('canonicalScreenPath', () => {
  it('spells a screen path in any case, with or without a trailing slash, as the screen', () => {
    for (const path of ['/direction', '/Direction', '/DIRECTION/', '/direction/']) {
      expect(canonicalScreenPath(path)).toBe('/direction');
    }
    expect(canonicalScreenPath('/Evaluation-Rule')).toBe('/evaluation-rule');
  });

  it('knows nothing else', () => {
    for (const path of [
      '/',
      '',
      '/login',
      '/logout',
      '/direction/1',
      '//direction',
      '/direction//',
      '/nope',
    ]) {
      expect(canonicalScreenPath(path)).toBeUndefined();
    }
  });
});

describe('nextTarget', () => {
  it('accepts a screen of the app with its query string', () => {
    expect(nextTarget('/qual?page=2&q=a')).toEqual({ pathname: '/qual', search: '?page=2&q=a' });
    expect(nextTarget('/QUAL/')).toEqual({ pathname: '/qual', search: '' });
    expect(nextTarget('/qual?a=1#frag')).toEqual({ pathname: '/qual', search: '?a=1' });
    expect(nextTarget('/qual?')).toEqual({ pathname: '/qual', search: '' });
  });

  it('ignores anything else', () => {
    for (const next of [
      null,
      undefined,
      '',
      'qual',
      '//evil.com',
      '//evil.com/qual',
      'https://evil.com/qual',
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      '/api/v1/auth/check',
      '/logout',
      '/logout-everywhere',
      '/login',
      '/qual/../../evil',
      '/%2F%2Fevil.com',
      '/qual#?x',
      '/print',
      '/print/',
      '/print/a/b',
      '/print/../qual',
    ]) {
      expect(nextTarget(next), String(next)).toBeUndefined();
    }
  });

  it('reads back what nextQuery writes', () => {
    for (const path of SCREEN_PATHS) {
      const query = new URLSearchParams(nextQuery(`/${path.toUpperCase()}`, '?page=2&q=%D0%B0'));
      expect(nextTarget(query.get('next'))).toEqual({ pathname: `/${path}`, search: '?page=2&q=%D0%B0' });
    }
    expect(nextQuery('/logout', '?x=1')).toBe('');
  });

  it('keeps the setup page, in any letter case (decision 0060)', () => {
    const query = new URLSearchParams(nextQuery('/Setup/', ''));
    expect(nextTarget(query.get('next'))).toEqual({ pathname: '/setup', search: '' });
    expect(nextTarget('/setup/x')).toBeUndefined();
  });

  it('keeps a print view with its parameters (decision 0049)', () => {
    const query = new URLSearchParams(nextQuery('/Print/commission', '?faculty=2'));
    expect(nextTarget(query.get('next'))).toEqual({ pathname: '/print/commission', search: '?faculty=2' });
  });
});
