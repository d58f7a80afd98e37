import { describe, expect, it } from 'vitest';
import { addressAfter, chosenOf, idFromParam, placeOf, restoredSearch } from './cascade-state';

const LEVELS = ['ministry', 'vuz', 'faculty', 'speciality'] as const;
const CLEARS = ['course', 'year'];
const after = (address: string, ids: Record<string, number | null>) =>
  addressAfter(LEVELS, new URLSearchParams(address), ids, CLEARS).toString();

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

  it('ignores a level below an empty one', () => {
    expect(chosenOf(LEVELS, new URLSearchParams('ministry=1&faculty=3'))).toEqual({
      ministry: 1,
      vuz: null,
      faculty: null,
      speciality: null,
    });
  });

  it.each([
    // address, choice, next address
    ['ministry=1&vuz=2&faculty=3&speciality=4&course=2&year=25', { vuz: 5 }, 'ministry=1&vuz=5'],
    ['ministry=1&vuz=2&faculty=3&speciality=4&course=2', { faculty: null }, 'ministry=1&vuz=2'],
    // The same id again changes nothing below it.
    ['ministry=1&vuz=2&faculty=3&course=2', { vuz: 2 }, 'ministry=1&vuz=2&faculty=3&course=2'],
    // Several at once: the place a new binding moves to.
    [
      'ministry=1&vuz=2&faculty=3&speciality=4&q=x',
      { faculty: 3, speciality: 9 },
      'ministry=1&vuz=2&faculty=3&speciality=9&q=x',
    ],
    ['ministry=1', { vuz: 2, faculty: 3 }, 'ministry=1&vuz=2&faculty=3'],
  ])('%s, choosing %j, gives %s', (address, ids, next) => {
    expect(after(address, ids)).toBe(next);
  });
});

// A screen's place remembered by the tab (decision 0032): the language is never part of it.

describe('a remembered place', () => {
  it.each([
    ['', ''],
    ['?lang=kg', ''],
    ['?ministry=1&vuz=1&lang=en', 'ministry=1&vuz=1'],
    ['?ministry=1&course=intake', 'ministry=1&course=intake'],
  ])('of %j is %j', (search, place) => {
    expect(placeOf(search)).toBe(place);
  });

  it.each([
    ['', 'ministry=1&vuz=1', '?ministry=1&vuz=1'],
    ['?lang=kg', 'ministry=1&vuz=1', '?ministry=1&vuz=1&lang=kg'],
  ])('opened at %j, %j is given back as %j', (search, saved, next) => {
    expect(restoredSearch(search, saved)).toBe(next);
  });
});
