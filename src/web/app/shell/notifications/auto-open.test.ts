import { describe, expect, it } from 'vitest';
import { dayOf, dueToday, markShown, SHOWN_ON_KEY } from './auto-open';

const memory = () => {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  };
};

describe('the bell opening by itself', () => {
  it('opens once a day: due until marked, due again the next day', () => {
    const storage = memory();
    expect(dueToday(storage, '2026-11-25')).toBe(true);
    markShown(storage, '2026-11-25');
    expect(storage.getItem(SHOWN_ON_KEY)).toBe('2026-11-25');
    expect(dueToday(storage, '2026-11-25')).toBe(false);
    expect(dueToday(storage, '2026-11-26')).toBe(true);
  });

  it('counts days in the local time zone, zero-padded', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayOf(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });

  it('opens when the storage refuses to be read or written', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(dueToday(refusing, '2026-11-25')).toBe(true);
    expect(() => markShown(refusing, '2026-11-25')).not.toThrow();
  });
});
