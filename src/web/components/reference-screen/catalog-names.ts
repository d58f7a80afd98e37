import { type DirectionRow, directionTable, type SpecialRow, specialTable } from '../../../contract/catalog';
import { describedNames } from './described-names';

// The two catalogs of a code and three names, shown on their own screens and edited in the speciality
// modal of the educational structure alike (SPEC §2), as their descriptions name them (decision 0065).

export const directionNames = describedNames<DirectionRow, typeof directionTable>(directionTable);
export const specialNames = describedNames<SpecialRow, typeof specialTable>(specialTable);
