import { describe, expect, it } from 'vitest';
import { type Choices, choiceProblems, defaultChoices, requestOf, withKind, withReplace } from './choices';

describe('new-year choices', () => {
  it('start with every kind, the whole university, from the year to the next', () => {
    const choices = defaultChoices(26);
    expect(choiceProblems(choices)).toEqual({});
    expect(requestOf(choices)).toEqual({
      yearFrom: 26,
      yearTo: 27,
      facultyIds: [],
      specialityIds: [],
      kinds: ['admission', 'groups', 'headcounts', 'grading', 'commission'],
      replace: [],
    });
  });

  it('refuse a target year not after the source, an empty scope and no kind', () => {
    const base = defaultChoices(26);
    expect(choiceProblems({ ...base, yearTo: 26 }).yearTo).toBe('yearToAfter');
    expect(choiceProblems({ ...base, scope: 'faculties' }).scope).toBe('chooseFaculties');
    expect(choiceProblems({ ...base, scope: 'specialities' }).scope).toBe('chooseFaculty');
    expect(choiceProblems({ ...base, scope: 'specialities', idFaculty: 3 }).scope).toBe('chooseSpecialities');
    expect(choiceProblems({ ...base, kinds: [] }).kinds).toBe('chooseKind');
  });

  it('send only the chosen scope’s list, the kinds in their order, and replace of chosen kinds only', () => {
    let choices: Choices = { ...defaultChoices(26), facultyIds: [4], idFaculty: 5, specialityIds: [7, 8] };
    choices = withReplace(withReplace(choices, 'admission', true), 'headcounts', true);
    choices = withKind({ ...choices, kinds: ['commission', 'admission', 'headcounts'] }, 'headcounts', false);
    expect(requestOf({ ...choices, scope: 'faculties' })).toMatchObject({
      facultyIds: [4],
      specialityIds: [],
      kinds: ['admission', 'commission'],
      replace: ['admission'],
    });
    expect(requestOf({ ...choices, scope: 'specialities' })).toMatchObject({
      facultyIds: [],
      specialityIds: [7, 8],
    });
    // Ticking the kind again does not bring its "replace" back.
    expect(requestOf(withKind(choices, 'headcounts', true)).replace).toEqual(['admission']);
  });
});
