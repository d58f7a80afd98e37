import { describe, expect, it } from 'vitest';
import { type CheckCount, checkKinds } from '../../../contract/checks';
import { chosenCheck } from './chosen-check';

const counts = (found: Partial<Record<CheckCount['check'], number>>): CheckCount[] =>
  checkKinds.map((check) => ({ check, count: found[check] ?? 0 }));

describe('the check shown', () => {
  it('is the address’s when it names one', () => {
    expect(chosenCheck('licence', counts({ classroomCapacity: 3 }))).toBe('licence');
  });

  it('is otherwise the first with violations, in the checks’ order', () => {
    expect(chosenCheck(null, counts({ translation: 1, classroomCapacity: 3 }))).toBe('classroomCapacity');
    expect(chosenCheck('nonsense', counts({ translation: 1 }))).toBe('translation');
  });

  it('is the first check when all are clean', () => {
    expect(chosenCheck(null, counts({}))).toBe('gradingCoverage');
    expect(chosenCheck(null, [])).toBe('gradingCoverage');
  });
});
