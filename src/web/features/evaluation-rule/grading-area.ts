import { displayRules, gradingConfiguration, gradingRanges, rangeDetails } from '../../../contract/grading';
import { variantEstimation, variantRanges } from '../../../contract/speciality-plan';
import type { Reads } from '../../api/queries';

/**
 * What a write of the grading-rule screen (its modals' too) changes: its own tables, and the same ranges
 * and sheet columns as the educational screen's grading modal reads them.
 */
export const gradingChanges: Reads = [
  gradingRanges,
  rangeDetails,
  gradingConfiguration,
  displayRules,
  variantRanges,
  variantEstimation,
];

/** SPEC §9: the grading tables are 300 px high, their rows scroll inside. */
export const GRADING_TABLE_HEIGHT = 300;
