import { expect } from 'vitest';

// The seeded grading rules as both screens that read them answer them (grading/routes.test.ts, the
// educational screen's grading modal in speciality-plan/routes.test.ts).

/** The three variants the demo seeds, each from 0 to 100 points, by name. */
export const SEEDED_VARIANTS = [
  { id_ebe_var: 1, ebe_var: '1', min_bal: 0, max_bal: 100 },
  { id_ebe_var: 2, ebe_var: '2', min_bal: 0, max_bal: 100 },
  { id_ebe_var: 3, ebe_var: '3', min_bal: 0, max_bal: 100 },
];

/** The highest point range of variant 1, the first of its list. */
export const TOP_RANGE_OF_VARIANT_1 = {
  id_ebe: expect.any(Number),
  beg_bal: 87,
  end_bal: 100,
  estimation: '5',
  rowVersion: 1,
};
