import { PLACEHOLDER_ID } from '../../contract/limits';
import { trendYears } from '../../contract/overview';
import { courseIn } from '../db/group-sql';
import { type Executor, rows, sql } from '../db/sql';

// The overview's figures: one statement each over the whole university, names in the three
// languages (figures.ts says them). Planned students are the first half-year's (w_s 1).

const FIRST_HALF_YEAR = 1;

const facultyShape = {
  id_faculty: 'integer',
  faculty: 'text',
  faculty_kg: 'text',
  faculty_en: 'text',
  short_faculty: 'text',
  short_faculty_kg: 'text',
  short_faculty_en: 'text',
} as const;
const FACULTY = sql`f.id_faculty, f.faculty, f.faculty_kg, f.faculty_en, f.short_faculty, f.short_faculty_kg,
                    f.short_faculty_en`;

/** Each faculty's admission plan of `year` and its first-course groups' planned students of that year. */
export function admissionByFaculty(tx: Executor, year: number) {
  return rows(
    tx,
    {
      ...facultyShape,
      plan_budget: 'integer',
      plan_contract: 'integer',
      planned_budget: 'integer',
      planned_contract: 'integer',
    },
    sql`WITH plan AS (
          SELECT s.id_faculty, sum(p.kol_b)::int AS budget, sum(p.kol_k)::int AS contract
            FROM plan_abit p JOIN speciality s ON s.id_speciality = p.id_speciality
           WHERE p.a_year = ${year}
           GROUP BY s.id_faculty
        ), planned AS (
          SELECT s.id_faculty, sum(k.kol_b)::int AS budget, sum(k.kol_k)::int AS contract
            FROM study_group g
            JOIN rrnk_gr_kolst k ON k.id_group = g.id_group AND k.id_a_year = ${year} AND k.id_w_s = ${FIRST_HALF_YEAR}
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE g.id_group_y = ${year}
           GROUP BY s.id_faculty
        )
        SELECT ${FACULTY}, coalesce(p.budget, 0) AS plan_budget, coalesce(p.contract, 0) AS plan_contract,
               coalesce(h.budget, 0) AS planned_budget, coalesce(h.contract, 0) AS planned_contract
          FROM faculty f
          LEFT JOIN plan p ON p.id_faculty = f.id_faculty
          LEFT JOIN planned h ON h.id_faculty = f.id_faculty
         WHERE f.id_faculty <> ${PLACEHOLDER_ID} AND (p.id_faculty IS NOT NULL OR h.id_faculty IS NOT NULL)
         ORDER BY f.id_faculty`,
  );
}

/**
 * The planned students of each course in each year of the trend (groups admitted by then); the years are
 * the contract's trendYears, which the screen labels too.
 */
export function plannedByCourse(tx: Executor, year: number) {
  const years = `{${trendYears(year).join(',')}}`;
  return rows(
    tx,
    { year: 'integer', course: 'integer', budget: 'integer', contract: 'integer' },
    sql`SELECT x.year, x.course, sum(x.kol_b)::int AS budget, sum(x.kol_k)::int AS contract
          FROM (SELECT k.id_a_year::int AS year, k.kol_b, k.kol_k,
                       CASE WHEN (k.id_a_year - g.id_group_y + 100) % 100 < 50
                            THEN (k.id_a_year - g.id_group_y + 100) % 100 + 1 ELSE 0 END AS course
                  FROM rrnk_gr_kolst k JOIN study_group g ON g.id_group = k.id_group
                 WHERE k.id_w_s = ${FIRST_HALF_YEAR} AND k.id_a_year = ANY(${years}::int[])) x
         WHERE x.course >= 1
         GROUP BY x.year, x.course
         ORDER BY array_position(${years}::int[], x.year), x.course`,
  );
}

/** How many groups each faculty's study form has studying in `year` (course 1 to the form's last). */
export function groupsByFacultyAndForm(tx: Executor, year: number) {
  return rows(
    tx,
    {
      ...facultyShape,
      id_f_educ: 'integer',
      f_educ: 'text',
      f_educ_kg: 'text',
      f_educ_en: 'text',
      short_name: 'text',
      groups: 'integer',
    },
    sql`SELECT ${FACULTY}, e.id_f_educ, e.f_educ, e.f_educ_kg, e.f_educ_en, e.short_name, count(*)::int AS groups
          FROM study_group g
          JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          JOIN speciality s ON s.id_speciality = c.id_speciality
          JOIN faculty f ON f.id_faculty = s.id_faculty
          JOIN f_educ e ON e.id_f_educ = s.id_f_educ
         WHERE ${courseIn(year)} BETWEEN 1 AND coalesce(e.max_rate_id, 10) AND f.id_faculty <> ${PLACEHOLDER_ID}
         GROUP BY f.id_faculty, e.id_f_educ
         ORDER BY f.id_faculty, e.id_f_educ`,
  );
}

/**
 * Each building's seats (its classrooms' capacity summed) and the planned students of `year` of the
 * faculties owning a classroom in it, each faculty once.
 */
export function buildingCapacity(tx: Executor, year: number) {
  return rows(
    tx,
    {
      id_korpus: 'integer',
      korpus: 'text',
      korpus_kg: 'text',
      korpus_en: 'text',
      capacity: 'float',
      students: 'integer',
      faculties: 'integer',
    },
    sql`WITH students AS (
          SELECT s.id_faculty, sum(k.kol_b + k.kol_k)::int AS students
            FROM rrnk_gr_kolst k
            JOIN study_group g ON g.id_group = k.id_group
            JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
            JOIN speciality s ON s.id_speciality = c.id_speciality
           WHERE k.id_a_year = ${year} AND k.id_w_s = ${FIRST_HALF_YEAR}
           GROUP BY s.id_faculty
        ), seats AS (
          SELECT id_korpus, sum(contain)::float8 AS capacity FROM auditorium GROUP BY id_korpus
        ), owners AS (
          SELECT DISTINCT id_korpus, id_faculty FROM auditorium WHERE id_faculty IS NOT NULL
        )
        SELECT b.id_korpus, b.korpus, b.korpus_kg, b.korpus_en, coalesce(max(t.capacity), 0)::float8 AS capacity,
               coalesce(sum(st.students), 0)::int AS students, count(o.id_faculty)::int AS faculties
          FROM korpus b
          LEFT JOIN seats t ON t.id_korpus = b.id_korpus
          LEFT JOIN owners o ON o.id_korpus = b.id_korpus
          LEFT JOIN students st ON st.id_faculty = o.id_faculty
         GROUP BY b.id_korpus
         ORDER BY b.id_korpus`,
  );
}
