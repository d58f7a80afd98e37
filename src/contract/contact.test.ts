import { describe, expect, it } from 'vitest';
import { email, emailRefusal, phone, phoneRefusal } from './contact';

describe('e-mail and phone', () => {
  // Per field: its rule, the texts it takes, and those it refuses naming the field.
  describe.each([
    {
      field: 'email',
      refusalOf: emailRefusal,
      taken: ['', 'info@bsuet.example.kg', 'a.b-c@mail.kg'],
      refused: ['info@@example.kg', 'info@example', 'info example@mail.kg', '@mail.kg'],
    },
    {
      field: 'phone',
      refusalOf: phoneRefusal,
      taken: ['', '+996 312 61-45-20', '(0312) 625411', '0555123456'],
      refused: ['12', '+996 abc', '1234567890123456'],
    },
  ])('$field', ({ field, refusalOf, taken, refused }) => {
    it.each(taken)('takes %j', (text) => {
      expect(refusalOf(text)).toBeNull();
    });
    it.each(refused)('refuses %j', (text) => {
      expect(refusalOf(text)).toBe(field);
    });
  });

  it('are taken by the API by the same rules, trimmed, empty by default', () => {
    expect(email().parse(' info@mail.kg ')).toBe('info@mail.kg');
    expect(phone().parse(undefined)).toBe('');
    expect(email().safeParse('info@').success).toBe(false);
  });
});
