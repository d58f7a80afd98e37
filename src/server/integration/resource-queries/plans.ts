import type { Database } from '../../db/connection';
import { rows, sql } from '../../db/sql';
import { lastChange, type PageQuery, pageEnd, pageWhere, updatedAt } from './page';

// The plans' SQL (plans:read): a speciality's admission plan of a year with its entrance-test (ORT)
// thresholds, and a group's planned budget and contract students of a year and half-year.

export const planPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['plan_abit', sql`p.id_plan_abit`], ['speciality', sql`s.id_speciality`]);
  return rows(
    database,
    {
      id: 'integer',
      facultyId: 'integer',
      specialityId: 'integer',
      academicYearId: 'integer',
      budget: 'integer',
      contract: 'integer',
      ortBudget: 'integer',
      ortContract: 'integer',
      ortMaths: 'integer',
      ortPhysics: 'integer',
      ortChemistry: 'integer',
      ortBiology: 'integer',
      ortHistory: 'integer',
      ortEnglish: 'integer',
      updatedAt: 'text?',
    },
    sql`SELECT p.id_plan_abit AS id, s.id_faculty AS "facultyId", p.id_speciality AS "specialityId",
            p.a_year AS "academicYearId", p.kol_b AS budget, p.kol_k AS contract, s.ort_budget AS "ortBudget",
            s.ort_contract AS "ortContract", s.ort_maths AS "ortMaths", s.ort_physics AS "ortPhysics",
            s.ort_chemistry AS "ortChemistry", s.ort_biology AS "ortBiology", s.ort_history AS "ortHistory",
            s.ort_english AS "ortEnglish", ${updatedAt(changed)} AS "updatedAt"
       FROM plan_abit p
       JOIN speciality s ON s.id_speciality = p.id_speciality
      WHERE ${pageWhere(query, sql`p.id_plan_abit`, changed, { column: sql`s.id_faculty` })}
      ${pageEnd(query, sql`p.id_plan_abit`)}`,
  );
};

export const headcountPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['rrnk_gr_kolst', sql`r.id_rrnk_gr_kolst`]);
  return rows(
    database,
    {
      id: 'integer',
      facultyId: 'integer',
      groupId: 'integer',
      academicYearId: 'integer',
      halfYearId: 'integer',
      budget: 'integer',
      contract: 'integer',
      rowVersion: 'integer',
      updatedAt: 'text?',
    },
    sql`SELECT r.id_rrnk_gr_kolst AS id, n.id_faculty AS "facultyId", r.id_group AS "groupId",
            r.id_a_year AS "academicYearId", r.id_w_s AS "halfYearId", r.kol_b AS budget, r.kol_k AS contract,
            r.row_version AS "rowVersion", ${updatedAt(changed)} AS "updatedAt"
       FROM rrnk_gr_kolst r
       JOIN study_group g ON g.id_group = r.id_group
       JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
       JOIN n_gr n ON n.id_n_gr = c.id_n_gr
      WHERE ${pageWhere(query, sql`r.id_rrnk_gr_kolst`, changed, { column: sql`n.id_faculty` })}
      ${pageEnd(query, sql`r.id_rrnk_gr_kolst`)}`,
  );
};
