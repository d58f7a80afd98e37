import { type SQL, sql } from './sql';

// SQL shared by the reads of specialities (catalog, structure, speciality-plan), over the aliases
// p (special) and s (speciality).

/** The names of speciality name p, as SPEC §3's rows call them: code, Russian, Kyrgyz and English. */
export const specialNames = sql.raw(
  'p.code AS "p25-1", p.special AS "p25-2", p.special_kg AS p25_kg, p.special_en AS p25_en',
);

/** The row shape of `specialNames`. */
export const specialNamesShape = {
  'p25-1': 'text',
  'p25-2': 'text',
  p25_kg: 'text',
  p25_en: 'text',
} as const;

/** Where a faculty teaches speciality s: the faculty, direction and study form of the cascade's selects. */
export interface SpecialityPlace {
  facultyId: number;
  directionId: number;
  studyFormId: number;
}

/** Speciality s taught at `place`. */
export const taughtAt = (place: SpecialityPlace): SQL =>
  sql`s.id_faculty = ${place.facultyId} AND s.id_direction = ${place.directionId} AND s.id_f_educ = ${place.studyFormId}`;
