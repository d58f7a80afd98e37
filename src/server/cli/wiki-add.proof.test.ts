import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../db/connection';
import { testDatabaseKind } from '../testing/databases';
import { killAll, runScript } from '../testing/processes';

afterAll(killAll);

// The command as staff run it, on a data folder of its own (the embedded database only: the rules are the
// API's, proved on both databases by wiki/routes.test.ts).
describe.runIf(testDatabaseKind === 'pglite')('wiki:add', () => {
  const environment = { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'aa-wiki-add-')), 'data') };
  const wikiAdd = (args: string[]) => runScript('src/server/cli/wiki-add.ts', args, environment);

  it('refuses an item the API would refuse, naming the flag, and publishes nothing', async () => {
    for (const [args, message] of [
      [['--url', 'https://manual.example.kg/a'], '--text is required.'],
      [['--text', '   ', '--url', 'https://manual.example.kg/a'], '--text is required.'],
      [['--text', 'Новость'], '--url must be an http:// or https:// address'],
      [['--text', 'Новость', '--url', 'javascript:alert(1)'], '--url must be an http:// or https:// address'],
      [
        ['--text', 'Новость', '--text-en', 'x'.repeat(2001), '--url', 'https://a.kg'],
        '--text-en must have at most 2000',
      ],
      [['--text', 'Новость', '--url', '/api/v1/auth/logout'], '--url must be an http:// or https:// address'],
      [
        ['--text', 'Новость', '--url', 'http://localhost:3000/api/v1/auth/logout'],
        "--url leads to this application's own API (/api)",
      ],
      [
        ['--text', 'Новость', '--url', 'http://127.0.0.1/%61pi/v1/auth/logout'],
        "--url leads to this application's own API (/api)",
      ],
    ] as const) {
      const refused = await wikiAdd([...args]);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(message);
      expect(refused.output).toContain('Usage:');
      expect(refused.output).not.toMatch(/\n\s+at /);
    }
  }, 60_000);

  it('publishes an item in three languages, its audit row naming no user', async () => {
    const published = await wikiAdd([
      '--text',
      'Обновлено руководство пользователя',
      '--text-kg',
      'Колдонуучунун колдонмосу жаңыланды',
      '--url',
      'https://manual.example.kg/avn-structure/guide',
      '--important',
    ]);
    expect(published.code, published.output).toBe(0);
    expect(published.output).toMatch(/The news item \d+ was published \(important\)\./);
    const database = await openEmbedded(environment.DATA_DIR);
    try {
      expect(
        await database.query('SELECT questions, questions_kg, questions_en, url, important FROM wiki_news'),
      ).toEqual([
        {
          questions: 'Обновлено руководство пользователя',
          questions_kg: 'Колдонуучунун колдонмосу жаңыланды',
          questions_en: '',
          url: 'https://manual.example.kg/avn-structure/guide',
          important: true,
        },
      ]);
      expect(
        await database.query("SELECT id_avn_user, action FROM audit_log WHERE table_name = 'wiki_news'"),
      ).toEqual([{ id_avn_user: null, action: 'insert' }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
