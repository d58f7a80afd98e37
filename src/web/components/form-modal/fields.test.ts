import { describe, expect, it } from 'vitest';
import { differs, type FormField, fieldErrors, showsCounter, trimmed } from './fields';

type Values = { code: string; name: string; faculty: number | null };
const fields: FormField<Values>[] = [
  { kind: 'text', name: 'code', label: 'Code', required: true, maxLength: 5 },
  { kind: 'text', name: 'name', label: 'Name', maxLength: 10 },
  { kind: 'select', name: 'faculty', label: 'Faculty', required: true, options: [] },
];

describe('form rules (SPEC §5, issue 9)', () => {
  it('names each field that cannot be sent: required and empty, or longer than its limit', () => {
    expect(fieldErrors(fields, { code: '  ', name: 'x'.repeat(11), faculty: null })).toEqual({
      code: 'required',
      name: 'tooLong',
      faculty: 'required',
    });
    // The limit applies to the trimmed text, as it is sent.
    expect(fieldErrors(fields, { code: ' 12345 ', name: 'x'.repeat(10), faculty: 3 })).toEqual({});
  });

  it('spaces around a text are not a change', () => {
    const opened = { code: 'A1', name: 'Name', faculty: 3 };
    expect(differs({ ...opened, name: 'Name  ' }, opened)).toBe(false);
    expect(differs({ ...opened, name: ' Name' }, opened)).toBe(false);
    expect(differs({ ...opened, name: 'Name2' }, opened)).toBe(true);
    expect(differs({ ...opened, faculty: 4 }, opened)).toBe(true);
    expect(trimmed({ ...opened, name: ' Name ' })).toEqual(opened);
  });

  it('shows the counter from nine tenths of the limit on', () => {
    expect(showsCounter(449, 500)).toBe(false);
    expect(showsCounter(450, 500)).toBe(true);
    expect(showsCounter(45, 50)).toBe(true);
    expect(showsCounter(44, 50)).toBe(false);
  });
});
