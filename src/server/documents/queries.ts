import type { Database } from '../db/connection';
import { rows, sql } from '../db/sql';

// What a document's heading and signatures name: each faculty with its dean and its university with its
// rector (SPEC §3: faculty.n_director, vuz.v1 short name, v2 full name, glava its head).

const facultyShape = {
  idFaculty: 'integer',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  dean: 'text',
  idUniversity: 'integer',
  universityShort: 'text',
  universityShort_kg: 'text',
  universityShort_en: 'text',
  university: 'text',
  university_kg: 'text',
  university_en: 'text',
  rector: 'text',
} as const;

/** Every faculty with its university, in the order of the faculty selects (by name). */
export const facultiesWithUniversity = (database: Database) =>
  rows(
    database,
    facultyShape,
    sql`SELECT f.id_faculty AS "idFaculty", f.faculty, f.faculty_kg, f.faculty_en, f.n_director AS dean,
               v.id_vuz AS "idUniversity", v.v1 AS "universityShort", v.v1_k AS "universityShort_kg",
               v.v1_en AS "universityShort_en", v.v2 AS university, v.v2_k AS university_kg,
               v.v2_en AS university_en, v.glava AS rector
          FROM faculty f JOIN vuz v ON v.id_vuz = f.id_vuz
         ORDER BY f.faculty, f.id_faculty`,
  );

export type FacultyWithUniversity = Awaited<ReturnType<typeof facultiesWithUniversity>>[number];
