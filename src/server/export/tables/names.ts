import type { Language } from '../../../contract/limits';
import * as catalog from '../../catalog/queries';
import type { Trilingual } from '../../core/screen-texts';
import type { Database } from '../../db/connection';
import { localName } from './reference';

// The names a table's column looks up by id (a faculty, a department …), in the request's language with
// the Russian fallback, as the screens' selects name them.

/** Each row's name in `lang`, by its id. */
export function namesById<Row>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
  namesOf: (row: Row) => Trilingual,
  lang: Language,
): Map<number, string> {
  return new Map(rows.map((row) => [idOf(row), localName(namesOf(row), lang)]));
}

/** The faculties' names in `lang`, by id (the faculty selects of every screen). */
export async function facultyNames(database: Database, lang: Language) {
  return namesById(
    await catalog.faculties.load(database, undefined),
    (row) => row.id_faculty,
    (row) => ({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
    lang,
  );
}

/** The name of `id` in a lookup, or an empty cell where there is none (a select left empty). */
export const nameOf = (names: ReadonlyMap<number, string>, id: number | null) =>
  id === null ? null : (names.get(id) ?? null);
