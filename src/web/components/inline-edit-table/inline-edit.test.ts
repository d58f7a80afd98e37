import { describe, expect, it } from 'vitest';
import { NEW_ID } from '../../../contract/limits';
import {
  cleanDecimal,
  cleanDigits,
  countOf,
  hasChanges,
  hasTypedChanges,
  type InlineColumn,
  NEW_ROW,
  refusalFor,
  rowProblems,
  startEditing,
  trimmed,
  upsert,
} from './inline-edit';

type Values = { name: string; count: string; from: string; kind: number | null; note: string };
type Row = { id: number } & Values;

const column = (key: keyof Values, edit: InlineColumn<Row, Values>['edit']): InlineColumn<Row, Values> => ({
  key,
  header: key.toUpperCase(),
  cell: (row) => String(row[key]),
  edit,
});

const columns: InlineColumn<Row, Values>[] = [
  column('name', { kind: 'text', name: 'name', maxLength: 5, required: true }),
  column('count', { kind: 'number', name: 'count', maxDigits: 3 }),
  column('from', { kind: 'date', name: 'from', required: true }),
  column('kind', { kind: 'select', name: 'kind', options: [{ value: 1, label: 'one' }], required: true }),
  // Shown, never edited: never a problem.
  { key: 'note', header: 'NOTE', cell: (row) => row.note },
];

const filled: Values = { name: 'abc', count: '', from: '2024-09-01', kind: 1, note: '' };

describe('cleanDigits', () => {
  it('keeps up to the limit of digits and says nothing was dropped', () => {
    expect(cleanDigits('', 3)).toEqual({ value: '', refused: false });
    expect(cleanDigits('042', 3)).toEqual({ value: '042', refused: false });
  });
  it('drops what is not a digit and cuts to the limit, saying so', () => {
    expect(cleanDigits('1234', 3)).toEqual({ value: '123', refused: true });
    expect(cleanDigits('1a2', 3)).toEqual({ value: '12', refused: true });
    expect(cleanDigits('-5', 3)).toEqual({ value: '5', refused: true });
    expect(cleanDigits('1.5', 3)).toEqual({ value: '15', refused: true });
    expect(cleanDigits('1 000 000', 10)).toEqual({ value: '1000000', refused: true });
  });
});

describe('countOf', () => {
  it('reads empty as 0 and digits as their integer', () => {
    expect(countOf('')).toBe(0);
    expect(countOf('  ')).toBe(0);
    expect(countOf(null)).toBe(0);
    expect(countOf('007')).toBe(7);
    expect(countOf('999')).toBe(999);
    expect(countOf(12)).toBe(12);
  });
});

describe('rowProblems', () => {
  it('finds nothing wrong with a complete row (optional and view-only columns may be empty)', () => {
    expect(rowProblems(columns, filled)).toEqual({
      missing: [],
      tooLong: [],
      characters: [],
      dates: [],
      invalid: [],
    });
  });
  it('names the required inputs left empty, a blank text counting as empty', () => {
    expect(rowProblems(columns, { ...filled, name: '   ', from: '', kind: null })).toEqual({
      missing: ['NAME', 'FROM', 'KIND'],
      tooLong: [],
      characters: [],
      dates: [],
      invalid: ['name', 'from', 'kind'],
    });
  });
  it.each([
    ['01.09', 'dateInvalid'],
    ['30.02.2023', 'dateImpossible'],
  ] as const)('names a date %j not typed the language’s way or naming no day', (from, reason) => {
    expect(rowProblems(columns, { ...filled, from })).toMatchObject({
      dates: [{ header: 'FROM', reason }],
      invalid: ['from'],
    });
  });
  it('names a text over its limit, spaces around it not counted', () => {
    expect(rowProblems(columns, { ...filled, name: ' abcde ' }).invalid).toEqual([]);
    expect(rowProblems(columns, { ...filled, name: 'abcdef' })).toEqual({
      missing: [],
      tooLong: [{ header: 'NAME', max: 5 }],
      characters: [],
      dates: [],
      invalid: ['name'],
    });
  });
  it('names a text the rule for text refuses (decision 0029): only invisible characters, a bidi override', () => {
    expect(rowProblems(columns, { ...filled, name: '\u200d\u200d' })).toEqual({
      missing: [],
      tooLong: [],
      characters: [{ header: 'NAME', reason: 'invisibleOnly' }],
      dates: [],
      invalid: ['name'],
    });
    expect(rowProblems(columns, { ...filled, name: '\u202eab' }).characters).toEqual([
      { header: 'NAME', reason: 'bidiControl' },
    ]);
    // Invisible padding is no problem: the server removes it.
    expect(rowProblems(columns, { ...filled, name: 'ab\u200b' }).invalid).toEqual([]);
  });
});

describe('editing', () => {
  const row: Row = { id: 7, ...filled };
  it('a saved row has changes only once a value differs (spaces around a text are none)', () => {
    const editing = startEditing(7, row, filled);
    expect(hasChanges(editing)).toBe(false);
    expect(hasChanges({ ...editing, values: { ...filled, name: ' abc ' } })).toBe(false);
    expect(hasChanges({ ...editing, values: { ...filled, count: '3' } })).toBe(true);
    expect(hasChanges(null)).toBe(false);
  });
  it('a new row always holds changes: it is not saved', () => {
    expect(hasChanges(startEditing(NEW_ROW, null, filled))).toBe(true);
  });
  it('asks before leaving only what was typed: a new row as added leaves without a question', () => {
    const added = startEditing<Row, Values>(NEW_ROW, null, filled);
    expect(hasTypedChanges(added)).toBe(false);
    expect(hasTypedChanges({ ...added, values: { ...filled, name: 'x' } })).toBe(true);
    const edited = startEditing(7, row, filled);
    expect(hasTypedChanges(edited)).toBe(false);
    expect(hasTypedChanges({ ...edited, values: { ...filled, name: ' abc ' } })).toBe(false);
    expect(hasTypedChanges({ ...edited, values: { ...filled, kind: null } })).toBe(true);
    expect(hasTypedChanges(null)).toBe(false);
  });
  it('starts without problems and not stale', () => {
    expect(startEditing(7, row, filled)).toMatchObject({ problems: [], invalid: [], stale: false });
  });
});

describe('refusalFor', () => {
  it('takes one refusal for every row, or asks each row', () => {
    expect(refusalFor(undefined, 1)).toBeNull();
    expect(refusalFor('view only', 1)).toBe('view only');
    expect(refusalFor((id: number) => (id > 1 ? 'not yours' : null), 2)).toBe('not yours');
    expect(refusalFor((id: number) => (id > 1 ? 'not yours' : null), 1)).toBeNull();
  });
});

describe('cleanDecimal', () => {
  it('keeps a decimal within the limit and says nothing was dropped', () => {
    expect(cleanDecimal('', 4)).toEqual({ value: '', refused: false });
    expect(cleanDecimal('60.5', 4)).toEqual({ value: '60.5', refused: false });
    expect(cleanDecimal('3,67', 4)).toEqual({ value: '3,67', refused: false });
  });
  it('drops a sign, letters and a second separator, and cuts to the limit, saying so', () => {
    expect(cleanDecimal('-5', 4)).toEqual({ value: '5', refused: true });
    expect(cleanDecimal('1.2.3', 4)).toEqual({ value: '1.23', refused: true });
    expect(cleanDecimal('12345', 4)).toEqual({ value: '1234', refused: true });
    expect(cleanDecimal('8a7', 4)).toEqual({ value: '87', refused: true });
  });
});

describe('trimmed', () => {
  it('trims the texts and keeps the picks', () => {
    expect(trimmed({ name: '  a b ', id: 3, none: null, ids: [1] })).toEqual({
      name: 'a b',
      id: 3,
      none: null,
      ids: [1],
    });
  });
});

describe('upsert', () => {
  const idOf = (row: { id_x: number; rowVersion: number }) => row.id_x;
  it('names a new row -1, with no version', () => {
    expect(upsert(null, 'idX', idOf, { name: 'a' })).toEqual({
      idX: NEW_ID,
      name: 'a',
      rowVersion: undefined,
    });
  });
  it('names a saved row by its id, with the version its edit began with', () => {
    const row = { id_x: 7, rowVersion: 3 };
    expect(upsert(row, 'idX', idOf, { name: 'a' })).toEqual({ idX: 7, name: 'a', rowVersion: 3 });
  });
});
