import { type IntegrationScope, integrationScopes, listIntegrationClients } from '../../contract/integration';
import type { Database, Transaction } from '../db/connection';
import { defineListRead } from '../db/list-read';
import { firstRow, rows, run, sql } from '../db/sql';

// The SQL of the integration clients and their tokens (migration 0031, decision 0075).

const clientShape = {
  idClient: 'integer',
  name: 'text',
  clientId: 'text',
  scopes: 'text[]',
  allFaculties: 'boolean',
  facultyIds: 'integer[]',
  createdAt: 'text',
  lastUsedAt: 'text?',
  revokedAt: 'text?',
  rowVersion: 'integer',
} as const;

const iso = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// The column's CHECK holds the contract's scopes alone (migration 0031).
const isScope = (scope: string): scope is IntegrationScope =>
  (integrationScopes as readonly string[]).includes(scope);

/** integrations/clients: the university's clients, in use first, then by name. */
export const clientsList = defineListRead(listIntegrationClients, {
  tables: ['integration_client', 'integration_credential'],
  load: async (database) =>
    (
      await rows(
        database,
        clientShape,
        sql`SELECT c.id_integration_client AS "idClient", c.name, c.client_key AS "clientId", c.scopes,
              c.all_faculties AS "allFaculties", c.faculty_ids AS "facultyIds",
              ${iso(sql`c.created_at`)} AS "createdAt", ${iso(sql`s.last_used_at`)} AS "lastUsedAt",
              ${iso(sql`c.revoked_at`)} AS "revokedAt", c.row_version AS "rowVersion"
         FROM integration_client c LEFT JOIN integration_credential s USING (id_integration_client)
        ORDER BY c.revoked_at IS NOT NULL, lower(c.name), c.id_integration_client`,
      )
    ).map((row) => ({ ...row, scopes: row.scopes.filter(isScope) })),
});

export interface ClientValues {
  name: string;
  clientKey: string;
  secretHash: string;
  scopes: readonly string[];
  allFaculties: boolean;
  facultyIds: readonly number[];
  createdBy: number;
}

/** A new client and its secret's digest; its id. */
export async function insertClient(tx: Transaction, client: ClientValues): Promise<number> {
  const row = await firstRow(
    tx,
    { id: 'integer' },
    sql`INSERT INTO integration_client (name, client_key, scopes, all_faculties, faculty_ids, created_by)
        VALUES (${client.name}, ${client.clientKey}, ${sql.param(client.scopes)}::text[], ${client.allFaculties},
                ${sql.param(client.facultyIds)}::int[], ${client.createdBy})
        RETURNING id_integration_client AS id`,
  );
  if (!row) throw new Error('the integration client was not inserted');
  await run(
    tx,
    sql`INSERT INTO integration_credential (id_integration_client, secret_hash)
        VALUES (${row.id}, ${client.secretHash})`,
  );
  return row.id;
}

/** How many of these faculties are the university's (row-level security shows its own alone). */
export async function countFaculties(tx: Transaction, ids: readonly number[]): Promise<number> {
  const row = await firstRow(
    tx,
    { count: 'integer' },
    sql`SELECT count(*)::int AS count FROM faculty WHERE id_faculty = ANY(${sql.param(ids)}::int[])`,
  );
  return row?.count ?? 0;
}

/** A client locked for a change, if the university has it. */
export const lockedClient = (tx: Transaction, id: number) =>
  firstRow(
    tx,
    { name: 'text', revoked: 'boolean', rowVersion: 'integer' },
    sql`SELECT name, revoked_at IS NOT NULL AS revoked, row_version AS "rowVersion"
          FROM integration_client WHERE id_integration_client = ${id} FOR UPDATE`,
  );

/** Revokes a client: its tokens go with it. */
export async function revokeClient(tx: Transaction, id: number): Promise<void> {
  await run(tx, sql`UPDATE integration_client SET revoked_at = now() WHERE id_integration_client = ${id}`);
  await run(tx, sql`DELETE FROM integration_token WHERE id_integration_client = ${id}`);
}

/** The client of a client_id, whatever its university (the token endpoint knows no one yet). */
export const findClientOfKey = (database: Database) =>
  database.prepared<{
    clientId: number;
    universityId: number;
    secretHash: string;
    scopes: string[];
    revoked: boolean;
  }>('integration_client_of_key', 'SELECT * FROM integration_client_of_key($1)');

/**
 * A new token of a client, its use noted (decision 0076): the credential's row is locked first, so that one
 * client's tokens are issued one at a time on every process; its expired tokens go, and beyond `keepAtMost`
 * live ones the oldest (never the new one, whose transaction may have begun before another's).
 */
export async function insertToken(
  tx: Transaction,
  token: { clientId: number; hash: string; scopes: readonly string[]; seconds: number; keepAtMost: number },
): Promise<void> {
  await run(
    tx,
    sql`UPDATE integration_credential SET last_used_at = now() WHERE id_integration_client = ${token.clientId}`,
  );
  await run(
    tx,
    sql`DELETE FROM integration_token WHERE id_integration_client = ${token.clientId} AND expires_at <= now()`,
  );
  await run(
    tx,
    sql`INSERT INTO integration_token (token_hash, id_integration_client, scopes, expires_at)
        VALUES (${token.hash}, ${token.clientId}, ${sql.param(token.scopes)}::text[],
                now() + make_interval(secs => ${token.seconds}))`,
  );
  await run(
    tx,
    sql`DELETE FROM integration_token
         WHERE token_hash IN (SELECT token_hash FROM integration_token
                               WHERE id_integration_client = ${token.clientId} AND token_hash <> ${token.hash}
                               ORDER BY expires_at DESC, token_hash OFFSET ${token.keepAtMost - 1})`,
  );
}

export interface ActiveToken {
  clientId: number;
  universityId: number;
  name: string;
  scopes: string[];
  allFaculties: boolean;
  facultyIds: number[];
  expiresInSeconds: number;
}

/** The client of a live token's digest, not revoked: one row for every call of the integration API. */
export const findActiveToken = (database: Database) =>
  database.prepared<ActiveToken>('active_integration_token', 'SELECT * FROM active_integration_token($1)');
