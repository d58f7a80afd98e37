import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { writeTransaction } from './write';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auditRows = async (rowId: string) =>
  (
    await t.database.query<{ id_avn_user: number | null; action: string; before: unknown; after: unknown }>(
      `SELECT id_avn_user, action, before, after FROM audit_log WHERE table_name = 'direction' AND row_id = $1 ORDER BY id`,
      [rowId],
    )
  ).map((row) => ({ ...row }));

describe('writes and the audit log', () => {
  it('records the user, the row and the values before and after of every change', async () => {
    const id = await writeTransaction(t.database, 1, async (tx) => {
      const result = await tx.execute(
        sql`INSERT INTO direction (code, direction, direction_kg, direction_en) VALUES ('999001', 'Тест', 'Тест кг', 'Test') RETURNING id_direction`,
      );
      return String((result as unknown as { rows: Array<{ id_direction: number }> }).rows[0]?.id_direction);
    });
    await writeTransaction(t.database, 1, (tx) =>
      tx.execute(sql`UPDATE direction SET direction_en = 'Testing' WHERE id_direction = ${Number(id)}`),
    );
    const rows = await auditRows(id);
    expect(rows.map((row) => [row.id_avn_user, row.action])).toEqual([
      [1, 'insert'],
      [1, 'update'],
    ]);
    expect(rows[1]?.before).toMatchObject({ direction_en: 'Test' });
    expect(rows[1]?.after).toMatchObject({ direction_en: 'Testing' });
  });

  it('a write that fails leaves neither its change nor an audit row', async () => {
    const before = await t.database.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    await expect(
      writeTransaction(t.database, 1, async (tx) => {
        await tx.execute(sql`UPDATE direction SET direction_en = 'Changed' WHERE id_direction = 1`);
        await tx.execute(sql`INSERT INTO direction (code, direction) VALUES ('', 'breaks the CHECK')`);
      }),
    ).rejects.toThrow();
    const after = await t.database.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    expect(after[0]?.count).toBe(before[0]?.count);
    const [row] = await t.database.query<{ direction_en: string }>(
      'SELECT direction_en FROM direction WHERE id_direction = 1',
    );
    expect(row?.direction_en).not.toBe('Changed');
  });
});
