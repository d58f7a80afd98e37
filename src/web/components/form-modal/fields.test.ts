import { describe, expect, it } from 'vitest';
import { differs, type FormField, fieldErrors, showsCounter, trimmed, withoutPasswords } from './fields';

type Values = { code: string; name: string; faculty: number | null };
const fields: FormField<Values>[] = [
  { kind: 'text', name: 'code', label: 'Code', required: true, maxLength: 5 },
  { kind: 'text', name: 'name', label: 'Name', maxLength: 10 },
  { kind: 'select', name: 'faculty', label: 'Faculty', required: true, options: [] },
];

describe('form rules (SPEC §5)', () => {
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

  it.each([
    ['only zero-width joiners', '\u200d\u200d', 'invisibleOnly'],
    ['only combining marks', '\u0301\u0301', 'invisibleOnly'],
    ['a right-to-left override', 'A1\u202e', 'bidiControl'],
    ['an unpaired surrogate', 'A\ud800', 'unpairedSurrogate'],
    ['a tab inside one line', 'A\t1', 'controlCharacter'],
  ])('refuses a text as the server would (decision 0029): %s', (_name, code, reason) => {
    expect(fieldErrors(fields, { code, name: '', faculty: 3 })).toEqual({ code: reason });
  });

  it('accepts invisible padding (the server removes it), a line break where several lines are allowed, and any password', () => {
    expect(fieldErrors(fields, { code: 'A\u200b1\u00a0', name: '', faculty: 3 })).toEqual({});
    const note: FormField<{ note: string; password: string }>[] = [
      { kind: 'text', name: 'note', label: 'Note', maxLength: 50, multiline: true },
      { kind: 'password', name: 'password', label: 'Password', minLength: 1, maxLength: 50 },
    ];
    expect(fieldErrors(note, { note: 'a\nb', password: '\u202e\u200d\t' })).toEqual({});
  });

  it('shows the counter from nine tenths of the limit on', () => {
    expect(showsCounter(449, 500)).toBe(false);
    expect(showsCounter(450, 500)).toBe(true);
    expect(showsCounter(45, 50)).toBe(true);
    expect(showsCounter(44, 50)).toBe(false);
  });
});

describe('fields of the users form', () => {
  type Account = { role: string; all: boolean; faculties: number[]; password: string };
  const account: FormField<Account>[] = [
    { kind: 'select', name: 'role', label: 'Role', required: true, options: [] },
    { kind: 'checkbox', name: 'all', label: 'All', shownWhen: (values) => values.role === 'editor' },
    {
      kind: 'multiselect',
      name: 'faculties',
      label: 'Faculties',
      required: true,
      options: [],
      shownWhen: (values) => values.role === 'editor' && !values.all,
    },
    {
      kind: 'password',
      name: 'password',
      label: 'Password',
      required: true,
      minLength: 8,
      maxLength: 12,
      shownWhen: (_values, mode) => mode === 'add',
    },
  ];
  const editor = { role: 'editor', all: false, faculties: [], password: 'long enough' };

  it('checks only the fields shown: the scope of an editor, the password of a new account', () => {
    expect(fieldErrors(account, editor, 'add')).toEqual({ faculties: 'required' });
    expect(fieldErrors(account, { ...editor, all: true }, 'add')).toEqual({});
    expect(fieldErrors(account, { ...editor, role: 'viewer', password: '' }, 'edit')).toEqual({});
    expect(fieldErrors(account, { ...editor, faculties: [1], password: ' short  ' }, 'add')).toEqual({
      password: 'tooShort',
    });
    expect(fieldErrors(account, { ...editor, faculties: [1], password: 'x'.repeat(13) }, 'add')).toEqual({
      password: 'tooLong',
    });
    expect(fieldErrors(account, { ...editor, faculties: [1], password: '' }, 'add')).toEqual({
      password: 'required',
    });
  });

  it('sees a change in ticks and picked ids, not in their order', () => {
    const opened = { ...editor, faculties: [1, 2] };
    expect(differs({ ...opened, faculties: [2, 1] }, opened)).toBe(false);
    expect(differs({ ...opened, faculties: [1] }, opened)).toBe(true);
    expect(differs({ ...opened, all: true }, opened)).toBe(true);
  });

  it('never keeps a password in a draft', () => {
    expect(withoutPasswords(account, { ...editor, password: 'secret-123' })).toEqual({
      ...editor,
      password: '',
    });
  });
});

describe('a date field (decision 0033)', () => {
  type Day = { day: string };
  const day: FormField<Day>[] = [
    {
      kind: 'date',
      name: 'day',
      label: 'Effective date',
      required: true,
      min: '2022-09-02',
      max: '2027-08-31',
    },
  ];
  it.each([
    ['', 'required'],
    ['01.09.20', 'dateInvalid'],
    ['2023-02-30', 'dateInvalid'],
    // Typed the language's way, but no day of the calendar.
    ['30.02.2023', 'dateImpossible'],
    ['31/04/2024', 'dateImpossible'],
    ['2022-09-01', 'dateTooEarly'],
    ['2027-09-01', 'dateTooLate'],
    ['2022-09-02', undefined],
    ['2027-08-31', undefined],
  ])('%j: %s', (value, error) => {
    expect(fieldErrors(day, { day: value }).day).toBe(error);
  });
});

describe('a number and a checked text', () => {
  type Values = { points: number | ''; mail: string };
  const fields: FormField<Values>[] = [
    { kind: 'number', name: 'points', label: 'Points', max: 150 },
    {
      kind: 'text',
      name: 'mail',
      label: 'E-mail',
      maxLength: 200,
      check: (value) => (value.includes('@') ? null : 'form.invalidEmail'),
    },
  ];
  it.each([
    [{ points: 150, mail: 'a@b.kg' }, {}],
    [{ points: 999, mail: 'a@b.kg' }, { points: 'outOfRange' }],
    [{ points: '', mail: 'nope' }, { mail: 'check:form.invalidEmail' }],
  ] as const)('%j', (values, errors) => {
    expect(fieldErrors(fields, values)).toEqual(errors);
  });
});
