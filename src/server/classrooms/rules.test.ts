import { describe, expect, it } from 'vitest';
import { MAX_ROOMS_PER_BUILDING } from '../../contract/classrooms';
import { refusalOf } from '../testing/refusal';
import { assertClassroomFilled, assertDepartmentOfFaculty, assertRoomInBuilding } from './rules';

// The classroom rules alone (decision 0021); routes.test.ts proves them through the calls.

describe('classroom rules', () => {
  const filled = { idKorpus: 1, number: '101', note: 'Доска', contain: 0, square: 0.5 };

  it("needs building, number, note, capacity and square ('fillFields'); 0 seats is a value", () => {
    expect(refusalOf(() => assertClassroomFilled(filled))).toBeUndefined();
    for (const empty of [
      { idKorpus: null },
      { number: '' },
      { note: '' },
      { contain: null },
      { square: null },
    ])
      expect(
        refusalOf(() => assertClassroomFilled({ ...filled, ...empty })),
        JSON.stringify(empty),
      ).toBe('fillFields');
  });

  it("takes a department of the faculty, or alone; refuses another faculty's or none", () => {
    expect(refusalOf(() => assertDepartmentOfFaculty(2, 2))).toBeUndefined();
    expect(refusalOf(() => assertDepartmentOfFaculty(2, null))).toBeUndefined();
    expect(refusalOf(() => assertDepartmentOfFaculty(2, 1))).toBe('departmentOfOtherFaculty');
    expect(refusalOf(() => assertDepartmentOfFaculty(undefined, 1))).toBe('unknownReference');
  });

  it(`keeps a building to ${MAX_ROOMS_PER_BUILDING} rooms`, () => {
    expect(refusalOf(() => assertRoomInBuilding(MAX_ROOMS_PER_BUILDING - 1))).toBeUndefined();
    expect(refusalOf(() => assertRoomInBuilding(MAX_ROOMS_PER_BUILDING))).toBe('buildingFull');
  });
});
