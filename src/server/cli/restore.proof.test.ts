import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openEmbedded, openServer } from '../db/connection';
import { migrate, readMigrations } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { fingerprint } from '../testing/checksum';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from '../testing/databases';
import { INSERT_INTEGRATION_CLIENT } from '../testing/integration-rows';
import { installTestLicence } from '../testing/licence';
import { killAll, runScript } from '../testing/processes';
import { describeSchema } from '../testing/schema';
import { addLookAlikeUniversity } from '../testing/second-university';
import { type Manifest, seal } from './backup-file/seal';

afterAll(killAll);

// db:backup and db:restore as a person runs them, on real databases: the embedded one always, a PostgreSQL
// server too under `npm run test:pg`, and the move from the first to the second.

const root = await mkdtemp(join(tmpdir(), 'aa-restore-'));
afterAll(() => rm(root, { recursive: true, force: true }));

type Environment = Record<string, string>;
const backup = (environment: Environment, file: string) =>
  runScript('src/server/cli/backup.ts', ['--out', file], { BACKUP_KEY: '', ...environment });
const restore = (environment: Environment, file: string, ...flags: string[]) =>
  runScript('src/server/cli/restore.ts', ['--file', file, ...flags], { BACKUP_KEY: '', ...environment });

/** What a dump must carry unchanged: Kyrgyz letters, quotes, a ';', dollar quotes, comment marks, \r, psql's \. */
const awkwardText = [
  'Ңөү Өмүрбекова Айгүл; \'quoted\' "double" $$ $body$ -- no comment /* nor this */',
  "back\\slash E'\\x' \ttab\r",
  '\\.',
  'last line',
].join('\n');

/** A few writes of our own on top of the demo data: a user through the command, texts through SQL. */
async function addWrites(environment: Environment, database: () => Promise<Database>) {
  const added = await runScript(
    'src/server/cli/user-add.ts',
    ['aigul', '--surname', 'Өмүрбекова', '--name', 'Айгүл', '--patronymic', 'Ңурбековна', '--role', 'viewer'],
    environment,
    'Жаңы-сырсөз-7\n',
  );
  expect(added.code, added.output).toBe(0);
  const opened = await database();
  try {
    await opened.query('INSERT INTO ministry (name, name_kg, name_en) VALUES ($1, $2, $3)', [
      awkwardText,
      'Билим берүү жана илим министрлиги',
      'Ministry',
    ]);
    await opened.query(
      'INSERT INTO wiki_news (questions, questions_kg, url, important) VALUES ($1, $2, $3, true)',
      ['Жаңылык: окуу жылы башталды', awkwardText, 'https://example.kg/жаңылыктар?a=1;b=2'],
    );
    // Rows in the tables the demo leaves empty: a session, one ended on every device, a sign-in, a failed
    // one, a read mark.
    await opened.query(
      `WITH aigul AS (SELECT id_avn_user AS id FROM avn_user WHERE login = 'aigul'),
            news AS (SELECT max(id_question_answer) AS id FROM wiki_news),
            session AS (INSERT INTO user_session (token_hash, id_avn_user, address) SELECT 'restore-test', id, '10.0.0.1' FROM aigul),
            ended AS (INSERT INTO ended_session (token_hash, id_avn_user) SELECT 'restore-test-ended', id FROM aigul),
            signed AS (INSERT INTO user_sign_in (id_avn_user) SELECT id FROM aigul),
            failed AS (INSERT INTO login_failure (login, address) VALUES ('Айгүл', '10.0.0.2'))
       INSERT INTO wiki_news_read (id_avn_user, id_wiki) SELECT aigul.id, news.id FROM aigul, news`,
    );
    // An integration client with its secret and a token (migration 0031).
    await opened.query(INSERT_INTEGRATION_CLIENT);
    // A second university, whose rows are numbered from sequences of its own (migration 0030).
    await addLookAlikeUniversity(opened);
  } finally {
    await opened.close();
  }
}

/** Row count and md5 of every table, in one time zone (a server's may differ from PGlite's). */
async function rowsOf(database: Database): Promise<Record<string, string>> {
  try {
    if (database.kind === 'pglite') await database.query("SET TimeZone = 'UTC'");
    return await fingerprint(database);
  } finally {
    await database.close();
  }
}
const inUtc = (url: string) => `${url}?options=${encodeURIComponent('-c TimeZone=UTC')}`;
const embeddedRows = async (dir: string) => rowsOf(await openEmbedded(dir));
const serverRows = async (url: string) => rowsOf(await openServer(inUtc(url), 2));
const rowCount = (rows: Record<string, string>) =>
  Object.values(rows).reduce((sum, row) => sum + Number(row.split(':')[0]), 0);
/** Every sequence's value: a restore continues each university's numbering where the backup left it. */
async function sequenceValues(database: Database): Promise<Record<string, string>> {
  try {
    const rows = await database.query<{ name: string; value: string }>(
      "SELECT sequencename AS name, coalesce(last_value::text, '') AS value FROM pg_sequences WHERE schemaname = 'public'",
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  } finally {
    await database.close();
  }
}
/** The schema the restore built, to compare with the one the migrations made in the source. */
async function schemaOf(opening: Promise<Database>): Promise<string[]> {
  const database = await opening;
  try {
    return await describeSchema(database);
  } finally {
    await database.close();
  }
}

async function tableCount(database: Database): Promise<number> {
  try {
    const [row] = await database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return row?.count ?? -1;
  } finally {
    await database.close();
  }
}
/** Tables in a data folder; a folder without a database has none. */
const embeddedTables = async (dir: string) =>
  existsSync(join(dir, 'PG_VERSION')) ? tableCount(await openEmbedded(dir)) : 0;
const serverTables = async (url: string) => tableCount(await openServer(url, 1));

// Tampered copies of a real backup, as someone who can write to a backup but does not know BACKUP_KEY makes
// them: each edit, then the seal recomputed (a new checksum; the manifest as it was, or made to match).
const SEAL = /-- academic-admin backup 1 (.*)\n-- sha256 [0-9a-f]{64}\n(?:-- hmac-sha256 [0-9a-f]{64}\n)?$/;
const END = '--\n-- PostgreSQL database dump complete';
const before = (dump: string, mark: string, text: string) => {
  const at = dump.indexOf(mark);
  expect(at).toBeGreaterThan(0);
  return dump.slice(0, at) + text + dump.slice(at);
};
/** A table's rows: its INSERTs (an embedded backup) or its COPY block (a server's). */
const dataOf = (dump: string, table: string) => {
  const found = new RegExp(
    `\\nINSERT INTO public\\.${table} VALUES[\\s\\S]*?\\);\\n|\\nCOPY public\\.${table} \\([^\\n]*\\n[\\s\\S]*?\\n\\\\\\.\\n`,
  ).exec(dump);
  expect(found).not.toBeNull();
  return (found as RegExpExecArray)[0];
};

interface Tampering {
  name: string;
  edit: (dump: string) => string;
  /** The attacker's manifest: the original one unless given. */
  manifest?: (manifest: Manifest) => void;
  /** Keep the original seal: the edit without a new checksum. */
  unsealed?: boolean;
  reason: RegExp;
}

const marker = (name: string) => join(root, `ran-${name}`);
const tamperings: Tampering[] = [
  {
    name: 'a psql shell command',
    edit: (dump) => before(dump, '-- Data for Name:', `\\! id > ${marker('shell')}\n`),
    reason:
      /^Line \d+ of .* is a psql command that db:backup never writes \("\\! id > .*ran-shell"\); nothing was changed\.\n$/,
  },
  {
    name: 'COPY … TO PROGRAM',
    edit: (dump) =>
      before(dump, '-- Data for Name:', `COPY (SELECT 'x') TO PROGRAM 'id > ${marker('program')}';\n`),
    reason: /^Line \d+ of .* holds a statement that db:backup never writes \("COPY \(SELECT 'x'\) TO PROGRAM/,
  },
  {
    name: 'an extra DROP TABLE',
    edit: (dump) => before(dump, END, 'DROP TABLE public.avn_user;\n\n'),
    reason:
      /^Line \d+ of .* holds a statement that db:backup never writes \("DROP TABLE public\.avn_user;"\)/,
  },
  {
    name: 'a cut at a statement boundary with its end put back',
    edit: (dump) =>
      dump.slice(0, dump.indexOf('--\n-- Data for Name: study_group')) + dump.slice(dump.indexOf(END)),
    reason:
      /^.* does not hold what its manifest lists \(tables, rows or migration differ\); nothing was changed\.\n$/,
  },
  {
    name: 'the same cut with a manifest made to match',
    edit: (dump) =>
      dump.slice(0, dump.indexOf('--\n-- Data for Name: study_group')) + dump.slice(dump.indexOf(END)),
    manifest: (manifest) => {
      let after = false;
      for (const table of Object.keys(manifest.tables).sort()) {
        after ||= table === 'study_group';
        if (after) manifest.tables[table] = 0;
      }
    },
    reason:
      /^The restore failed and nothing was changed: the backup's sequences \(.*\) are not those this release's migrations up to \d{4}_\w+ make/,
  },
  {
    name: 'a row that breaks a key, with a manifest made to match (refused after most rows are in)',
    edit: (dump) => before(dump, '--\n-- Data for Name: wiki_news_read', dataOf(dump, 'ministry')),
    manifest: (manifest) => {
      manifest.tables.ministry = 2 * (manifest.tables.ministry as number);
    },
    reason:
      /^The restore failed and nothing was changed: the rows of ministry at line \d+: duplicate key value/,
  },
  {
    name: 'an extra statement without a new checksum',
    edit: (dump) => before(dump, END, 'DROP TABLE public.avn_user;\n\n'),
    unsealed: true,
    reason:
      /^.* is damaged or was changed after it was written \(its checksum does not match\); nothing was changed\.\n$/,
  },
];

/** The backup with the edit, sealed anew (checksum only: the attacker has no key) or keeping its old seal. */
async function tampered(file: string, tampering: Tampering, index: number): Promise<string> {
  const text = await readFile(file, 'utf8');
  const found = SEAL.exec(text) as RegExpExecArray;
  expect(found).not.toBeNull();
  const dump = text.slice(0, found.index);
  const copy = `${file}.tampered-${index}`;
  if (tampering.unsealed) {
    await writeFile(copy, tampering.edit(dump) + found[0]);
    return copy;
  }
  const manifest = JSON.parse(found[1] as string) as Manifest;
  tampering.manifest?.(manifest);
  await writeFile(copy, tampering.edit(dump));
  await seal(copy, manifest, undefined);
  return copy;
}

// Decision 0030 (sequences): the directions' sequence set back below the table's ids, the checksum recomputed. It restored,
// said so, and every new direction was then refused as a duplicate. The restore now raises each sequence
// to follow its column's largest value, and says so (decision 0030).
const SEQUENCE_SET = /SELECT pg_catalog\.setval\('public\.direction_id_direction_seq', (\d+), true\);/;
const sequenceBehind: Tampering = {
  name: "the directions' sequence behind their ids",
  edit: (dump) => {
    expect(Number(SEQUENCE_SET.exec(dump)?.[1])).toBeGreaterThan(2);
    return dump.replace(
      SEQUENCE_SET,
      "SELECT pg_catalog.setval('public.direction_id_direction_seq', 1, true);",
    );
  },
  reason: /^$/,
};

/**
 * Restores the copy with the directions' sequence behind into an empty target: it says which sequence it
 * raised, every row is the backup's, and a new direction (its number from the sequence, as every create
 * takes one) is saved.
 */
async function expectSequenceRaised(
  environment: Environment,
  file: string,
  rows: Record<string, string>,
  open: () => Promise<Database>,
) {
  const restored = await restore(environment, await tampered(file, sequenceBehind, 99));
  expect(restored.code, restored.output).toBe(0);
  const said =
    /The sequence direction_id_direction_seq would have given 2 next, though direction\.id_direction already holds (\d+): it was set to continue after \1\.\n/.exec(
      restored.output,
    );
  expect(said, restored.output).not.toBeNull();
  expect(restored.output.match(/^The sequence /gm)).toHaveLength(1);
  expect(await rowsOf(await open())).toEqual(rows);
  const database = await open();
  try {
    const [created] = await database.query<{ id: number }>(
      "INSERT INTO direction (code, direction) VALUES ('999451', 'Направление после восстановления') RETURNING id_direction AS id",
    );
    expect(created?.id).toBe(Number(said?.[1]) + 1);
  } finally {
    await database.close();
  }
}

/** Each tampered copy is refused with its reason, runs nothing, and leaves the empty target empty. */
async function expectTamperedRefused(environment: Environment, file: string, tables: () => Promise<number>) {
  for (const [index, tampering] of tamperings.entries()) {
    const refused = await restore(environment, await tampered(file, tampering, index));
    expect(refused.code, `${tampering.name}: ${refused.output}`).toBe(1);
    expect(refused.output, tampering.name).toMatch(tampering.reason);
    expect(await tables(), tampering.name).toBe(0);
  }
  expect(existsSync(marker('shell'))).toBe(false);
  expect(existsSync(marker('program'))).toBe(false);
}

const expectOwnerOnly = async (file: string) => {
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect((await stat(join(file, '..'))).mode & 0o777).toBe(0o700);
};

/** The embedded source's dump and rows, for the move to a PostgreSQL server below. */
const embedded = {
  backupFile: join(root, 'backups', 'embedded', 'backup.sql'),
  rows: {} as Record<string, string>,
};

describe('db:backup and db:restore on the embedded database', () => {
  const source = { DATA_DIR: join(root, 'source') };
  const target = { DATA_DIR: join(root, 'target') };

  beforeAll(async () => {
    if (testDatabaseKind === 'pglite') {
      await cp(inject('databaseTemplate'), source.DATA_DIR, { recursive: true });
    } else {
      const database = await openEmbedded(source.DATA_DIR);
      try {
        await migrate(database);
        await seedDemoData(database);
        await installTestLicence(database);
      } finally {
        await database.close();
      }
    }
    await addWrites(source, () => openEmbedded(source.DATA_DIR));
  });

  it('db:backup writes a dump only its owner can read', async () => {
    const written = await backup(source, embedded.backupFile);
    expect(written.code, written.output).toBe(0);
    expect(written.output).toContain(`Backup written: ${embedded.backupFile}`);
    await expectOwnerOnly(embedded.backupFile);
    embedded.rows = await embeddedRows(source.DATA_DIR);
    expect(JSON.stringify(embedded.rows)).not.toContain(':null'); // the demo and our writes fill every table
  }, 180_000);

  it('refuses every tampered copy, runs nothing of it, and the target stays empty', async () => {
    await expectTamperedRefused(target, embedded.backupFile, () => embeddedTables(target.DATA_DIR));
  }, 180_000);

  it('a resealed copy whose sequence is behind its table restores with the sequence raised, and says so', async () => {
    const raised = { DATA_DIR: join(root, 'sequence-raised') };
    await expectSequenceRaised(raised, embedded.backupFile, embedded.rows, () =>
      openEmbedded(raised.DATA_DIR),
    );
  }, 240_000);

  it('brings an older backup up to date with the migrations', async () => {
    const old = { DATA_DIR: join(root, 'old') };
    const upgraded = { DATA_DIR: join(root, 'upgraded') };
    const migrations = await readMigrations();
    const database = await openEmbedded(old.DATA_DIR);
    await migrate(database, migrations.slice(0, -1)).finally(() => database.close());
    const oldFile = join(root, 'backups', 'embedded', 'old.sql');
    expect((await backup(old, oldFile)).code).toBe(0);

    const restored = await restore(upgraded, oldFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Applied: ${migrations.at(-1)?.version}`);
  }, 180_000);

  it('restores every row of every table into an empty database, and will not restore over it', async () => {
    const restored = await restore(target, embedded.backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(
      `was restored from ${embedded.backupFile}: ${rowCount(embedded.rows)} rows in ${Object.keys(embedded.rows).length} tables, each table's count checked.\nIts checksum was verified (it is not signed`,
    );
    expect(restored.output).toContain('The database is up to date.');
    expect(await embeddedRows(target.DATA_DIR)).toEqual(embedded.rows);
    expect(await schemaOf(openEmbedded(target.DATA_DIR))).toEqual(
      await schemaOf(openEmbedded(source.DATA_DIR)),
    );

    const refused = await restore(target, embedded.backupFile);
    expect(refused.code).toBe(1);
    expect(refused.output).toBe(
      `The embedded database in ${target.DATA_DIR} is not empty (it has ${Object.keys(embedded.rows).length} tables): db:restore only fills an empty database, and nothing was changed.\n`,
    );
    expect(await embeddedRows(target.DATA_DIR)).toEqual(embedded.rows);
  }, 180_000);

  it('with BACKUP_KEY: a signed backup restores; a changed one, a wrong key or a missing signature is refused', async () => {
    const key = { BACKUP_KEY: 'k'.repeat(24) + randomBytes(12).toString('base64url') };
    const signedFile = join(root, 'backups', 'embedded', 'signed.sql');
    const signed = await backup({ ...source, ...key }, signedFile);
    expect(signed.code, signed.output).toBe(0);
    const text = await readFile(signedFile, 'utf8');
    const found = SEAL.exec(text) as RegExpExecArray;
    const [, manifestJson] = found;
    const hmacLine = /-- hmac-sha256 [0-9a-f]{64}\n$/.exec(text)?.[0] as string;
    expect(hmacLine).toBeDefined();
    // The administrator's password hash swapped for one the attacker knows, the checksum recomputed.
    const [hash] = /scrypt\$[^']+/.exec(text) as RegExpExecArray;
    const swapped = text
      .slice(0, found.index)
      .replace(hash, `scrypt$16384$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`);
    const manifestLine = `-- academic-admin backup 1 ${manifestJson}\n`;
    const checksum = createHash('sha256')
      .update(swapped + manifestLine)
      .digest('hex');
    const forged = { kept: `${signedFile}.kept-signature`, dropped: `${signedFile}.no-signature` };
    await writeFile(forged.kept, `${swapped}${manifestLine}-- sha256 ${checksum}\n${hmacLine}`);
    await writeFile(forged.dropped, `${swapped}${manifestLine}-- sha256 ${checksum}\n`);
    const target = { DATA_DIR: join(root, 'signed-target'), ...key };
    const cases: Array<[string, Environment, RegExp]> = [
      [forged.kept, target, /its signature does not match\); nothing was changed\.\n$/],
      [
        forged.dropped,
        target,
        /is not signed, and BACKUP_KEY is set: only a backup written under that key is restored/,
      ],
      [
        signedFile,
        { ...target, BACKUP_KEY: 'w'.repeat(40) },
        /its signature does not match\); nothing was changed\.\n$/,
      ],
    ];
    for (const [file, environment, reason] of cases) {
      const refused = await restore(environment, file);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toMatch(reason);
      expect(existsSync(target.DATA_DIR)).toBe(false);
    }
    const restored = await restore(target, signedFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('Its checksum and its signature under BACKUP_KEY were verified.');
  }, 240_000);

  it("a backup without a seal (an earlier release's) restores only with --unverified, and only if whole", async () => {
    const text = await readFile(embedded.backupFile, 'utf8');
    const plain = text.slice(0, (SEAL.exec(text) as RegExpExecArray).index);
    const files = { plain: `${embedded.backupFile}.plain`, cut: `${embedded.backupFile}.plain-cut` };
    await writeFile(files.plain, plain);
    await writeFile(files.cut, plain.slice(0, Math.floor(plain.length * 0.6)));
    const target = { DATA_DIR: join(root, 'unsealed-target') };
    const refusals: Array<[string, string[], RegExp]> = [
      [
        files.plain,
        [],
        /has no seal \(checksum and manifest\).*To restore it anyway, add --unverified; nothing was changed\.\n$/,
      ],
      [
        files.cut,
        ['--unverified'],
        /is incomplete \(its end is missing, so it was cut short\); nothing was changed\.\n$/,
      ],
    ];
    for (const [file, flags, reason] of refusals) {
      const refused = await restore(target, file, ...flags);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toMatch(reason);
      expect(existsSync(target.DATA_DIR)).toBe(false);
    }
    const restored = await restore(target, files.plain, '--unverified');
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(
      'It has no seal: nothing tells whether it was changed since it was written',
    );
    expect(await embeddedRows(target.DATA_DIR)).toEqual(embedded.rows);
  }, 240_000);
});

describe.runIf(testDatabaseKind === 'postgres')('db:backup and db:restore on a PostgreSQL server', () => {
  const admin = new pg.Client({ connectionString: serverAdminUrl });
  const prefix = `aa_test_restore_${process.pid}`;
  const made: string[] = [];
  const newDatabase = async (suffix: string, template?: string) => {
    const name = `${prefix}_${suffix}`;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    made.push(name);
    return { DATABASE_URL: databaseUrl(name) };
  };
  beforeAll(() => admin.connect());
  afterAll(async () => {
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const backupFile = join(root, 'backups', 'server', 'backup.sql');
  let sourceRows: Record<string, string> = {};
  let sourceSchema: string[] = [];
  let sourceSequences: Record<string, string> = {};

  it('db:backup (pg_dump) writes a dump only its owner can read; a bad copy leaves an empty database empty', async () => {
    const source = await newDatabase('source', inject('databaseTemplate'));
    await addWrites(source, () => openServer(source.DATABASE_URL, 1));
    const written = await backup(source, backupFile);
    expect(written.code, written.output).toBe(0);
    await expectOwnerOnly(backupFile);
    sourceRows = await serverRows(source.DATABASE_URL);
    sourceSchema = await schemaOf(openServer(source.DATABASE_URL, 1));
    sourceSequences = await sequenceValues(await openServer(source.DATABASE_URL, 1));

    const target = await newDatabase('bad');
    await expectTamperedRefused(target, backupFile, () => serverTables(target.DATABASE_URL));
  }, 180_000);

  it('restores every row of every table into an empty database, and will not restore over it', async () => {
    const target = await newDatabase('target');
    const restored = await restore(target, backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(await serverRows(target.DATABASE_URL)).toEqual(sourceRows);
    expect(await schemaOf(openServer(target.DATABASE_URL, 1))).toEqual(sourceSchema);
    expect(await sequenceValues(await openServer(target.DATABASE_URL, 1))).toEqual(sourceSequences);

    const refused = await restore(target, backupFile);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `The database ${prefix}_target on ${new URL(serverAdminUrl).host} is not empty (it has`,
    );
    expect(await serverRows(target.DATABASE_URL)).toEqual(sourceRows);
  }, 180_000);

  it('a resealed copy whose sequence is behind its table restores with the sequence raised, and says so', async () => {
    const target = await newDatabase('sequence_raised');
    await expectSequenceRaised(target, backupFile, sourceRows, () =>
      openServer(inUtc(target.DATABASE_URL), 1),
    );
  }, 240_000);

  it('moves the embedded database to the server: its dump restores there with every row', async () => {
    const target = await newDatabase('moved');
    const restored = await restore(target, embedded.backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(await serverRows(target.DATABASE_URL)).toEqual(embedded.rows);
    expect(await schemaOf(openServer(target.DATABASE_URL, 1))).toEqual(sourceSchema);
  }, 180_000);

  it("restores the server's dump into a new embedded database (COPY rows)", async () => {
    const target = { DATA_DIR: join(root, 'from-server') };
    const restored = await restore(target, backupFile);
    expect(restored.code, restored.output).toBe(0);
    expect(await embeddedRows(target.DATA_DIR)).toEqual(sourceRows);
  }, 180_000);

  it('brings an older backup up to date with the migrations', async () => {
    const migrations = await readMigrations();
    const old = await newDatabase('old');
    const database = await openServer(old.DATABASE_URL, 1);
    await migrate(database, migrations.slice(0, -1)).finally(() => database.close());
    const oldFile = join(root, 'backups', 'server', 'old.sql');
    expect((await backup(old, oldFile)).code).toBe(0);

    const target = await newDatabase('upgraded');
    const restored = await restore(target, oldFile);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Applied: ${migrations.at(-1)?.version}`);
  }, 180_000);
});
