import { describe, expect, it } from 'vitest';
import { statusColor } from './call-status';

describe("a call's answer's colour", () => {
  it.each([
    [200, 'green'],
    [204, 'green'],
    [304, 'gray'],
    [400, 'orange'],
    [412, 'orange'],
    [429, 'orange'],
    [500, 'red'],
    [503, 'red'],
  ])('%i is %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });
});
