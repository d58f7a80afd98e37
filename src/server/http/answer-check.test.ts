import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/connection';
import type { ListRead } from '../db/list-read';
import { AnswerMismatch, checkAnswer, strictly } from './answer-check';
import { ListAnswers } from './list-answers';

// The check of decision 0039: a renamed alias is a missing key and an unknown one, at any depth.

const row = z.object({
  id: z.number(),
  'p24-1': z.string(),
  faculty: z.object({ name: z.string() }).nullable(),
  tags: z.array(z.object({ kg: z.string() })).optional(),
});
const call = { path: 'test/list', data: z.array(row) };
const good = { id: 1, 'p24-1': '580100', faculty: { name: 'Экономика' }, tags: [{ kg: 'Экономика' }] };

describe('an answer checked against its contract', () => {
  it('passes exactly what the contract declares, and leaves the schema a client parses with as it was', () => {
    expect(() => checkAnswer(call, [good, { ...good, faculty: null, tags: undefined }])).not.toThrow();
    expect(row.safeParse({ ...good, extra: 1 }).success).toBe(true);
    expect(strictly(call.data)).toBe(strictly(call.data));
  });

  it.each([
    [
      'a renamed key',
      { ...without(good, 'p24-1'), p24_1: '580100' },
      /\[n\]\.p24-1: invalid_type.*unrecognized_keys p24_1/,
    ],
    ['an unknown key', { ...good, extra: 1 }, /\[n\]: unrecognized_keys extra/],
    [
      'a nested unknown key',
      { ...good, faculty: { name: 'x', name_kg: 'x' } },
      /\[n\]\.faculty: unrecognized_keys name_kg/,
    ],
    ['in a list of objects', { ...good, tags: [{ KG: 'x' }] }, /\[n\]\.tags\[n\]\.kg: invalid_type/],
  ])('refuses %s, naming the call and the keys, never the values', (_what, drifted, expected) => {
    let thrown: unknown;
    try {
      checkAnswer(call, [good, drifted]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AnswerMismatch);
    const message = (thrown as Error).message;
    expect(message).toMatch(/^The answer of test\/list does not match its contract: /);
    expect(message).toMatch(expected);
    expect(message).not.toMatch(/580100|Экономика/);
  });

  it('checks a cached list once, as the cache fills, and never keeps a drifted one', async () => {
    const feed = {
      live: true,
      shared: false,
      onChange: () => () => {},
      publish() {},
      sync: async () => {},
      close: async () => {},
    };
    const lists = new ListAnswers({ changes: feed } as unknown as Database);
    let rows: unknown[] = [good];
    let loads = 0;
    // Reads of their own, outside the registered lists (db/list-read.ts's defineListRead would list them).
    const read: ListRead<undefined, z.input<typeof call.data>> = {
      name: 'test-list',
      tables: [],
      load: async () => {
        loads++;
        return rows as z.input<typeof call.data>;
      },
    };
    const first = await lists.answer(call, read, undefined);
    expect(JSON.parse(first.json.toString()).data).toEqual([good]);
    expect(await lists.answer(call, read, undefined)).toBe(first);
    expect(loads).toBe(1);

    const drifted = { ...read, name: 'drifted' };
    rows = [{ ...good, p24_1: 'x' }];
    await expect(lists.answer(call, drifted, undefined)).rejects.toThrow(AnswerMismatch);
    await expect(lists.answer(call, drifted, undefined)).rejects.toThrow(/test\/list/);
    expect(loads).toBe(3);
  });
});

function without<T extends object>(value: T, key: keyof T) {
  const { [key]: _removed, ...rest } = value;
  return rest;
}
