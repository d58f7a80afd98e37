import { expect } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { type ApiCalls, apiCalls } from './api-calls';
import { exportFile } from './export-file';
import { tag } from './history-fixtures';
import { fileOf } from './import-file';
import type { TestApp } from './test-app';

// How the import tests (decision 0047) call the API: a table's preview and apply under its filter, a round
// trip of its own export, and the other roles a refusal is proved with.

/** The preview and apply of a file into `table` under `filter`, as the `api`'s user. */
export const importCalls = (api: ApiCalls, table: string, filter?: Record<string, unknown>) => ({
  preview: (bytes: Buffer, lang = 'ru') =>
    api.post('import/preview', { table, ...(filter && { filter }), file: fileOf(bytes) }, lang),
  apply: (bytes: Buffer, token: string, lang = 'ru') =>
    api.post('import/apply', { table, ...(filter && { filter }), file: fileOf(bytes), token }, lang),
});

/** Exports the table under the filter and previews the file: every row unchanged, in both formats. */
export async function expectRoundTrip(
  t: TestApp,
  cookie: string,
  api: ApiCalls,
  body: { table: string; filter?: Record<string, unknown> },
  lang = 'kg',
) {
  for (const format of ['xlsx', 'csv'] as const) {
    const file = await exportFile(t, cookie, { ...body, format }, lang);
    expect(file.rows.length, format).toBeGreaterThan(0);
    const answer = await importCalls(api, body.table, body.filter).preview(file.bytes, lang);
    expect(answer.status, format).toBe(200);
    expect(answer.data.counts, format).toEqual({
      create: 0,
      update: 0,
      unchanged: file.rows.length,
      refuse: 0,
    });
  }
}

/** A signed-in user of this role (an editor of these faculties, or of all), as a test calls the API. */
export async function signedInAs(t: TestApp, role: 'editor' | 'viewer', faculties: number[] | 'all' = []) {
  const facultyIds = faculties === 'all' ? [] : faculties;
  const [login, password] = [`importer-${tag()}`, 'import-Pass-2026'];
  await t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
     VALUES ($1, $2, 'Импортов', 'Тест', $3, $4, $5::int[])`,
    [login, await hashPassword(password), role, faculties === 'all', `{${facultyIds.join(',')}}`],
  );
  return apiCalls(t, await t.signIn(login, password));
}
