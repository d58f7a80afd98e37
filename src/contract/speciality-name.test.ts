import { describe, expect, it } from 'vitest';
import { specialityName } from './speciality-name';

describe('specialityName', () => {
  it('names a speciality by its catalogue code and name, its study form after a dot', () => {
    expect(specialityName({ code: '140211', name: 'Электроснабжение' })).toBe('140211 Электроснабжение');
    expect(specialityName({ code: '140211', name: 'Электроснабжение', form: 'Очная форма обучения' })).toBe(
      '140211 Электроснабжение · Очная форма обучения',
    );
  });

  it('leaves out an empty code rather than starting with a space', () => {
    expect(specialityName({ code: ' ', name: 'Электроснабжение', form: null })).toBe('Электроснабжение');
  });
});
