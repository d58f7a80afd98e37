import { academicYearOf } from '../../contract/academic-year';
import { CHECK_ROWS_MAX } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { PLACEHOLDER_ID } from '../../contract/limits';
import { specialityName } from '../../contract/speciality-name';
import type { Names } from '../core/messages';
import { type Executor, type RowOf, rows, type Shape, type SQL, sql } from '../db/sql';

// What every check shares: the day it judges, how its one statement answers (the first rows and the
// full total), and how a record's names are read and said.

/** The day a check judges (yyyy-mm-dd, the server's) and its academic year (two digits). */
export interface CheckDay {
  day: string;
  year: number;
}

/** The day's check context: its academic year begins on 1 September. */
export function checkDayOf(day: string): CheckDay {
  const [year = 2000, month = 1] = day.split('-').map(Number);
  return { day, year: academicYearOf(new Date(year, month - 1, 1)) };
}

/** A check's violations: the first CHECK_ROWS_MAX rows and the full total. */
export interface Found<Row> {
  total: number;
  rows: Row[];
}

/**
 * The violations `statement` finds, ordered by `order` (over its columns, alias v): one statement, the
 * total counted over all of them before the first CHECK_ROWS_MAX are taken.
 */
export async function found<S extends Shape>(
  tx: Executor,
  shape: S,
  statement: SQL,
  order: SQL,
): Promise<Found<RowOf<S>>> {
  const answered = await rows(
    tx,
    { ...shape, total: 'integer' },
    sql`SELECT v.*, (count(*) OVER ())::int AS total FROM (${statement}) v
         ORDER BY ${order} LIMIT ${CHECK_ROWS_MAX}`,
  );
  return {
    total: (answered[0]?.total as number | undefined) ?? 0,
    rows: answered.map(({ total: _total, ...row }) => row as unknown as RowOf<S>),
  };
}

/** A name in `lang`, or the Russian one when its translation is empty. */
export const nameIn = (names: Names, lang: Language): string => names[lang] || names.ru;

/** The three names of columns `ru`, `ru_kg`, `ru_en` of a row (their stem given). */
export function namesOf<Row extends Record<string, unknown>>(row: Row, stem: string): Names {
  return {
    ru: String(row[stem] ?? ''),
    kg: String(row[`${stem}_kg`] ?? ''),
    en: String(row[`${stem}_en`] ?? ''),
  };
}

/** A speciality taught by a faculty (alias s), with its faculty f (and university vz), name sp and form e. */
export const SPECIALITY_JOINS = sql`JOIN faculty f ON f.id_faculty = s.id_faculty
  JOIN vuz vz ON vz.id_vuz = f.id_vuz
  JOIN special sp ON sp.id_special = s.id_special
  JOIN f_educ e ON e.id_f_educ = s.id_f_educ`;

/**
 * What names it: the catalogue's code and name (contract/speciality-name.ts: as every screen names it, not
 * the parameters' own code), its study form and faculty; and where the educational screen's cascade finds it.
 */
export const SPECIALITY_NAMES = sql`s.id_speciality, s.id_faculty, vz.id_ministry, f.id_vuz, s.id_direction,
  s.id_f_educ, f.faculty, f.faculty_kg, f.faculty_en, sp.code,
  sp.special, sp.special_kg, sp.special_en, e.f_educ, e.f_educ_kg, e.f_educ_en`;

/** Placeholder rows (SPEC §9) are never a violation. */
export const NOT_PLACEHOLDER = sql`s.id_speciality <> ${PLACEHOLDER_ID} AND s.id_faculty <> ${PLACEHOLDER_ID}`;

export const specialityShape = {
  id_speciality: 'integer',
  id_faculty: 'integer',
  id_ministry: 'integer',
  id_vuz: 'integer',
  id_direction: 'integer',
  id_f_educ: 'integer',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  code: 'text',
  special: 'text',
  special_kg: 'text',
  special_en: 'text',
  f_educ: 'text',
  f_educ_kg: 'text',
  f_educ_en: 'text',
} as const;
type SpecialityNames = RowOf<typeof specialityShape>;

/** A speciality as staff name it: "080105 Финансы и кредит · Очная форма обучения (бакалавриат)". */
export const specialityIn = (row: SpecialityNames, lang: Language) =>
  specialityName({
    code: row.code,
    name: nameIn(namesOf(row, 'special'), lang),
    form: nameIn(namesOf(row, 'f_educ'), lang),
  });

/** Where the educational screen's cascade finds a speciality's row. */
export const placeOf = (row: SpecialityNames) => ({
  idMinistry: row.id_ministry,
  idVuz: row.id_vuz,
  idFaculty: row.id_faculty,
  idDirection: row.id_direction,
  idFEduc: row.id_f_educ,
  idSpeciality: row.id_speciality,
});

/** The faculty of a speciality's row in `lang`. */
export const facultyIn = (
  row: Pick<SpecialityNames, 'faculty' | 'faculty_kg' | 'faculty_en'>,
  lang: Language,
) => nameIn(namesOf(row, 'faculty'), lang);

/** A day as the language writes it (web/i18n/dates.ts): 14.06.2026, in English 14/06/2026. */
export const dayText = (day: string, lang: Language) =>
  day
    .split('-')
    .reverse()
    .join(lang === 'en' ? '/' : '.');
