import { INTEGRATION_CALLS_SHOWN } from '../../contract/integration';
import type { Database } from '../db/connection';
import { rows, sql } from '../db/sql';

// The record of a client's calls as the integrations screen shows it (decision 0076): read afresh each time
// it opens, as every call adds to it and the table announces no change.

/** A client's newest calls, newest first; none for a client the university does not have. */
export const callsOfClient = (database: Database, clientId: number) =>
  rows(
    database,
    {
      idCall: 'float',
      calledAt: 'text',
      method: 'text',
      path: 'text',
      status: 'integer',
      xroadClient: 'text?',
      xroadId: 'text?',
    },
    sql`SELECT id_integration_call::float8 AS "idCall",
            to_char(called_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "calledAt",
            method, path, status::int AS status, xroad_client AS "xroadClient", xroad_id AS "xroadId"
       FROM integration_call
      WHERE id_integration_client = ${clientId}
      ORDER BY called_at DESC, id_integration_call DESC
      LIMIT ${INTEGRATION_CALLS_SHOWN}`,
  );
