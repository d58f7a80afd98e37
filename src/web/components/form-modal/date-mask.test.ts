import { describe, expect, it } from 'vitest';
import { maskDate } from './date-mask';

describe('maskDate', () => {
  it.each([
    ['digits get their separators (ru, kg)', '01092024', '0109202', 'dmy', '01.09.2024'],
    ['as they come', '010', '01', 'dmy', '01.0'],
    ['a separator typed in its place is kept', '01.', '01', 'dmy', '01.'],
    ['the ISO way (en)', '20240901', '2024090', 'iso', '2024-09-01'],
    ['another way is kept for the rule to refuse', '01.09.2024', '01.09.202', 'iso', '01.09.2024'],
    ['a slash is kept', '01/09', '01/0', 'dmy', '01/09'],
    ['deleting is never undone', '01.0', '01.09', 'dmy', '01.0'],
    ['more than eight digits are left as typed', '010920245', '01.09.2024', 'dmy', '010920245'],
  ] as const)('%s', (_, typed, previous, order, expected) => {
    expect(maskDate(typed, previous, order)).toBe(expected);
  });
});
