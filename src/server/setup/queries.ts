import type { SetupUniversityInput } from '../../contract/setup';
import type { Database } from '../db/connection';
import { firstRow, rows, run, sql } from '../db/sql';
import type { Transaction } from '../db/write';

// The SQL of the university's setup (decision 0060): the ministries, the university set up (the first one),
// and the two inserts of a setup. The licence's own SQL is licence/queries.ts.

type On = Database | Transaction;

const ministryShape = { id_ministry: 'integer', name: 'text', name_kg: 'text', name_en: 'text' } as const;

export const ministries = (on: On) =>
  rows(on, ministryShape, sql`SELECT id_ministry, name, name_kg, name_en FROM ministry ORDER BY id_ministry`);

const universityShape = {
  id_vuz: 'integer',
  id_ministry: 'integer',
  ministry: 'text',
  ministry_kg: 'text',
  ministry_en: 'text',
  v1: 'text',
  v1_k: 'text',
  v1_en: 'text',
  v2: 'text',
  v2_k: 'text',
  v2_en: 'text',
  code: 'text',
  adres: 'text',
  adres_kg: 'text',
  adres_en: 'text',
  glava: 'text',
  tel: 'text',
  mail: 'text',
} as const;

/** The university set up: the first one, with its ministry's names; undefined while there is none. */
const universityColumns = sql`v.id_vuz, v.id_ministry, m.name AS ministry, m.name_kg AS ministry_kg,
  m.name_en AS ministry_en, v.v1, v.v1_k, v.v1_en, v.v2, v.v2_k, v.v2_en, v.id_field AS code, v.adres, v.adres_kg,
  v.adres_en, v.glava, v.tel, v.mail`;

export const setUpUniversity = (on: On) =>
  firstRow(
    on,
    universityShape,
    sql`SELECT ${universityColumns} FROM vuz v JOIN ministry m USING (id_ministry) ORDER BY v.id_vuz LIMIT 1`,
  );

/**
 * Whether the installation holds more than one university, counted by PostgreSQL whatever the caller sees
 * (migration 0029): then the ministry keeps the national classifiers (decision 0072).
 */
export const severalUniversities = async (on: On): Promise<boolean> =>
  (await firstRow(on, { several: 'boolean' }, sql`SELECT several_universities() AS several`))?.several ===
  true;

/** The university with this code (its OKPO), if any: what adding a further university compares with. */
export const universityWithCode = (on: On, code: string) =>
  firstRow(
    on,
    universityShape,
    sql`SELECT ${universityColumns} FROM vuz v JOIN ministry m USING (id_ministry)
         WHERE lower(btrim(v.id_field)) = lower(btrim(${code})) ORDER BY v.id_vuz LIMIT 1`,
  );
export type SetUpUniversity = NonNullable<Awaited<ReturnType<typeof setUpUniversity>>>;

/**
 * Held until the transaction ends: a second setup at the same moment waits and then finds the first one's
 * university (SHARE ROW EXCLUSIVE conflicts with itself and with writes, not with reads).
 */
export const lockUniversities = (tx: Transaction) => run(tx, sql`LOCK TABLE vuz IN SHARE ROW EXCLUSIVE MODE`);

export async function ministryExists(tx: Transaction, id: number): Promise<boolean> {
  return (
    (await firstRow(
      tx,
      { id: 'integer' },
      sql`SELECT id_ministry AS id FROM ministry WHERE id_ministry = ${id}`,
    )) !== undefined
  );
}

/** A ministry any of whose names is this one, whatever its case and blanks around it. */
export async function ministryNamed(tx: Transaction, name: string): Promise<number | undefined> {
  const row = await firstRow(
    tx,
    { id: 'integer' },
    sql`SELECT id_ministry AS id FROM ministry
         WHERE lower(btrim(${name})) IN (lower(btrim(name)), lower(btrim(name_kg)), lower(btrim(name_en)))
         ORDER BY id_ministry LIMIT 1`,
  );
  return row?.id;
}

export async function insertMinistry(
  tx: Transaction,
  names: { name: string; nameKg: string; nameEn: string },
): Promise<number> {
  const row = await firstRow(
    tx,
    { id: 'integer' },
    sql`INSERT INTO ministry (name, name_kg, name_en) VALUES (${names.name}, ${names.nameKg}, ${names.nameEn})
        RETURNING id_ministry AS id`,
  );
  if (!row) throw new Error('the ministry was not inserted');
  return row.id;
}

export async function insertUniversity(
  tx: Transaction,
  ministryId: number,
  input: Omit<SetupUniversityInput, 'idMinistry' | 'ministry' | 'ministryKg' | 'ministryEn'>,
): Promise<number> {
  const row = await firstRow(
    tx,
    { id: 'integer' },
    sql`INSERT INTO vuz (id_ministry, v1, v1_k, v1_en, v2, v2_k, v2_en, id_field, adres, adres_kg, adres_en,
                         glava, tel, mail)
        VALUES (${ministryId}, ${input.v1}, ${input.v1K}, ${input.v1En}, ${input.v2}, ${input.v2K}, ${input.v2En},
                ${input.code}, ${input.adres}, ${input.adresKg}, ${input.adresEn}, ${input.glava}, ${input.tel},
                ${input.mail})
        RETURNING id_vuz AS id`,
  );
  if (!row) throw new Error('the university was not inserted');
  // The accounts of the first day, made before there was a university, are its accounts (migration 0025).
  // The ministry's accounts belong to none (migration 0026).
  await run(
    tx,
    sql`UPDATE avn_user SET id_vuz = ${row.id}
         WHERE id_vuz IS NULL AND role NOT IN ('ministry_administrator', 'ministry_analyst')`,
  );
  return row.id;
}
