import type { Database } from '../../db/connection';
import { rows, type SQL, sql } from '../../db/sql';

// The change feed's SQL (decision 0077): the audit log in commit order below the horizon, the records that
// draw on a changed row of another table, and a row's column as it is now or was when deleted.

export interface AuditCursor {
  /** The transaction (xid8, as text) and the entry's id after which to read; `inclusive`: from it. */
  xact: string;
  id: string;
  inclusive: boolean;
}

/**
 * The audit entries of `tables` after the cursor, in commit order: only of transactions below the snapshot's
 * xmin, every one of which has ended, so that no entry can appear behind a cursor later.
 */
export const auditPage = (
  database: Database,
  cursor: AuditCursor,
  tables: readonly string[],
  limit: number,
) =>
  rows(
    database,
    {
      xact: 'text',
      id: 'text',
      table: 'text',
      rowId: 'text',
      action: ['insert', 'update', 'delete'] as const,
      before: 'json?',
      after: 'json?',
    },
    sql`SELECT a.xact::text AS xact, a.id::text AS id, a.table_name AS "table", a.row_id AS "rowId", a.action,
            a.before, a.after
       FROM audit_log a
      WHERE a.xact < pg_snapshot_xmin(pg_current_snapshot())
        AND ${
          cursor.inclusive
            ? sql`(a.xact, a.id) >= (${cursor.xact}::xid8, ${cursor.id}::bigint)`
            : sql`(a.xact, a.id) > (${cursor.xact}::xid8, ${cursor.id}::bigint)`
        }
        AND a.table_name = ANY(${sql.param(tables)}::text[])
      ORDER BY a.xact, a.id
      LIMIT ${limit}`,
  );

/** Records of a kind that draw on rows of another table: their ids (`id`) by the row they draw on (`of`). */
export interface DrawnFrom {
  from: SQL;
  id: SQL;
  of: SQL;
}

const specialitiesBy = (column: string): DrawnFrom => ({
  from: sql`speciality s`,
  id: sql`s.id_speciality`,
  of: sql`s.${sql.identifier(column)}`,
});
const specialitiesByStudyForm = (column: string): DrawnFrom => ({
  from: sql`speciality s JOIN f_educ f ON f.id_f_educ = s.id_f_educ`,
  id: sql`s.id_speciality`,
  of: sql`f.${sql.identifier(column)}`,
});

/** What each resource draws from other tables (resource-queries/*.ts join them). */
export const drawnFrom = {
  plansBySpeciality: { from: sql`plan_abit p`, id: sql`p.id_plan_abit`, of: sql`p.id_speciality` },
  specialitiesByName: specialitiesBy('id_special'),
  specialitiesByStudyForm: specialitiesBy('id_f_educ'),
  specialitiesByLevel: specialitiesBy('id_level'),
  specialitiesByQualification: specialitiesBy('id_qualification'),
  specialitiesByLicence: specialitiesBy('id_licence'),
  specialitiesByStudyFormKind: specialitiesByStudyForm('id_f_educ_vid'),
  specialitiesByProgramme: specialitiesByStudyForm('id_f_educ_prog'),
  groupsByBinding: { from: sql`study_group g`, id: sql`g.id_group`, of: sql`g.id_com_gspe` },
  groupsByNameGroup: {
    from: sql`study_group g JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe`,
    id: sql`g.id_group`,
    of: sql`c.id_n_gr`,
  },
  headcountsByGroup: { from: sql`rrnk_gr_kolst r`, id: sql`r.id_rrnk_gr_kolst`, of: sql`r.id_group` },
  headcountsByBinding: {
    from: sql`rrnk_gr_kolst r JOIN study_group g ON g.id_group = r.id_group`,
    id: sql`r.id_rrnk_gr_kolst`,
    of: sql`g.id_com_gspe`,
  },
  headcountsByNameGroup: {
    from: sql`rrnk_gr_kolst r JOIN study_group g ON g.id_group = r.id_group
              JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe`,
    id: sql`r.id_rrnk_gr_kolst`,
    of: sql`c.id_n_gr`,
  },
  classroomsBySpecifics: { from: sql`auditorium a`, id: sql`a.id_auditorium`, of: sql`a.id_specifics` },
  membersByRole: {
    from: sql`gak_member_history m`,
    id: sql`m.id_gak_member_history`,
    of: sql`m.id_member_type`,
  },
} as const satisfies Record<string, DrawnFrom>;

/** The records (of the client's university) drawing on the rows `ids`. */
export const drawingRecords = (database: Database, drawn: DrawnFrom, ids: readonly number[]) =>
  rows(
    database,
    { id: 'integer', of: 'integer' },
    sql`SELECT ${drawn.id} AS id, ${drawn.of} AS of FROM ${drawn.from}
         WHERE ${drawn.of} = ANY(${sql.param(ids)}::int[]) ORDER BY 1`,
  );

/**
 * A column of rows by key (integer keys), as it is now, or for a deleted row as its last deletion left it;
 * `known` false when neither is found here (another university's row). Table, key and column come from the
 * feed's own map, never from a client.
 */
export const knownColumn = (
  database: Database,
  at: { table: string; key: string; column: string },
  keys: readonly string[],
) =>
  rows(
    database,
    { key: 'text', known: 'boolean', value: 'text?' },
    sql`SELECT k.key, coalesce(now.found, false) OR gone.before IS NOT NULL AS known,
            CASE WHEN now.found THEN now.value ELSE gone.before ->> ${at.column} END AS value
         FROM unnest(${sql.param(keys)}::text[]) AS k(key)
         LEFT JOIN LATERAL (SELECT true AS found, t.${sql.identifier(at.column)}::text AS value
                              FROM ${sql.identifier(at.table)} t
                             WHERE t.${sql.identifier(at.key)} = k.key::integer) now ON true
         LEFT JOIN LATERAL (SELECT a.before FROM audit_log a
                             WHERE a.table_name = ${at.table} AND a.row_id = k.key AND a.action = 'delete'
                             ORDER BY a.id DESC LIMIT 1) gone ON true`,
  );

/** The horizon now: every transaction below it has ended. */
export const horizon = (database: Database) =>
  rows(database, { horizon: 'text' }, sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`);

/** The transaction of the audit entry `id` (null: none such here), and the horizon now. */
export const entryAndHorizon = (database: Database, id: string) =>
  rows(
    database,
    { xact: 'text?', horizon: 'text' },
    sql`SELECT (SELECT a.xact::text FROM audit_log a WHERE a.id = ${id}::bigint) AS xact,
            pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
  );
