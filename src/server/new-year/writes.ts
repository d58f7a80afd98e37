import type { TurnoverRequest } from '../../contract/new-year';
import { AppError } from '../core/errors';
import { type Executor, rows, run, sql } from '../db/sql';
import type { TurnoverItem, TurnoverWrite } from './judge';
import { type ApplyProgress, recordUnits, untracked, writeUnits } from './progress';
import type { SummaryRow } from './report';

// A turnover's writes (decision 0048): each kind in one set-based statement (rows travel as one JSON array),
// taking no lock beyond the rows it makes or replaces, so that other staff's saves go on meanwhile. A row
// another save made or changed since the judgement (a conflict on insert, another version on update)
// refuses the whole turnover: 409, nothing written.

interface WrittenRow {
  table: 'plan_abit' | 'study_group' | 'rrnk_gr_kolst';
  id: number;
  action: 'created' | 'replaced';
  version: number;
  before: { kol_b: number; kol_k: number } | null;
}

type Of<T extends TurnoverWrite['table'], A extends TurnoverWrite['action']> = Extract<
  TurnoverWrite,
  { table: T; action: A }
>;

const json = (values: unknown[]) => JSON.stringify(values);

/**
 * Rows per statement: each statement of a call must end well inside the server's statement limit
 * (1.2 s, decision 0028), also when a large university's turnover writes tens of thousands of rows.
 */
export const ROWS_PER_STATEMENT = 2_000;

/** `write` of each slice of `items` in turn (one statement each), its answers joined; `after` each. */
export async function batched<T, R>(
  items: readonly T[],
  write: (slice: T[]) => Promise<R[]>,
  after: (rows: number) => Promise<void> = async () => undefined,
): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    const slice = items.slice(start, start + ROWS_PER_STATEMENT);
    answers.push(...(await write(slice)));
    await after(slice.length);
  }
  return answers;
}

/** A statement of `rows` rows done, for `batched`'s `after`. */
const stepOf = (progress: ApplyProgress) => (rows: number) => progress.step(writeUnits(rows));

/** The rows of each statement `batched` makes of `count` items. */
const slices = (count: number) =>
  Array.from({ length: Math.ceil(count / ROWS_PER_STATEMENT) }, (_, index) =>
    Math.min(ROWS_PER_STATEMENT, count - index * ROWS_PER_STATEMENT),
  );

/** Every write of the items exactly, or the whole transaction refused (409). */
function expectAll(written: readonly unknown[], wanted: readonly unknown[]) {
  if (written.length !== wanted.length) throw new AppError('CONFLICT', 'turnoverStale');
}

const replacedShape = { id: 'integer', version: 'integer' } as const;

/** Replaced rows of plan_abit or rrnk_gr_kolst: each only where it still has the judged version. */
async function replace(
  tx: Executor,
  table: 'plan_abit' | 'rrnk_gr_kolst',
  writes: Array<Of<'plan_abit' | 'rrnk_gr_kolst', 'replaced'>>,
  progress: ApplyProgress,
): Promise<WrittenRow[]> {
  if (writes.length === 0) return [];
  progress.enter(table === 'plan_abit' ? 'admission' : 'headcounts');
  const key = sql.raw(table === 'plan_abit' ? 'id_plan_abit' : 'id_rrnk_gr_kolst');
  const updated = await batched(
    writes,
    (slice) =>
      rows(
        tx,
        replacedShape,
        sql`UPDATE ${sql.raw(table)} t SET kol_b = x.kol_b, kol_k = x.kol_k
            FROM jsonb_to_recordset(${json(slice.map((write) => ({ id: write.id, version: write.version, kol_b: write.kolB, kol_k: write.kolK })))}::jsonb)
                 AS x (id int, version int, kol_b int, kol_k int)
           WHERE t.${key} = x.id AND t.row_version = x.version
          RETURNING t.${key} AS id, t.row_version AS version`,
      ),
    stepOf(progress),
  );
  expectAll(updated, writes);
  const before = new Map(writes.map((write) => [write.id, write.before]));
  return updated.map((row) => ({
    table,
    id: row.id,
    action: 'replaced',
    version: row.version,
    before: before.get(row.id) ?? null,
  }));
}

/** The items' writes, kind by kind (groups before their headcounts); answers each row written. */
export async function writeItems(
  tx: Executor,
  yearTo: number,
  items: readonly TurnoverItem[],
  progress: ApplyProgress = untracked,
): Promise<WrittenRow[]> {
  const writes = items.flatMap((item) => (item.write ? [item.write] : []));
  if (writes.length === 0) return [];
  const of = <T extends TurnoverWrite['table'], A extends TurnoverWrite['action']>(table: T, action: A) =>
    writes.filter((write): write is Of<T, A> => write.table === table && write.action === action);
  // The statements to come, each weighed by its rows, and the turnover's record after them.
  const statements = (
    [
      ['plan_abit', 'created'],
      ['plan_abit', 'replaced'],
      ['study_group', 'created'],
      ['rrnk_gr_kolst', 'created'],
      ['rrnk_gr_kolst', 'replaced'],
    ] as const
  ).flatMap(([table, action]) => slices(of(table, action).length));
  progress.expect(statements.reduce((sum, rows) => sum + writeUnits(rows), 0) + recordUnits(writes.length));
  const written: WrittenRow[] = [];
  const created = (table: WrittenRow['table'], made: Array<{ id: number; version: number }>) =>
    made.map(
      (row): WrittenRow => ({ table, id: row.id, action: 'created', version: row.version, before: null }),
    );

  // The target year joins the calendar when it is not there yet (as the next-year groups do).
  await run(
    tx,
    sql`INSERT INTO a_year (id_a_year, label)
        VALUES (${yearTo}, (2000 + ${yearTo}::int)::text || '-' || (2001 + ${yearTo}::int)::text)
        ON CONFLICT (id_a_year) DO NOTHING`,
  );

  const plans = of('plan_abit', 'created');
  if (plans.length > 0) {
    progress.enter('admission');
    const made = await batched(
      plans,
      (slice) =>
        rows(
          tx,
          replacedShape,
          sql`INSERT INTO plan_abit (id_speciality, a_year, kol_b, kol_k)
            SELECT x.speciality, ${yearTo}, x.kol_b, x.kol_k
              FROM jsonb_to_recordset(${json(slice.map((write) => ({ speciality: write.specialityId, kol_b: write.kolB, kol_k: write.kolK })))}::jsonb)
                   AS x (speciality int, kol_b int, kol_k int)
             ORDER BY x.speciality
            ON CONFLICT (id_speciality, a_year) DO NOTHING
            RETURNING id_plan_abit AS id, row_version AS version`,
        ),
      stepOf(progress),
    );
    expectAll(made, plans);
    written.push(...created('plan_abit', made));
  }
  written.push(...(await replace(tx, 'plan_abit', of('plan_abit', 'replaced'), progress)));

  const groups = of('study_group', 'created');
  const newGroupOf = new Map<number, number>();
  if (groups.length > 0) {
    progress.enter('groups');
    const made = await batched(
      groups,
      (slice) =>
        rows(
          tx,
          { id: 'integer', version: 'integer', binding: 'integer' },
          sql`INSERT INTO study_group (id_com_gspe, id_group_y, dop, ind_name_gr, winter_reception)
            SELECT x.binding, ${yearTo}, x.dop, x.individual, false
              FROM jsonb_to_recordset(${json(slice.map((write) => ({ binding: write.bindingId, dop: write.dop, individual: write.individual })))}::jsonb)
                   AS x (binding int, dop text, individual boolean)
             ORDER BY x.binding
            ON CONFLICT (id_com_gspe, id_group_y) DO NOTHING
            RETURNING id_group AS id, row_version AS version, id_com_gspe AS binding`,
        ),
      stepOf(progress),
    );
    expectAll(made, groups);
    for (const row of made) newGroupOf.set(row.binding, row.id);
    written.push(...created('study_group', made));
  }

  const headcounts = of('rrnk_gr_kolst', 'created');
  if (headcounts.length > 0) {
    const payload = headcounts.map((write) => {
      const group = write.groupId ?? newGroupOf.get(write.bindingId);
      if (group === undefined) throw new AppError('CONFLICT', 'turnoverStale');
      return { group, half_year: write.halfYear, kol_b: write.kolB, kol_k: write.kolK };
    });
    progress.enter('headcounts');
    const made = await batched(
      payload,
      (slice) =>
        rows(
          tx,
          replacedShape,
          sql`INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k)
            SELECT x.group, ${yearTo}, x.half_year, x.kol_b, x.kol_k
              FROM jsonb_to_recordset(${json(slice)}::jsonb) AS x ("group" int, half_year int, kol_b int, kol_k int)
             ORDER BY x.group, x.half_year
            ON CONFLICT (id_group, id_a_year, id_w_s) DO NOTHING
            RETURNING id_rrnk_gr_kolst AS id, row_version AS version`,
        ),
      stepOf(progress),
    );
    expectAll(made, headcounts);
    written.push(...created('rrnk_gr_kolst', made));
  }
  written.push(...(await replace(tx, 'rrnk_gr_kolst', of('rrnk_gr_kolst', 'replaced'), progress)));
  return written;
}

/** Keeps the turnover: what was asked, its report in no language, and each row it wrote. */
export async function recordTurnover(
  tx: Executor,
  userId: number,
  request: TurnoverRequest,
  summary: SummaryRow[],
  written: WrittenRow[],
): Promise<number> {
  const created = written.filter((row) => row.action === 'created').length;
  const faculties = `{${[...new Set(summary.filter((row) => row.created + row.replaced > 0).map((row) => row.facultyId))].join(',')}}`;
  const [turnover] = await rows(
    tx,
    { id: 'integer' },
    sql`INSERT INTO year_turnover (year_from, year_to, request, created, replaced, faculty_ids, id_avn_user)
        VALUES (${request.yearFrom}, ${request.yearTo}, ${JSON.stringify(request)}::jsonb, ${created},
                ${written.length - created}, ${faculties}::int[], ${userId})
        RETURNING id_year_turnover AS id`,
  );
  const id = turnover?.id ?? 0;
  await run(
    tx,
    sql`INSERT INTO year_turnover_report (id_year_turnover, report) VALUES (${id}, ${JSON.stringify(summary)}::jsonb)`,
  );
  // One row per table and action, its rows' ids and versions as arrays.
  const parts = new Map<string, WrittenRow[]>();
  for (const row of written) {
    const key = `${row.table}:${row.action}`;
    const part = parts.get(key);
    if (part) part.push(row);
    else parts.set(key, [row]);
  }
  for (const part of parts.values()) {
    const { table, action } = part[0] as WrittenRow;
    const ids = `{${part.map((row) => row.id).join(',')}}`;
    const versions = `{${part.map((row) => row.version).join(',')}}`;
    const before = action === 'replaced' ? JSON.stringify(part.map((row) => row.before)) : null;
    await run(
      tx,
      sql`INSERT INTO year_turnover_written (id_year_turnover, table_name, action, row_ids, versions_after, before)
          VALUES (${id}, ${table}, ${action}, ${ids}::int[], ${versions}::int[], ${before}::jsonb)`,
    );
  }
  return id;
}
