import type { Database } from '../db/connection';
import { firstRow, rows, run, sql } from '../db/sql';
import type { Transaction } from '../db/write';

// The SQL of the licence (migration 0017): the newest installed text is the licence in force, the
// universities (vuz: full name v2, code id_field) are the organisations it may name.

/** An organisation a licence may name: a university's full name and code (verdict.ts: Organisation). */
export const organisationShape = { name: 'text', code: 'text' } as const;

/** The tables whose change changes the verdict. */
export const licenceTables = ['software_licence', 'vuz'] as const;

/** The installed licence text, or null when none was ever installed. The newest by id: clocks go back. */
export async function installedLicence(on: Database | Transaction): Promise<string | null> {
  const row = await firstRow(
    on,
    { text: 'text' },
    sql`SELECT licence_text AS text FROM software_licence ORDER BY id DESC LIMIT 1`,
  );
  return row?.text ?? null;
}

/** The organisation rows, in the order of their ids. */
export const organisations = (on: Database | Transaction) =>
  rows(on, organisationShape, sql`SELECT btrim(v2) AS name, id_field AS code FROM vuz ORDER BY id_vuz`);

/** Installs a licence: it is in force from now on, on every server process (the table is announced). */
export async function installLicence(database: Database, text: string): Promise<void> {
  await insertLicence(database, text);
  // This process's verdict is recomputed before its next request, as after a write call (decision 0009).
  database.changes.publish(['software_licence']);
}

/** The insert of an installation, inside a caller's transaction (announced when it commits). */
export const insertLicence = (on: Database | Transaction, text: string) =>
  run(on, sql`INSERT INTO software_licence (licence_text) VALUES (${text.trim()})`);
