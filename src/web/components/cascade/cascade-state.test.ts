import { describe, expect, it } from 'vitest';
import { idFromParam } from './cascade-state';

describe('cascade ids in the address', () => {
  it('reads a whole number from 1 on; anything else is nothing chosen', () => {
    expect(idFromParam('12')).toBe(12);
    expect(idFromParam(null)).toBeNull();
    expect(idFromParam('0')).toBeNull();
    expect(idFromParam('-3')).toBeNull();
    expect(idFromParam('1.5')).toBeNull();
    expect(idFromParam('abc')).toBeNull();
    expect(idFromParam('1234567890')).toBeNull();
  });
});
