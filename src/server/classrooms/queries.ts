import * as calls from '../../contract/classrooms';
import { defineListRead, selectRows } from '../db/list-read';
import { firstRow, run, sql } from '../db/sql';
import type { Transaction } from '../db/write';
import { assertDepartmentOfFaculty, assertRoomInBuilding } from './rules';

// The reads of the classrooms screen (decision 0021), in the row shapes of the contract, each with the tables
// it reads: its cached answers last until one of them changes (decision 0009). Then the checks a
// save makes in its transaction.

const buildingShape = {
  id_korpus: 'integer',
  korpus: 'text',
  korpus_kg: 'text',
  korpus_en: 'text',
  adres: 'text',
  adres_kg: 'text',
  adres_en: 'text',
  rowVersion: 'integer',
} as const;

export const buildings = defineListRead(calls.buildings, {
  tables: ['korpus'],
  // In the order they were entered: the main building first, then by number.
  load: selectRows(
    buildingShape,
    () => sql`SELECT id_korpus, korpus, korpus_kg, korpus_en, adres, adres_kg, adres_en,
                   row_version AS "rowVersion"
            FROM korpus ORDER BY id_korpus`,
  ),
});

export const offices = defineListRead(calls.offices, {
  tables: ['otdel'],
  load: selectRows(
    { id_otdel: 'integer', otdel: 'text', otdel_kg: 'text', otdel_en: 'text', rowVersion: 'integer' },
    () => sql`SELECT id_otdel, otdel, otdel_kg, otdel_en, row_version AS "rowVersion"
                FROM otdel ORDER BY lower(otdel), id_otdel`,
  ),
});

const specificsShape = {
  id_specifics: 'integer',
  specifics: 'text',
  specifics_kg: 'text',
  specifics_en: 'text',
  short_specifics: 'text',
  rowVersion: 'integer',
} as const;

export const specifics = defineListRead(calls.specifics, {
  tables: ['specifics'],
  load: selectRows(
    specificsShape,
    () => sql`SELECT id_specifics, specifics, specifics_kg, specifics_en, short_specifics, row_version AS "rowVersion"
            FROM specifics ORDER BY lower(specifics), id_specifics`,
  ),
});

const classroomShape = {
  id_auditorium: 'integer',
  id_korpus: 'integer',
  number: 'text',
  contain: 'float',
  square: 'float',
  note: 'text',
  id_specifics: 'integer?',
  id_faculty: 'integer?',
  id_otdel_1: 'integer?',
  id_kafedra: 'integer?',
  rowVersion: 'integer',
} as const;

/**
 * A building's classrooms, whole (at most MAX_ROOMS_PER_BUILDING): by the letters before the number, the
 * number as a number ("А-31" before "А-305", "102" before "1010"), then the text; the same order on both
 * databases whatever their collation.
 */
export const classrooms = defineListRead(calls.classrooms, {
  tables: ['auditorium'],
  load: selectRows(
    classroomShape,
    ({
      buildingId,
    }: {
      buildingId: number;
    }) => sql`SELECT id_auditorium, id_korpus, number, contain::float8 AS contain, square::float8 AS square, note,
                 id_specifics, id_faculty, id_otdel_1, id_kafedra, row_version AS "rowVersion"
            FROM auditorium
           WHERE id_korpus = ${buildingId}
           ORDER BY substring(number FROM '^\\D*') COLLATE "C", substring(number FROM '\\d+')::numeric NULLS FIRST,
                    number COLLATE "C", id_auditorium`,
  ),
});

/**
 * The checks of a classroom save that read other rows, run first in its transaction (saveReference's
 * `before`): the department is read FOR SHARE (it cannot move to another faculty before the save
 * commits) and the building is locked, so two saves at its room limit cannot both pass.
 */
export async function checkClassroomPlace(
  tx: Transaction,
  {
    buildingId,
    classroomId,
    departmentId,
    facultyId,
  }: {
    buildingId: number;
    classroomId: number;
    departmentId: number | null;
    facultyId: number | null;
  },
) {
  if (departmentId !== null) {
    const department = await firstRow(
      tx,
      { facultyId: 'integer' },
      sql`SELECT id_faculty AS "facultyId" FROM kafedra WHERE id_kafedra = ${departmentId} FOR SHARE`,
    );
    assertDepartmentOfFaculty(department?.facultyId, facultyId);
  }
  await run(tx, sql`SELECT 1 FROM korpus WHERE id_korpus = ${buildingId} FOR UPDATE`);
  const rooms = await firstRow(
    tx,
    { count: 'integer' },
    sql`SELECT count(*)::int AS count FROM auditorium
         WHERE id_korpus = ${buildingId} AND id_auditorium <> ${classroomId}`,
  );
  assertRoomInBuilding(rooms?.count ?? 0);
}
