import { describe, expect, it } from 'vitest';
import { email, emailRefusal, phone, phoneRefusal } from './contact';

describe('e-mail and phone (issue 26)', () => {
  it.each([
    ['', null],
    ['info@bsuet.example.kg', null],
    ['a.b-c@mail.kg', null],
    ['info@@example.kg', 'email'],
    ['info@example', 'email'],
    ['info example@mail.kg', 'email'],
    ['@mail.kg', 'email'],
  ] as const)('e-mail %j', (value, refusal) => {
    expect(emailRefusal(value)).toBe(refusal);
  });

  it.each([
    ['', null],
    ['+996 312 61-45-20', null],
    ['(0312) 625411', null],
    ['0555123456', null],
    ['12', 'phone'],
    ['+996 abc', 'phone'],
    ['1234567890123456', 'phone'],
  ] as const)('phone %j', (value, refusal) => {
    expect(phoneRefusal(value)).toBe(refusal);
  });

  it('are taken by the API by the same rules, trimmed, empty by default', () => {
    expect(email().parse(' info@mail.kg ')).toBe('info@mail.kg');
    expect(phone().parse(undefined)).toBe('');
    expect(email().safeParse('info@').success).toBe(false);
  });
});
