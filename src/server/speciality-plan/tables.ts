import { editableTable } from '../db/reference';
import { sql } from '../db/sql';

// The tables of decision 0015 as db/reference.ts writes them. A speciality's own rows are written through
// structure/tables.ts's specialityTable (its faculty is its own column).

/** Licences are shared: the `reference` rule of their calls guards them. */
export const licenceTable = editableTable('licence', 'id_licence');

/** A plan belongs to its speciality's faculty; the speciality is locked while it is read. */
export const admissionPlanTable = editableTable('plan_abit', 'id_plan_abit', {
  facultyThrough: {
    column: 'id_speciality',
    faculty: (specialityId) =>
      sql`SELECT id_faculty AS "facultyId" FROM speciality WHERE id_speciality = ${specialityId} FOR SHARE`,
  },
});

/** A headcount row belongs to the faculty of its group's binding's speciality. */
export const headcountTable = editableTable('rrnk_gr_kolst', 'id_rrnk_gr_kolst', {
  facultyThrough: {
    column: 'id_group',
    faculty: (groupId) =>
      sql`SELECT s.id_faculty AS "facultyId"
            FROM study_group g
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE g.id_group = ${groupId} FOR SHARE OF g`,
  },
});
