import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build/server-build.mjs';
import { testDatabaseKind } from './testing/databases';
import { killAll, sessionAt, startServer } from './testing/processes';

afterAll(killAll);

const root = resolve(import.meta.dirname, '../..');

/*
 * The server as production runs it (decision 0050): compiled by `npm run build` into one folder and started with
 * plain node. Everything the code reads beside itself must be there: the migrations and the demo data of a
 * first start, the common-password list, the PDF writer's thread, the import reader's thread.
 */
describe.runIf(testDatabaseKind === 'pglite')('the compiled server', () => {
  const work = mkdtempSync(join(tmpdir(), 'aa-compiled-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('starts a new embedded database with plain node, and reads its files from its own folder', async () => {
    // The packages stay in node_modules: the build's folder finds them as dist/server does, one level up.
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    await buildServer(root, join(work, 'server'));

    const server = await startServer(
      { DATA_DIR: join(work, 'data') },
      { script: join(work, 'server', 'main.js') },
    );
    expect(server.output()).toContain('A new embedded database: filling it with demo data');
    const cookie = await sessionAt(server.url, 'admin', 'admin');
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/v1/${path}?lang=en`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const common = await post('auth/change-password', {
      currentPassword: 'admin',
      newPassword: 'password123',
    });
    expect(common.status).toBe(400);
    expect((await common.json()).message).toContain('This password is too common');

    const pdf = await post('documents/pdf', { document: 'commission', idFaculty: 1 });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The import reader's thread is the bundle's own entry (read-file-worker.js) beside main.js.
    const csv = 'Код;Наименование (рус.)\r\nC1;Скомпилированный\r\n';
    const preview = await post('import/preview', {
      table: 'direction',
      file: { name: 'c.csv', content: Buffer.from(csv).toString('base64') },
    });
    expect(preview.status).toBe(200);
    expect((await preview.json()).data.counts).toMatchObject({ create: 1 });

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
