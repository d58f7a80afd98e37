import { describe, expect, it } from 'vitest';
import { pageFromParam } from './list-state';

describe('page number from the address', () => {
  it('takes a whole number from 1 on and reads anything else as page 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    for (const odd of ['0', '-2', '2.5', 'abc', '', '1e3', '99999999999']) expect(pageFromParam(odd)).toBe(1);
  });
});
