import type { ReferenceTable } from '../db/reference';
import { sql } from '../db/sql';

// The tables of issue 12 as db/reference.ts writes them. A speciality's own rows are written through
// structure/tables.ts's specialityTable (its faculty is its own column).

/** Licences are shared: the `reference` rule of their calls guards them. */
export const licenceTable: ReferenceTable = {
  table: 'licence',
  key: 'id_licence',
  locked: [],
  editFlag: false,
};

/** A plan belongs to its speciality's faculty; the speciality is locked while it is read. */
export const admissionPlanTable: ReferenceTable = {
  table: 'plan_abit',
  key: 'id_plan_abit',
  locked: [],
  editFlag: false,
  facultyThrough: {
    column: 'id_speciality',
    faculty: (specialityId) =>
      sql`SELECT id_faculty AS "facultyId" FROM speciality WHERE id_speciality = ${specialityId} FOR SHARE`,
  },
};

/** A headcount row belongs to the faculty of its group's binding's speciality. */
export const headcountTable: ReferenceTable = {
  table: 'rrnk_gr_kolst',
  key: 'id_rrnk_gr_kolst',
  locked: [],
  editFlag: false,
  facultyThrough: {
    column: 'id_group',
    faculty: (groupId) =>
      sql`SELECT s.id_faculty AS "facultyId"
            FROM study_group g
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE g.id_group = ${groupId} FOR SHARE OF g`,
  },
};
