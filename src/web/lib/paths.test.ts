import { describe, expect, it } from 'vitest';
import { canonicalScreenPath, nextQuery, nextTarget, renamedScreens, SCREEN_PATHS } from './paths';

describe('canonicalScreenPath', () => {
  it('spells a screen path in any case, with or without a trailing slash, as the screen', () => {
    for (const path of ['/directions', '/Directions', '/DIRECTIONS/', '/directions/']) {
      expect(canonicalScreenPath(path)).toBe('/directions');
    }
    expect(canonicalScreenPath('/Grading-Rules')).toBe('/grading-rules');
    expect(canonicalScreenPath('/Commission/Speciality/')).toBe('/commission/speciality');
  });

  it('knows nothing else', () => {
    for (const path of [
      '/',
      '',
      '/login',
      '/logout',
      '/directions/1',
      '/commission/1',
      '/commission/speciality/1',
      '//directions',
      '/directions//',
      '/nope',
      '/constructor',
      '/toString',
    ]) {
      expect(canonicalScreenPath(path)).toBeUndefined();
    }
  });
});

describe('renamedScreens', () => {
  it('sends each earlier address to a screen of today, never to another earlier one', () => {
    for (const [old, current] of Object.entries(renamedScreens)) {
      expect(SCREEN_PATHS, old).not.toContain(old);
      expect(SCREEN_PATHS, old).toContain(current);
    }
  });

  it("names the glossary's renamed screens", () => {
    expect(renamedScreens).toMatchObject({
      'evaluation-rule': 'grading-rules',
      audience: 'classrooms',
      'state-member': 'commission',
      'spec-member': 'commission/speciality',
      kafedra: 'departments',
      'position-teaching': 'positions',
      qual: 'qualifications',
      direction: 'directions',
      level: 'levels',
      speciality: 'speciality-names',
    });
  });

  it("makes an earlier address, in any letter case, the screen's canonical path", () => {
    for (const [old, current] of Object.entries(renamedScreens)) {
      expect(canonicalScreenPath(`/${old}`)).toBe(`/${current}`);
      expect(canonicalScreenPath(`/${old.toUpperCase()}/`)).toBe(`/${current}`);
      expect(canonicalScreenPath(`/${old}/1`)).toBeUndefined();
    }
  });

  it('brings a sign-in from an earlier address to the screen, query kept', () => {
    expect(nextTarget('/evaluation-rule?rule=2')).toEqual({ pathname: '/grading-rules', search: '?rule=2' });
    const query = new URLSearchParams(nextQuery('/evaluation-rule', '?rule=2'));
    expect(query.get('next')).toBe('/grading-rules?rule=2');
    expect(nextTarget('/spec-member?faculty=1&special=2')).toEqual({
      pathname: '/commission/speciality',
      search: '?faculty=1&special=2',
    });
  });
});

describe('nextTarget', () => {
  it('accepts a screen of the app with its query string', () => {
    expect(nextTarget('/qualifications?page=2&q=a')).toEqual({
      pathname: '/qualifications',
      search: '?page=2&q=a',
    });
    expect(nextTarget('/QUALIFICATIONS/')).toEqual({ pathname: '/qualifications', search: '' });
    expect(nextTarget('/qualifications?a=1#frag')).toEqual({ pathname: '/qualifications', search: '?a=1' });
    expect(nextTarget('/qualifications?')).toEqual({ pathname: '/qualifications', search: '' });
  });

  it('ignores anything else', () => {
    for (const next of [
      null,
      undefined,
      '',
      'qualifications',
      '//evil.com',
      '//evil.com/qualifications',
      'https://evil.com/qualifications',
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      '/api/v1/auth/check',
      '/logout',
      '/logout-everywhere',
      '/login',
      '/qualifications/../../evil',
      '/%2F%2Fevil.com',
      '/qualifications#?x',
      '/print',
      '/print/',
      '/print/a/b',
      '/print/../qualifications',
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
