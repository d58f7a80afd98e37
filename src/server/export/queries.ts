import type { Database } from '../db/connection';
import { specialNames, specialNamesShape } from '../db/speciality-sql';
import { firstRow, sql } from '../db/sql';

// The names an exported file is named by where no list read answers one record by its id: a speciality
// as a faculty teaches it (the groups panel's, the next year's filter), a point range (a range's details).

/** A speciality (a faculty's binding): its code and names, and its study form's names; none when unknown. */
export const specialityNamed = (database: Database, idSpeciality: number) =>
  firstRow(
    database,
    { ...specialNamesShape, f_educ: 'text', f_educ_kg: 'text', f_educ_en: 'text' },
    sql`SELECT ${specialNames}, f.f_educ, f.f_educ_kg, f.f_educ_en
          FROM speciality s
          JOIN special p ON p.id_special = s.id_special
          JOIN f_educ f ON f.id_f_educ = s.id_f_educ
         WHERE s.id_speciality = ${idSpeciality}`,
  );

/** A point range and its variant; none when unknown. */
export const rangeNamed = (database: Database, idEbe: number) =>
  firstRow(
    database,
    { id_ebe_var: 'integer', beg_bal: 'float', end_bal: 'float', estimation: 'text' },
    sql`SELECT id_ebe_var, beg_bal::float8 AS beg_bal, end_bal::float8 AS end_bal, estimation
          FROM ebe WHERE id_ebe = ${idEbe}`,
  );
