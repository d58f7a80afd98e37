import * as calls from '../../contract/catalog';
import { defineListRead, selectRows } from '../db/list-read';
import { specialNames, specialNamesShape } from '../db/speciality-sql';
import { firstRow, sql } from '../db/sql';
import type { Transaction } from '../db/write';
import { assertDepartmentMovable } from './rules';

// The lists of the catalog screens, in the row shapes of SPEC §3 (legacy names at this edge only), each
// with the tables it reads: its cached answer lasts until one of them changes (decision 0009). Each row
// carries its version (rowVersion), which a form sends back with its save (decision 0011).

/** Every catalog row's edit flag and version, as the contract's `flagged` rows carry them. */
const flagged = { edit: 'boolean', rowVersion: 'integer' } as const;

const directionShape = {
  id_direction: 'integer',
  'p24-1': 'text',
  'p24-2': 'text',
  p24_kg: 'text',
  p24_en: 'text',
  p24: 'text',
  ...flagged,
} as const;

export const directions = defineListRead(calls.allDirection, {
  tables: ['direction'],
  load: selectRows(
    directionShape,
    () => sql`SELECT id_direction, code AS "p24-1", direction AS "p24-2", direction_kg AS p24_kg, direction_en AS p24_en,
              direction AS p24, edit, row_version AS "rowVersion"
         FROM direction ORDER BY code, id_direction`,
  ),
});

const specialShape = {
  id_special: 'integer',
  ...specialNamesShape,
  p25: 'text',
  ...flagged,
} as const;

export const specials = defineListRead(calls.allSpecial, {
  tables: ['special'],
  load: selectRows(
    specialShape,
    () => sql`SELECT id_special, ${specialNames}, special AS p25, edit, row_version AS "rowVersion"
         FROM special p ORDER BY code, id_special`,
  ),
});

const kafedraShape = {
  idKafedra: 'integer',
  sn_f1: 'text',
  f1: 'text',
  f1_kg: 'text',
  f1_en: 'text',
  idFaculty: 'integer',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  ...flagged,
} as const;

export const kafedras = defineListRead(calls.kafedra, {
  tables: ['kafedra', 'faculty'],
  load: selectRows(
    kafedraShape,
    () => sql`SELECT k.id_kafedra AS "idKafedra", k.sn_f1, k.f1, k.f1_kg, k.f1_en, k.id_faculty AS "idFaculty",
              f.faculty, f.faculty_kg, f.faculty_en, k.edit, k.row_version AS "rowVersion"
         FROM kafedra k JOIN faculty f ON f.id_faculty = k.id_faculty
        ORDER BY f.faculty, k.f1, k.id_kafedra`,
  ),
});

export const faculties = defineListRead(calls.allFaculty, {
  tables: ['faculty'],
  load: selectRows(
    { id_faculty: 'integer', faculty: 'text', faculty_kg: 'text', faculty_en: 'text' },
    () => sql`SELECT id_faculty, faculty, faculty_kg, faculty_en FROM faculty ORDER BY faculty, id_faculty`,
  ),
});

const qualificationShape = {
  IDQualification: 'integer',
  NameQualification: 'text',
  NameQualification_kg: 'text',
  NameQualification_en: 'text',
  ...flagged,
} as const;

export const qualifications = defineListRead(calls.qualification, {
  tables: ['qualification'],
  load: selectRows(
    qualificationShape,
    () => sql`SELECT id_qualification AS "IDQualification", name_qualification AS "NameQualification",
              name_qualification_kg AS "NameQualification_kg", name_qualification_en AS "NameQualification_en", edit,
              row_version AS "rowVersion"
         FROM qualification ORDER BY name_qualification, id_qualification`,
  ),
});

const levelShape = {
  IDLevel: 'integer',
  NameLevel: 'text',
  NameLevel_kg: 'text',
  NameLevel_en: 'text',
  ...flagged,
} as const;

export const levels = defineListRead(calls.nameLevel, {
  tables: ['level'],
  load: selectRows(
    levelShape,
    () => sql`SELECT id_level AS "IDLevel", name_level AS "NameLevel", name_level_kg AS "NameLevel_kg",
              name_level_en AS "NameLevel_en", edit, row_version AS "rowVersion"
         FROM level ORDER BY id_level`,
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
