import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { testDatabaseKind } from '../testing/databases';
import { demoOrganisation, testLicence, testLicenceEnvironment } from '../testing/licence';
import { killAll, runScript } from '../testing/processes';

afterAll(killAll);

// The command as an operator runs it, on a seeded data folder of its own (the embedded database only: the
// verdicts are proved on both by licence/routes.test.ts).
describe.runIf(testDatabaseKind === 'pglite')('licence:install', () => {
  const folder = mkdtempSync(join(tmpdir(), 'aa-licence-install-'));
  const environment = { DATA_DIR: join(folder, 'data'), ...testLicenceEnvironment };
  const install = (text: string, env: Record<string, string> = environment) => {
    const file = join(folder, 'licence.txt');
    writeFileSync(file, `${text}\n`);
    return runScript('src/server/cli/licence-install.ts', ['--file', file], env);
  };
  const installed = async () => {
    const database = await openEmbedded(environment.DATA_DIR);
    try {
      return (
        await database.query<{ text: string }>('SELECT licence_text AS text FROM software_licence')
      ).map((row) => row.text);
    } finally {
      await database.close();
    }
  };
  beforeAll(async () => {
    const database = await openEmbedded(environment.DATA_DIR);
    await migrate(database);
    await seedDemoData(database);
    await database.close();
  });

  it('refuses a licence the server would refuse, in one sentence, and installs nothing', async () => {
    for (const [text, env, sentence] of [
      [testLicence(), { DATA_DIR: environment.DATA_DIR }, 'LICENCE_PUBLIC_KEY is not set'],
      ['not a licence', environment, 'The file holds no licence'],
      [`${testLicence().slice(0, -3)}AAA`, environment, 'was not signed by the issuer'],
      [
        testLicence({ organisation: { ...demoOrganisation, code: '1' } }),
        environment,
        'is no university of this database',
      ],
      [
        testLicence({ validFrom: '2020-01-01', validUntil: '2020-12-31', noticeFrom: '2020-12-01' }),
        environment,
        'The licence ended on 2020-12-31',
      ],
    ] as const) {
      const refused = await install(text, env);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(sentence);
      expect(refused.output).not.toMatch(/\n\s+at /);
    }
    expect(await installed()).toEqual([]);
  }, 180_000);

  it('installs a valid licence', async () => {
    const done = await install(testLicence());
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain(
      `Licence installed for ${demoOrganisation.name} (02287351): valid until 2999-12-31.`,
    );
    expect(await installed()).toEqual([testLicence()]);
  }, 90_000);
});
