import { yearLabel } from '../../contract/academic-year';
import type { Language } from '../../contract/limits';
import type { TurnoverBlocker } from '../../contract/new-year';
import { specialityName } from '../../contract/speciality-name';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import type { Database } from '../db/connection';
import { groupName } from '../db/group-sql';
import { type Executor, firstRow, type RowOf, rows, sql } from '../db/sql';
import { nameIn } from './report';

// What keeps a turnover from being undone (decisions 0048 and 0057): each record it wrote that is no longer as
// it left it (changed or deleted since), and each group it made that was given planned students since. The
// undo refuses while there is one (undo.ts names the first); the screen lists them, named as staff name
// them, with who changed them and when (the audit log), so that the registrar knows what the undo would
// lose.

const blockerShape = {
  table_name: ['plan_abit', 'study_group', 'rrnk_gr_kolst'],
  row_id: 'integer',
  change: ['changed', 'deleted', 'added'],
  total: 'integer',
  code: 'text?',
  special: 'text?',
  special_kg: 'text?',
  special_en: 'text?',
  f_educ: 'text?',
  f_educ_kg: 'text?',
  f_educ_en: 'text?',
  group_name: 'text?',
  half_year: 'text?',
  half_year_kg: 'text?',
  half_year_en: 'text?',
  changed_at: 'text?',
  changed_by: 'text?',
  changed_by_id: 'integer?',
} as const;
type BlockerRow = RowOf<typeof blockerShape>;

/**
 * The first `limit` records that keep turnover `idTurnover` from being undone, in the order it wrote
 * them, each with how many there are in all (`total`). A deleted record is named from its last values
 * (the audit log's); a group given planned students since counts once, whatever its half-years.
 */
export function blockingRows(tx: Executor, idTurnover: number, limit: number) {
  return rows(
    tx,
    blockerShape,
    sql`WITH written AS (
          SELECT w.table_name, u.row_id, u.version_after, w.id_year_turnover_written AS part, u.ord
            FROM year_turnover_written w
           CROSS JOIN LATERAL unnest(w.row_ids, w.versions_after) WITH ORDINALITY AS u (row_id, version_after, ord)
           WHERE w.id_year_turnover = ${idTurnover}),
        blocked AS (
          SELECT r.table_name, r.row_id,
                 CASE WHEN coalesce(p.row_version, k.row_version, g.row_version) IS NULL THEN 'deleted' ELSE 'changed' END AS change,
                 r.part, r.ord
            FROM written r
            LEFT JOIN plan_abit p ON r.table_name = 'plan_abit' AND p.id_plan_abit = r.row_id
            LEFT JOIN rrnk_gr_kolst k ON r.table_name = 'rrnk_gr_kolst' AND k.id_rrnk_gr_kolst = r.row_id
            LEFT JOIN study_group g ON r.table_name = 'study_group' AND g.id_group = r.row_id
           WHERE coalesce(p.row_version, k.row_version, g.row_version) IS DISTINCT FROM r.version_after
          UNION ALL
          -- A group it made that has planned students it did not make: someone has worked on it since.
          SELECT * FROM (
            SELECT DISTINCT ON (r.row_id) 'rrnk_gr_kolst', x.id_rrnk_gr_kolst, 'added', r.part, r.ord
              FROM written r JOIN rrnk_gr_kolst x ON x.id_group = r.row_id
             WHERE r.table_name = 'study_group'
               AND NOT EXISTS (SELECT 1 FROM written o
                                WHERE o.table_name = 'rrnk_gr_kolst' AND o.row_id = x.id_rrnk_gr_kolst)
             ORDER BY r.row_id, x.id_rrnk_gr_kolst) added)
        SELECT b.table_name, b.row_id, b.change, (count(*) OVER ())::int AS total,
               sp.code, sp.special, sp.special_kg, sp.special_en, e.f_educ, e.f_educ_kg, e.f_educ_en,
               ${groupName} AS group_name, w.name AS half_year, w.name_kg AS half_year_kg, w.name_en AS half_year_en,
               a.changed_at, a.changed_by, a.changed_by_id
          FROM blocked b
          -- A deleted record's last values, to name it.
          LEFT JOIN LATERAL (SELECT l.before FROM audit_log l
                              WHERE b.change = 'deleted' AND l.table_name = b.table_name
                                AND l.row_id = b.row_id::text AND l.action = 'delete'
                              ORDER BY l.id DESC LIMIT 1) d ON true
          LEFT JOIN plan_abit pl ON b.table_name = 'plan_abit' AND pl.id_plan_abit = b.row_id
          LEFT JOIN rrnk_gr_kolst hk ON b.table_name = 'rrnk_gr_kolst' AND hk.id_rrnk_gr_kolst = b.row_id
          CROSS JOIN LATERAL (SELECT coalesce(to_jsonb(pl), to_jsonb(hk), d.before) AS value) x
          LEFT JOIN study_group gl
                 ON gl.id_group = CASE WHEN b.table_name = 'study_group' THEN b.row_id
                                       ELSE (x.value ->> 'id_group')::int END
          LEFT JOIN LATERAL (
                 SELECT (v.value ->> 'id_com_gspe')::int AS id_com_gspe, coalesce(v.value ->> 'dop', '') AS dop,
                        (v.value ->> 'ind_name_gr')::boolean AS ind_name_gr, (v.value ->> 'id_group_y')::int AS id_group_y
                   FROM (SELECT coalesce(to_jsonb(gl), CASE WHEN b.table_name = 'study_group' THEN d.before END) AS value) v
                  WHERE v.value IS NOT NULL) g ON true
          LEFT JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
          LEFT JOIN n_gr n ON n.id_n_gr = c.id_n_gr
          LEFT JOIN speciality s ON s.id_speciality = coalesce((x.value ->> 'id_speciality')::int, c.id_speciality)
          LEFT JOIN special sp ON sp.id_special = s.id_special
          LEFT JOIN f_educ e ON e.id_f_educ = s.id_f_educ
          LEFT JOIN w_s w ON b.change <> 'added' AND w.id_w_s = (x.value ->> 'id_w_s')::int
          -- Who changed it last, and when (the audit log: every write, decision 0003).
          LEFT JOIN LATERAL (
                 SELECT to_char(l.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS changed_at,
                        nullif(btrim(coalesce(u.surname, '') || ' ' || coalesce(u.name, '')), '') AS changed_by,
                        l.id_avn_user AS changed_by_id
                   FROM audit_log l LEFT JOIN avn_user u ON u.id_avn_user = l.id_avn_user
                  WHERE l.table_name = b.table_name AND l.row_id = b.row_id::text
                  ORDER BY l.id DESC LIMIT 1) a ON true
         ORDER BY b.part, b.ord, b.row_id LIMIT ${limit}`,
  );
}

const kinds = { plan_abit: 'admissionPlan', study_group: 'group', rrnk_gr_kolst: 'headcount' } as const;

/** A blocking record as staff name it, in `lang`: "план приёма 580300 Финансы и кредит · Очная на 2027-2028". */
export function blockerName(row: BlockerRow, yearTo: number, lang: Language): string {
  const year = yearLabel(yearTo);
  const group = row.group_name ?? `#${row.row_id}`;
  if (row.table_name === 'plan_abit') {
    const code = row.code
      ? specialityName({
          code: row.code,
          name: nameIn({ ru: row.special ?? '', kg: row.special_kg ?? '', en: row.special_en ?? '' }, lang),
          form: nameIn({ ru: row.f_educ ?? '', kg: row.f_educ_kg ?? '', en: row.f_educ_en ?? '' }, lang),
        })
      : `#${row.row_id}`;
    return translate('turnoverPlanRecord', lang, { code, year });
  }
  if (row.table_name === 'study_group') return translate('turnoverGroupRecord', lang, { group });
  const headcount = translate('turnoverHeadcountRecord', lang, { group, year });
  const halfYear = row.half_year
    ? nameIn({ ru: row.half_year, kg: row.half_year_kg ?? '', en: row.half_year_en ?? '' }, lang)
    : null;
  return halfYear ? `${headcount} (${halfYear})` : headcount;
}

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The turnover's year and whether it is undone; 404 when there is no such turnover. */
async function turnoverOf(tx: Executor, idTurnover: number) {
  const turnover = await firstRow(
    tx,
    { year_to: 'integer', undone: 'boolean' },
    sql`SELECT year_to::int AS year_to, undone_at IS NOT NULL AS undone
          FROM year_turnover WHERE id_year_turnover = ${idTurnover}`,
  );
  if (!turnover) throw new AppError('NOT_FOUND', 'recordNotFound');
  return turnover;
}

/**
 * What keeps a turnover from being undone, for the screen: the first `limit` records, named in `lang`,
 * and how many there are in all; none once it is undone.
 */
export async function turnoverBlockers(
  database: Database,
  lang: Language,
  idTurnover: number,
  limit: number,
): Promise<{ total: number; records: TurnoverBlocker[] }> {
  const turnover = await turnoverOf(database, idTurnover);
  if (turnover.undone) return { total: 0, records: [] };
  const found = await blockingRows(database, idTurnover, limit);
  return {
    total: found[0]?.total ?? 0,
    records: found.map((row) => ({
      kind: kinds[row.table_name],
      id: row.row_id,
      record: upperFirst(blockerName(row, turnover.year_to, lang)),
      change: row.change,
      changedAt: row.changed_at,
      // A change made outside the product (the demo data) has no user: null, as the history's system.
      changedBy: row.changed_by ?? (row.changed_by_id === null ? null : `#${row.changed_by_id}`),
    })),
  };
}
