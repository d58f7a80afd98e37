import type { Language } from '../../contract/limits';
import { TURNOVERS_LISTED, type TurnoverKind, turnoverKinds, turnovers } from '../../contract/new-year';
import { AppError } from '../core/errors';
import type { Database } from '../db/connection';
import { defineListRead } from '../db/list-read';
import { firstRow, rows, sql } from '../db/sql';
import { countsOf, type NameBook, render, type SummaryRow } from './report';

// The turnovers after their apply (decision 0048): the latest, and one's report in any language.

const entryShape = {
  idTurnover: 'integer',
  yearFrom: 'integer',
  yearTo: 'integer',
  madeAt: 'text',
  madeBy: 'text',
  created: 'integer',
  replaced: 'integer',
  counts: 'json',
  undoneAt: 'text?',
  rowVersion: 'integer',
} as const;

export const latestTurnovers = defineListRead(turnovers, {
  tables: ['year_turnover', 'year_turnover_report', 'avn_user'],
  load: async (database) => {
    // Each kind's created and replaced summed from the kept report, whose rows count what a registrar
    // counts (report.ts); a kind the turnover did not carry is left out.
    const found = await rows(
      database,
      entryShape,
      sql`SELECT t.id_year_turnover AS "idTurnover", t.year_from::int AS "yearFrom", t.year_to::int AS "yearTo",
                 to_char(t.made_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "madeAt",
                 coalesce(btrim(u.surname || ' ' || u.name), '') AS "madeBy",
                 t.created, t.replaced,
                 coalesce((SELECT jsonb_agg(jsonb_build_object('kind', k.kind, 'created', k.created, 'replaced', k.replaced)
                                            ORDER BY k.kind)
                             FROM (SELECT x.kind, sum(x.created)::int AS created, sum(x.replaced)::int AS replaced
                                     FROM year_turnover_report r
                                    CROSS JOIN LATERAL jsonb_to_recordset(r.report) AS x (kind text, created int, replaced int)
                                    WHERE r.id_year_turnover = t.id_year_turnover
                                    GROUP BY x.kind) k), '[]'::jsonb) AS counts,
                 to_char(t.undone_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "undoneAt",
                 t.row_version AS "rowVersion"
            FROM year_turnover t LEFT JOIN avn_user u ON u.id_avn_user = t.id_avn_user
           ORDER BY t.made_at DESC, t.id_year_turnover DESC LIMIT ${TURNOVERS_LISTED}`,
    );
    type Count = { kind: TurnoverKind; created: number; replaced: number };
    return found.map((row) => ({
      ...row,
      counts: (row.counts as Count[]).sort(
        (a, b) => turnoverKinds.indexOf(a.kind) - turnoverKinds.indexOf(b.kind),
      ),
    }));
  },
});

/** An applied turnover's report in `lang`, its names as they are now. */
export async function turnoverReportOf(database: Database, lang: Language, idTurnover: number) {
  const turnover = await firstRow(
    database,
    { report: 'json', request: 'json' },
    sql`SELECT r.report, t.request FROM year_turnover t JOIN year_turnover_report r USING (id_year_turnover)
         WHERE t.id_year_turnover = ${idTurnover}`,
  );
  if (!turnover) throw new AppError('NOT_FOUND', 'recordNotFound');
  const summary = turnover.report as SummaryRow[];
  const ids = (pick: (row: SummaryRow) => number | null) =>
    `{${[...new Set(summary.map(pick).filter((id) => id !== null))].join(',')}}`;
  const book: NameBook = { faculties: new Map(), specialities: new Map() };
  for (const row of await rows(
    database,
    { id: 'integer', faculty: 'text', faculty_kg: 'text', faculty_en: 'text' },
    sql`SELECT id_faculty AS id, faculty, faculty_kg, faculty_en FROM faculty WHERE id_faculty = ANY(${ids((row) => row.facultyId)}::int[])`,
  ))
    book.faculties.set(row.id, { ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en });
  for (const row of await rows(
    database,
    {
      id: 'integer',
      code: 'text',
      special: 'text',
      special_kg: 'text',
      special_en: 'text',
      f_educ: 'text',
      f_educ_kg: 'text',
      f_educ_en: 'text',
    },
    sql`SELECT s.id_speciality AS id, sp.code,
               sp.special, sp.special_kg, sp.special_en, e.f_educ, e.f_educ_kg, e.f_educ_en
          FROM speciality s JOIN special sp ON sp.id_special = s.id_special JOIN f_educ e ON e.id_f_educ = s.id_f_educ
         WHERE s.id_speciality = ANY(${ids((row) => row.specialityId)}::int[])`,
  ))
    book.specialities.set(row.id, {
      code: row.code,
      special: { ru: row.special, kg: row.special_kg, en: row.special_en },
      form: { ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en },
    });
  const kinds = (turnover.request as { kinds: Parameters<typeof countsOf>[1] }).kinds;
  return { idTurnover, rows: render(summary, book, lang), counts: countsOf(summary, kinds) };
}
