import * as calls from '../../contract/catalog';
import { defineListRead, selectRows } from '../db/list-read';
import { referenceList } from '../db/reference-list';
import { firstRow, sql } from '../db/sql';
import type { Transaction } from '../db/write';
import { assertDepartmentMovable } from './rules';

// The lists of the catalog screens, in the row shapes of SPEC §3 (legacy names at this edge only), each
// with the tables it reads: its cached answer lasts until one of them changes (decision 0009). Each row
// carries its version (rowVersion), which a form sends back with its save (decision 0011).

/** Every catalog row's edit flag and version, as the contract's `flagged` rows carry them. */
const flagged = { edit: 'boolean', rowVersion: 'integer' } as const;

/** The five lists described once in the contract (decision 0065). */
export const directions = referenceList(calls.directionTable);
export const specials = referenceList(calls.specialTable);
export const departments = referenceList(calls.departmentTable);
export const qualifications = referenceList(calls.qualificationTable);
export const levels = referenceList(calls.levelTable);

export const faculties = defineListRead(calls.allFaculty, {
  tables: ['faculty'],
  load: selectRows(
    { id_faculty: 'integer', faculty: 'text', faculty_kg: 'text', faculty_en: 'text' },
    () => sql`SELECT id_faculty, faculty, faculty_kg, faculty_en FROM faculty ORDER BY faculty, id_faculty`,
  ),
});

const studyFormShape = {
  id_f_educ: 'integer',
  short_name: 'text',
  f_educ: 'text',
  f_educ_kg: 'text',
  f_educ_en: 'text',
  oztextRu: 'text',
  oz: 'integer?',
  maxRateId: 'integer?',
  idFeducVid: 'integer',
  educationCycle: 'text',
  idFeducProg: 'integer',
  ...flagged,
} as const;

export const studyForms = defineListRead(calls.allFeduc, {
  tables: ['f_educ'],
  load: selectRows(
    studyFormShape,
    () => sql`SELECT id_f_educ, short_name, f_educ, f_educ_kg, f_educ_en, oztext_ru AS "oztextRu", oz::int AS oz,
              max_rate_id::int AS "maxRateId", id_f_educ_vid AS "idFeducVid", education_cycle AS "educationCycle",
              id_f_educ_prog AS "idFeducProg", edit, row_version AS "rowVersion"
         FROM f_educ ORDER BY id_f_educ`,
  ),
});

/** The options of a study form's kind or programme: each list its own table, the same columns. */
const studyFormOptions = (
  call: typeof calls.feducVid | typeof calls.feducProg,
  table: 'f_educ_vid' | 'f_educ_prog',
) => {
  const id = sql.identifier(`id_${table}`);
  return defineListRead(call, {
    tables: [table],
    load: selectRows(
      { id: 'integer', name: 'text', name_kg: 'text', name_en: 'text' },
      () => sql`SELECT ${id} AS id, name, name_kg, name_en FROM ${sql.identifier(table)} ORDER BY ${id}`,
    ),
  });
};

export const studyFormKinds = studyFormOptions(calls.feducVid, 'f_educ_vid');
export const studyFormProgrammes = studyFormOptions(calls.feducProg, 'f_educ_prog');

/**
 * A department moved to another faculty is named by no speciality or classroom of another faculty than
 * the new one (decision 0013's addendum). Runs with the department locked (FOR UPDATE): a speciality or classroom save
 * naming it reads it FOR SHARE, so neither can slip in between this check and the move.
 */
export async function checkDepartmentMove(tx: Transaction, departmentId: number, facultyId: number) {
  const row = await firstRow(
    tx,
    { pinned: 'boolean', ru: 'text', kg: 'text', en: 'text' },
    sql`SELECT k.id_faculty <> ${facultyId}
               AND (EXISTS (SELECT 1 FROM speciality s WHERE s.id_kafedra = k.id_kafedra AND s.id_faculty <> ${facultyId})
                    OR EXISTS (SELECT 1 FROM auditorium a
                                WHERE a.id_kafedra = k.id_kafedra AND a.id_faculty <> ${facultyId})) AS pinned,
               k.f1 AS ru, k.f1_kg AS kg, k.f1_en AS en
          FROM kafedra k WHERE k.id_kafedra = ${departmentId}`,
  );
  if (row) assertDepartmentMovable(row.pinned, { ru: row.ru, kg: row.kg, en: row.en });
}
