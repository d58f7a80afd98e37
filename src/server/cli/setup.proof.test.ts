import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openEmbedded, openServer } from '../db/connection';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from '../testing/databases';
import { testLicence, testLicenceEnvironment } from '../testing/licence';
import { killAll, runScript } from '../testing/processes';

afterAll(killAll);

// npm run setup (decision 0060) as an operator scripts an installation, on a new data folder or a new database
// of the PostgreSQL server (whichever the suite runs on): refused input and a refused licence leave nothing;
// a setup with the vendor's licence; the same command again changes nothing; other values are refused.

const folder = mkdtempSync(join(tmpdir(), 'aa-setup-'));
const databaseName = `aa_test_setup_${process.pid}`;
const environment: Record<string, string> = {
  ...testLicenceEnvironment,
  ...(testDatabaseKind === 'pglite'
    ? { DATA_DIR: join(folder, 'data'), DEMO_DATA: 'false' }
    : { DATABASE_URL: databaseUrl(databaseName) }),
};
const admin = new pg.Client({ connectionString: serverAdminUrl });

beforeAll(async () => {
  if (testDatabaseKind === 'pglite') return;
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
});
afterAll(async () => {
  if (testDatabaseKind === 'pglite') return;
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

const organisation = {
  name: 'Ошский государственный университет',
  code: '00059872',
};
const flags = [
  '--ministry',
  'Министерство образования и науки Кыргызской Республики',
  '--university',
  organisation.name,
  '--university-kg',
  'Ош мамлекеттик университети',
  '--short',
  'ОшГУ',
  '--code',
  organisation.code,
  '--phone',
  '+996 3222 7-07-12',
];
const setup = (args: string[], licence?: string) => {
  if (licence === undefined) return runScript('src/server/cli/setup.ts', args, environment);
  const file = join(folder, 'licence.txt');
  writeFileSync(file, `${licence}\n`);
  return runScript('src/server/cli/setup.ts', [...args, '--licence', file], environment);
};

/** The database as the command left it: its universities, licences and audit rows. */
async function state() {
  const database: Database =
    testDatabaseKind === 'pglite'
      ? await openEmbedded(environment.DATA_DIR as string)
      : await openServer(environment.DATABASE_URL as string, 1);
  try {
    const count = async (table: string) =>
      (await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]?.count;
    return {
      universities: await database.query<{ v1: string; v2: string; v2_k: string; code: string; tel: string }>(
        'SELECT v1, v2, v2_k, id_field AS code, tel FROM vuz',
      ),
      licences: await count('software_licence'),
      audit: await count('audit_log'),
    };
  } finally {
    await database.close();
  }
}

describe('npm run setup', () => {
  it('refuses bad input naming the flag, and a licence the server would refuse, setting up nothing', async () => {
    const missing = await setup(['--ministry', 'М', '--code', '1']);
    expect(missing.code, missing.output).toBe(1);
    expect(missing.output).toContain('--university required.');
    for (const [flag, value, reason] of [
      ['--code', '0005 9872', '--code: letters and digits without blanks'],
      ['--phone', '12', '--phone: not a phone number'],
      ['--mail', 'osh@', '--mail: not an e-mail address'],
      ['--university-kg', 'К'.repeat(501), '--university-kg: at most 500 characters'],
    ] as const) {
      const refused = await setup([...flags, flag, value]);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(reason);
    }
    const otherUniversity = await setup(flags, testLicence());
    expect(otherUniversity.code, otherUniversity.output).toBe(1);
    expect(otherUniversity.output).toContain(
      'Nothing was set up: The licence is for Бишкекский государственный университет экономики и технологий (code 02287351), which is no university of this database',
    );
    expect(otherUniversity.output).not.toMatch(/\n\s+at /);
    expect(await state()).toMatchObject({ universities: [], licences: 0 });
  }, 120_000);

  it("sets the university up with the vendor's licence in one run; the same run again changes nothing", async () => {
    const licence = testLicence({ organisation });
    const done = await setup(flags, licence);
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain(
      `The university «${organisation.name}» (code ${organisation.code}) is set up under the ministry «Министерство образования и науки Кыргызской Республики».`,
    );
    expect(done.output).toContain('Licence installed: valid until 2999-12-31.');
    const after = await state();
    expect(after).toMatchObject({
      universities: [
        {
          v1: 'ОшГУ',
          v2: organisation.name,
          v2_k: 'Ош мамлекеттик университети',
          code: organisation.code,
          tel: '+996 3222 7-07-12',
        },
      ],
      licences: 1,
    });

    const again = await setup(flags, licence);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('is set up already: nothing was changed.');
    expect(again.output).toContain('The licence is the one in force already: nothing was changed.');
    // Fewer flags ask for no change of what they leave out.
    const fewer = await setup([
      '--ministry',
      'Министерство образования и науки Кыргызской Республики',
      '--university',
      organisation.name,
      '--code',
      organisation.code,
    ]);
    expect(fewer.code, fewer.output).toBe(0);
    expect(await state()).toEqual(after);
  }, 120_000);

  it('refuses other values once set up, naming each, and changes nothing', async () => {
    const before = await state();
    const refused = await setup([
      ...flags.slice(0, -4),
      '--code',
      '00059873',
      '--phone',
      '+996 3222 7-07-12',
      '--head',
      'Кожобеков К. Г.',
    ]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(
      'The university is set up already, otherwise: --code is «00059872», not «00059873»; --head is «», not «Кожобеков К. Г.»',
    );
    expect(refused.output).toContain('Nothing was changed');
    expect(await state()).toEqual(before);
  }, 60_000);

  it('adds a further university with its own licence; its administrator is made for it alone', async () => {
    const before = await state();
    const second = { name: 'Нарынский государственный университет', code: '00054321' };
    const more = [
      '--ministry',
      'Министерство образования и науки Кыргызской Республики',
      '--add-university',
      second.name,
      '--code',
      second.code,
    ];
    const taken = await setup([...more.slice(0, 4), '--code', organisation.code]);
    expect(taken.code, taken.output).toBe(1);
    expect(taken.output).toContain('The university is set up already, otherwise: --university is');

    const added = await setup(more);
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain(`The university «${second.name}» (code ${second.code}) is set up`);
    expect(added.output).toContain('No licence yet.');
    // Its licence, as the vendor sends it, installed by the operator: the university it names is the one.
    const file = join(folder, 'second-licence.txt');
    writeFileSync(file, `${testLicence({ organisation: second })}\n`);
    const installed = await runScript('src/server/cli/licence-install.ts', ['--file', file], environment);
    expect(installed.code, installed.output).toBe(0);
    expect(installed.output).toContain(
      `Licence installed for ${second.name} (${second.code}): valid until 2999-12-31.`,
    );
    const after = await state();
    expect(after.universities.map((university) => university.code)).toEqual([organisation.code, second.code]);
    expect(after.licences).toBe((before.licences ?? 0) + 1);

    const user = (args: string[]) =>
      runScript(
        'src/server/cli/user-add.ts',
        ['naryn-admin', '--surname', 'Асанова', '--name', 'Айгуль', '--role', 'administrator', ...args],
        environment,
        'Naryn-Admin-Pass-7\n',
      );
    const unnamed = await user([]);
    expect(unnamed.code, unnamed.output).toBe(1);
    expect(unnamed.output).toContain(
      `This database holds 2 universities: name one with --university <code>: ${organisation.code} (${organisation.name}), ${second.code} (${second.name}).`,
    );
    const unknown = await user(['--university', '999']);
    expect(unknown.output).toContain('No university has the code 999');
    const made = await user(['--university', second.code]);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(`The user naryn-admin was created (administrator, ${second.name}).`);
    const database: Database =
      testDatabaseKind === 'pglite'
        ? await openEmbedded(environment.DATA_DIR as string)
        : await openServer(environment.DATABASE_URL as string, 1);
    try {
      const [account] = await database.query<{ code: string }>(
        "SELECT v.id_field AS code FROM avn_user u JOIN vuz v USING (id_vuz) WHERE u.login = 'naryn-admin'",
      );
      expect(account?.code).toBe(second.code);
      const licences = await database.query<{ code: string }>(
        'SELECT v.id_field AS code FROM software_licence l JOIN vuz v USING (id_vuz) ORDER BY l.id',
      );
      expect(licences.map((licence) => licence.code)).toEqual([organisation.code, second.code]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
