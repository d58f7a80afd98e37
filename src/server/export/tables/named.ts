import { yearLabel } from '../../../contract/academic-year';
import type { Language } from '../../../contract/limits';
import * as catalog from '../../catalog/queries';
import type { Database } from '../../db/connection';
import { gradingVariants } from '../../grading/queries';
import * as structure from '../../structure/queries';
import { localName } from './reference';

// How a file names the records its filter chose, as the screens' selects name them: a faculty, an
// academic year, a direction, a study form, a grading rule. An unknown id names nothing (the list is
// empty then, as the screen's list would be).

/** A screen's text with its {{placeholders}} filled, as the screen's i18n fills them. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The named parts of a filter, in order, as one part of the file name; null when none is known. */
export const filterParts = (parts: readonly (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(', ') || null;

export async function facultyName(database: Database, idFaculty: number, lang: Language) {
  const faculty = (await catalog.faculties.load(database, undefined)).find(
    (row) => row.id_faculty === idFaculty,
  );
  return faculty
    ? localName({ ru: faculty.faculty, kg: faculty.faculty_kg, en: faculty.faculty_en }, lang)
    : null;
}

/** An academic year as the year selects name it ("2025-2026"). */
export async function academicYearName(database: Database, year: number) {
  const known = (await structure.academicYears.load(database, undefined)).find(
    (row) => row.id_a_year === year,
  );
  return known?.label ?? yearLabel(year);
}

/** A direction as the cascade names it: its code and name. */
export async function directionName(database: Database, idDirection: number, lang: Language) {
  const direction = (await catalog.directions.load(database, undefined)).find(
    (row) => row.id_direction === idDirection,
  );
  return direction
    ? `${direction['p24-1']} ${localName({ ru: direction['p24-2'], kg: direction.p24_kg, en: direction.p24_en }, lang)}`
    : null;
}

export async function studyFormName(database: Database, idFEduc: number, lang: Language) {
  const form = (await catalog.studyForms.load(database, undefined)).find((row) => row.id_f_educ === idFEduc);
  return form ? localName({ ru: form.f_educ, kg: form.f_educ_kg, en: form.f_educ_en }, lang) : null;
}

/** A grading rule as its select names it, by the screen's template ("Rule {{name}} ({{min}}–{{max}} points)"). */
export async function variantName(database: Database, idEbeVar: number, template: string) {
  const variant = (await gradingVariants.load(database, undefined)).find(
    (row) => row.id_ebe_var === idEbeVar,
  );
  return variant
    ? fill(template, { name: variant.ebe_var, min: variant.min_bal, max: variant.max_bal })
    : null;
}
