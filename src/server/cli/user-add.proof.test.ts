import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../db/connection';
import { testDatabaseKind } from '../testing/databases';
import { killAll, runScript } from '../testing/processes';

afterAll(killAll);

// The command as a person runs it, on a data folder of its own (the embedded database only: the rules are
// the same whatever the database).
describe.runIf(testDatabaseKind === 'pglite')('user:add and the password rules', () => {
  const environment = { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'aa-user-add-')), 'data') };
  const userAdd = (args: string[], password: string) =>
    runScript('src/server/cli/user-add.ts', args, environment, `${password}\n`);
  const newUser = ['registrar', '--surname', 'Осмонов', '--name', 'Бакыт', '--role', 'viewer'];

  it('refuses a common password, a short one and the login, and creates nothing', async () => {
    for (const [password, message] of [
      ['Password1', 'This password is too common'],
      ['short-1', 'The password must have at least 8 characters'],
      [' Registrar ', 'The password must not be the same as the login'],
    ]) {
      const refused = await userAdd(newUser, password as string);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(message);
    }
    const reset = await userAdd(['registrar', '--reset-password'], 'tulip-Kettle-93');
    expect(reset.output).toContain('There is no user registrar.');
  }, 180_000);

  it('--must-change makes the user choose a new password at the next sign-in; a reset without it clears that', async () => {
    const created = await userAdd([...newUser, '--must-change'], 'tulip-Kettle-93');
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('registrar must choose a new password at the next sign-in.');
    expect(await mustChange()).toBe(true);

    const refused = await userAdd(['registrar', '--reset-password'], 'qwerty123');
    expect(refused.code).toBe(1);
    expect(await mustChange()).toBe(true);

    const reset = await userAdd(['registrar', '--reset-password'], 'Osmonov-Office-7');
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).not.toContain('must choose');
    expect(await mustChange()).toBe(false);
  }, 180_000);

  it('--role is required, --faculty only for editors and only faculties that exist; the account gets both', async () => {
    const editor = ['dean', '--surname', 'Деканова', '--name', 'Айгуль'];
    for (const [args, message] of [
      [[], '--role is required: administrator, editor, viewer.'],
      [['--role', 'dean'], '--role is required'],
      [['--role', 'editor'], 'An editor needs --faculty'],
      [['--role', 'viewer', '--faculty', 'all'], '--faculty is for editors only.'],
      [['--role', 'editor', '--faculty', 'x1'], '--faculty takes a faculty id'],
      [['--role', 'editor', '--faculty', '42'], 'There is no faculty 42.'],
    ] as const) {
      const refused = await userAdd([...editor, ...args], 'tulip-Kettle-93');
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(message);
    }
    expect(await account('dean')).toBeUndefined();

    const created = await userAdd([...editor, '--role', 'editor', '--faculty', 'all'], 'tulip-Kettle-93');
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('The user dean was created (editor).');
    expect(await account('dean')).toEqual({ role: 'editor', all: true, ids: [] });
  }, 180_000);

  async function account(login: string) {
    const database = await openEmbedded(environment.DATA_DIR);
    try {
      const [row] = await database.query<{ role: string; all: boolean; ids: number[] }>(
        'SELECT role, all_faculties AS all, faculty_ids AS ids FROM avn_user WHERE login = $1',
        [login],
      );
      return row;
    } finally {
      await database.close();
    }
  }

  async function mustChange(): Promise<boolean | undefined> {
    const database = await openEmbedded(environment.DATA_DIR);
    try {
      const [row] = await database.query<{ flag: boolean }>(
        "SELECT must_change_password AS flag FROM avn_user WHERE login = 'registrar'",
      );
      return row?.flag;
    } finally {
      await database.close();
    }
  }
});
