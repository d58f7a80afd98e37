import type { DirectionRow, SpecialRow } from '../../../contract/catalog';
import { referenceNames } from './names';

// The two catalogs of a code and three names, shown on their own screens and edited in the speciality
// modal of the educational structure alike (SPEC §2).

/** A direction's code and names, as its row (SPEC §3: p24-*) and its save (ins-upd-direction) name them. */
export const directionNames = referenceNames({
  lead: { kind: 'code', key: 'code', of: (row: DirectionRow) => row['p24-1'] },
  of: (row: DirectionRow) => ({ ru: row['p24-2'], kg: row.p24_kg, en: row.p24_en }),
  keys: { ru: 'direction_', kg: 'directionKg', en: 'directionEn' },
  required: 'ru',
});

/** A speciality name's code and names, as its row (p25-*) and its save (ins-upd-spec) name them. */
export const specialNames = referenceNames({
  lead: { kind: 'code', key: 'code_', of: (row: SpecialRow) => row['p25-1'] },
  of: (row: SpecialRow) => ({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }),
  keys: { ru: 'special_', kg: 'specialKg', en: 'specialEn' },
  required: 'ru',
});
