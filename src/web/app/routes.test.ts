import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '../lib/paths';
import { screenOfPath, screens } from './routes';

describe('screens', () => {
  it('are the screen paths the sign-in page knows, each once', () => {
    expect(screens.map((screen) => screen.path)).toEqual([...SCREEN_PATHS]);
  });

  it('give the header its title by the canonical path', () => {
    expect(screenOfPath('/directions')?.titleKey).toBe('routes.directions');
    expect(screenOfPath('/nope')).toBeUndefined();
    // A screen nested under another's path is its own.
    expect(screenOfPath('/commission')?.titleKey).toBe('routes.commission');
    expect(screenOfPath('/commission/speciality')?.titleKey).toBe('routes.specialityCommission');
  });
});
