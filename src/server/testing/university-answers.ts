import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/connection';
import { pdfText } from './first-day';
import { enterUniversity, universityTables } from './second-university';

/** What an answer says, as a person would read it: JSON or CSV as sent, a workbook's cells, a PDF's text. */
export async function answerText(response: LightMyRequestResponse): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) => {
      cells.push(sheet.name);
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          cells.push(cell.text);
        });
      });
    });
    return `${response.statusCode} ${cells.join('|')}`;
  }
  if (type.includes('pdf')) return `${response.statusCode} ${pdfText(response.rawPayload)}`;
  return `${response.statusCode} ${response.body}`;
}

// Text that is no one's name: keys, codes, addresses of machines, what the audit stores about itself.
const UNMARKED = new Set([
  'login',
  'password_hash',
  'token_hash',
  'address',
  'table_name',
  'action',
  'row_id',
  'id_field',
  'mail',
  'tel',
  'url',
  'number',
]);

/**
 * Appends `mark` to every name-like text of a university's rows, through the university's own audited
 * updates (so its history carries the mark as well): a leak of any of them into another university's
 * answers shows as the mark. Columns whose checks refuse a longer text are left as they are.
 */
export async function markUniversity(database: Database, university: number, mark: string): Promise<void> {
  await database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      await enterUniversity(connection, university);
      for (const { table } of universityTables) {
        if (table === 'audit_log') continue;
        const columns = await connection.query<{ name: string }>(
          `SELECT attname::text AS name FROM pg_attribute
            WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND atttypid = 'text'::regtype
              AND attgenerated = ''`,
          [`public.${table}`],
        );
        for (const { name } of columns) {
          // The university's names stay: its software licence names it.
          if (UNMARKED.has(name) || (table === 'vuz' && /^v[12]/.test(name))) continue;
          await connection.exec('SAVEPOINT mark');
          try {
            await connection.exec(`UPDATE ${table} SET ${name} = ${name} || ' ${mark}' WHERE ${name} <> ''`);
            await connection.exec('RELEASE SAVEPOINT mark');
          } catch {
            await connection.exec('ROLLBACK TO SAVEPOINT mark');
          }
        }
      }
      await connection.exec('COMMIT');
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
  database.changes.publish(universityTables.map((entry) => entry.table));
}

/** Row count and an md5 of every table's rows of one university: equal fingerprints, nothing of it changed. */
export async function universityFingerprint(
  database: Database,
  university: number,
): Promise<Record<string, string>> {
  return database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      await enterUniversity(connection, university);
      const sums: Record<string, string> = {};
      for (const { table } of universityTables) {
        const [row] = await connection.query<{ count: number; md5: string | null }>(
          `SELECT count(*)::int AS count, md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM ${table} t`,
        );
        sums[table] = `${row?.count}:${row?.md5}`;
      }
      return sums;
    } finally {
      await connection.exec('ROLLBACK');
    }
  });
}
