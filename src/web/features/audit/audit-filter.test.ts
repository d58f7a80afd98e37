import { describe, expect, it } from 'vitest';
import { auditFilterOf, auditParamsOf, isFiltered } from './audit-filter';

// The audit screen's filter in the address (decision 0045): read by the contract's rules, written back the same.

const read = (search: string) => auditFilterOf(new URLSearchParams(search));

describe('the audit filter in the address', () => {
  it('reads every field, and writes it back as it was', () => {
    const search =
      'user=3&kind=direction&action=changed&from=2026-03-01&to=2026-03-31&q=%D1%8D%D0%BA%D0%BE+580100&page=2';
    const filter = read(search);
    expect(filter).toEqual({
      userId: 3,
      kind: 'direction',
      action: 'changed',
      from: '2026-03-01',
      to: '2026-03-31',
      text: 'эко 580100',
      page: 2,
    });
    expect(auditFilterOf(auditParamsOf(filter))).toEqual(filter);
    expect(isFiltered(filter)).toBe(true);
  });

  it('is the whole log, page 1, without parameters', () => {
    expect(read('')).toEqual({ page: 1 });
    expect(auditParamsOf({ page: 1 }).toString()).toBe('');
    expect(isFiltered({ page: 7 })).toBe(false);
  });

  it.each([
    ['user=0', 'a user id from 1'],
    ['user=-3', 'a negative id'],
    ['user=abc', 'not a number'],
    ['user=99999999999', 'beyond an integer id'],
    ['kind=faculties', 'an unknown kind'],
    ['action=restored', 'an unknown action'],
    ['from=2026-02-30', 'a day not in the calendar'],
    ['to=31.03.2026', 'a day not written yyyy-mm-dd'],
    ['q=', 'an empty text'],
    [`q=${'a'.repeat(101)}`, 'a text longer than the contract allows'],
    ['page=0', 'page 0'],
    ['page=100001', 'a page past the last allowed'],
    ['page=2.5', 'a page that is not whole'],
  ])('leaves out %s (%s)', (search) => {
    expect(read(search)).toEqual({ page: 1 });
  });

  it('keeps the good parameters beside a bad one, and leaves page 1 and empty fields out of the address', () => {
    expect(read('kind=nope&action=deleted')).toEqual({ action: 'deleted', page: 1 });
    expect(auditParamsOf({ page: 1, kind: 'user', text: '' }).toString()).toBe('kind=user');
  });
});
