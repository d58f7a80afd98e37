import { describe, expect, it } from 'vitest';
import { defaultChoices } from './choices';
import { paramsOf, placeOf } from './choices-address';

// The new year's place in the address (decision 0057): what a reload, Back or a link brings back.

const year = 26;
const place = (query: string) => placeOf(new URLSearchParams(query), year);

describe('the new year in the address', () => {
  it('opens on this year to the next, the whole university, every kind, at the choices', () => {
    expect(place('')).toEqual({ choices: defaultChoices(year), step: 'choices', idTurnover: null });
  });

  it('comes back to the years, scope, kinds, replace and step it was left at', () => {
    const left = {
      choices: {
        ...defaultChoices(year),
        yearFrom: 24,
        yearTo: 26,
        scope: 'faculties' as const,
        facultyIds: [3, 1],
        kinds: ['admission' as const, 'headcounts' as const],
        replace: ['headcounts' as const],
      },
      step: 'preview' as const,
      idTurnover: null,
    };
    const params = paramsOf(left);
    expect(params.toString()).toBe(
      'from=24&to=26&scope=faculties&faculties=3%2C1&kinds=admission%2Cheadcounts&replace=headcounts&step=preview',
    );
    expect(placeOf(params, year)).toEqual(left);
  });

  it('keeps a faculty and its specialities, and a report by its turnover', () => {
    const left = {
      choices: {
        ...defaultChoices(year),
        scope: 'specialities' as const,
        idFaculty: 2,
        specialityIds: [7, 9],
      },
      step: 'report' as const,
      idTurnover: 12,
    };
    expect(placeOf(paramsOf(left), year)).toEqual(left);
  });

  it('leaves out what the screen would not offer, keeping the defaults', () => {
    expect(place('from=2026&to=x&scope=all-of-it&kinds=admission,bribes&replace=groups&step=apply')).toEqual({
      choices: { ...defaultChoices(year), kinds: ['admission'] },
      step: 'choices',
      idTurnover: null,
    });
    // A report without its turnover is the choices; ids must be whole positive numbers.
    expect(place('step=report').step).toBe('choices');
    expect(place('scope=faculties&faculties=1,-2,0,x,1').choices.facultyIds).toEqual([1]);
    // The target year follows the source year when the address has none.
    expect(place('from=20').choices).toMatchObject({ yearFrom: 20, yearTo: 21 });
  });
});
