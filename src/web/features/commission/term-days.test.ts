import { describe, expect, it } from 'vitest';
import { effectiveDays } from './term-days';

// The days the Replace and End membership forms allow (decision 0031).

describe('the effective days of a term', () => {
  it.each([
    [
      'a term begun years ago',
      '2022-09-01',
      '2026-11-26',
      { first: '2022-09-02', initial: '2026-11-26', none: false },
    ],
    [
      'a term begun today',
      '2026-11-26',
      '2026-11-26',
      { first: '2026-11-27', initial: '2026-11-27', none: false },
    ],
    [
      'a term starting later',
      '2027-02-01',
      '2026-11-26',
      { first: '2027-02-02', initial: '2027-02-02', none: false },
    ],
    [
      'a term begun on the year’s last day',
      '2027-08-31',
      '2027-08-31',
      { first: '2027-09-01', initial: '2027-09-01', none: true },
    ],
  ])('%s', (_case, since, today, expected) => {
    expect(effectiveDays({ since }, today)).toEqual({ ...expected, last: '2027-08-31' });
  });
});
