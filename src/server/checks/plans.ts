import { yearLabel } from '../../contract/academic-year';
import { type CheckRowOf, GROUPS_NAMED_MAX } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import { courseIn, groupName } from '../db/group-sql';
import { type Executor, sql } from '../db/sql';
import {
  type CheckDay,
  facultyIn,
  found,
  NOT_PLACEHOLDER,
  placeOf,
  SPECIALITY_JOINS,
  SPECIALITY_NAMES,
  specialityIn,
  specialityShape,
} from './found';

// The year's plans: a speciality's first course against its admission plan, and the groups
// studying this year that have no planned students. Headcounts are those of the first half-year (w_s 1).

const FIRST_HALF_YEAR = 1;

const planShape = {
  ...specialityShape,
  plan_budget: 'integer?',
  plan_contract: 'integer?',
  planned_budget: 'integer',
  planned_contract: 'integer',
} as const;

/**
 * Every speciality with an admission plan or first-course planned students this year whose first-course
 * groups' planned students (first half-year), summed, differ from the plan: budget or contract, above or
 * below. A speciality without a plan counts as a plan of 0.
 */
export function firstCourseVsPlan(tx: Executor, at: CheckDay) {
  return found(
    tx,
    planShape,
    sql`WITH planned AS (
          SELECT c.id_speciality, sum(k.kol_b)::int AS budget, sum(k.kol_k)::int AS contract
            FROM study_group g
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN rrnk_gr_kolst k ON k.id_group = g.id_group AND k.id_a_year = ${at.year}
                                AND k.id_w_s = ${FIRST_HALF_YEAR}
           WHERE g.id_group_y = ${at.year}
           GROUP BY c.id_speciality
        ), compared AS (
          SELECT coalesce(p.id_speciality, h.id_speciality) AS id_speciality, p.kol_b AS plan_budget,
                 p.kol_k AS plan_contract, coalesce(h.budget, 0) AS planned_budget,
                 coalesce(h.contract, 0) AS planned_contract
            FROM (SELECT id_speciality, kol_b, kol_k FROM plan_abit WHERE a_year = ${at.year}) p
            FULL JOIN planned h ON h.id_speciality = p.id_speciality
        )
        SELECT ${SPECIALITY_NAMES}, x.plan_budget, x.plan_contract, x.planned_budget, x.planned_contract
          FROM compared x
          JOIN speciality s ON s.id_speciality = x.id_speciality
          ${SPECIALITY_JOINS}
         WHERE ${NOT_PLACEHOLDER}
           AND (coalesce(x.plan_budget, 0) <> x.planned_budget OR coalesce(x.plan_contract, 0) <> x.planned_contract)`,
    sql`v.faculty, v.id_faculty, v.code, v.id_speciality`,
  );
}

export type PlanViolation = Awaited<ReturnType<typeof firstCourseVsPlan>>['rows'][number];

/** "planned 45 budget students in the first course, the admission plan has 40". */
export function sayPlan(row: PlanViolation, at: CheckDay, lang: Language): CheckRowOf<'firstCourseVsPlan'> {
  const planned = { budget: row.planned_budget, contract: row.planned_contract };
  let detail: string;
  if (row.plan_budget === null || row.plan_contract === null)
    detail = translate('checkPlanMissing', lang, { year: yearLabel(at.year), ...planned });
  else
    detail = [
      row.plan_budget !== row.planned_budget &&
        translate('checkPlanBudget', lang, { planned: row.planned_budget, plan: row.plan_budget }),
      row.plan_contract !== row.planned_contract &&
        translate('checkPlanContract', lang, { planned: row.planned_contract, plan: row.plan_contract }),
    ]
      .filter((part): part is string => typeof part === 'string')
      .join('; ');
  return {
    check: 'firstCourseVsPlan',
    ...placeOf(row),
    year: at.year,
    plan:
      row.plan_budget === null || row.plan_contract === null
        ? null
        : { budget: row.plan_budget, contract: row.plan_contract },
    planned,
    record: specialityIn(row, lang),
    faculty: facultyIn(row, lang),
    detail,
  };
}

const groupsShape = { ...specialityShape, groups: 'integer', group_names: 'text[]' } as const;

/**
 * Every speciality with groups studying this year (course 1 to its study form's last) that have no
 * planned students of this year (in either half-year): how many, and the first few by name.
 */
export function groupsWithoutHeadcounts(tx: Executor, at: CheckDay) {
  return found(
    tx,
    groupsShape,
    sql`SELECT ${SPECIALITY_NAMES}, x.groups, x.group_names
          FROM (SELECT c.id_speciality, count(*)::int AS groups,
                       (array_agg(${groupName} ORDER BY g.id_group_y DESC, n.n_gr, c.id_sub_gr))[1:${GROUPS_NAMED_MAX}]
                         AS group_names
                  FROM study_group g
                  JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
                  JOIN n_gr n ON n.id_n_gr = c.id_n_gr
                  JOIN speciality s ON s.id_speciality = c.id_speciality
                  JOIN f_educ e ON e.id_f_educ = s.id_f_educ
                 WHERE ${courseIn(at.year)} BETWEEN 1 AND coalesce(e.max_rate_id, 10)
                   AND NOT EXISTS (SELECT 1 FROM rrnk_gr_kolst k
                                    WHERE k.id_group = g.id_group AND k.id_a_year = ${at.year})
                 GROUP BY c.id_speciality) x
          JOIN speciality s ON s.id_speciality = x.id_speciality
          ${SPECIALITY_JOINS}
         WHERE ${NOT_PLACEHOLDER}`,
    sql`v.faculty, v.id_faculty, v.code, v.id_speciality`,
  );
}

export type GroupsViolation = Awaited<ReturnType<typeof groupsWithoutHeadcounts>>['rows'][number];

/** "3 groups without planned students for 2026-2027 (ЭК-1-26, ЭК-2-26, ЭК-1-25)". */
export function sayGroups(
  row: GroupsViolation,
  at: CheckDay,
  lang: Language,
): CheckRowOf<'groupsWithoutHeadcounts'> {
  const more = row.groups > row.group_names.length ? ', …' : '';
  return {
    check: 'groupsWithoutHeadcounts',
    ...placeOf(row),
    year: at.year,
    groups: row.groups,
    groupNames: row.group_names,
    record: specialityIn(row, lang),
    faculty: facultyIn(row, lang),
    detail: translate('checkGroupsWithoutHeadcounts', lang, {
      year: yearLabel(at.year),
      count: row.groups,
      groups: `${row.group_names.join(', ')}${more}`,
    }),
  };
}
