import { parseArgs } from 'node:util';
import { isMinistryRole, type Role, roles, universityRoles } from '../../contract/access';
import { LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH } from '../../contract/limits';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { findUserByLogin, insertUser, updatePassword } from '../auth/queries';
import { translate } from '../core/messages';
import { rows, sql } from '../db/sql';
import { inUniversity } from '../db/university-scope';
import { readPassword } from './read-password';
import { universityNamed } from './university-named';
import { withDatabase } from './with-database';

const usage = `Usage:
  npm run user:add -- <login> --surname <surname> --name <name> [--patronymic <patronymic>]
                      --role administrator|editor|viewer [--faculty <id> …|--faculty all] [--must-change]
                      [--university <code> | --ministry]
  npm run user:add -- <login> --reset-password [--must-change]
The password is read from standard input (typed without echo, or piped: echo 'secret' | npm run user:add -- …).
At least 8 characters, not the login, not one of the 10,000 most common passwords.
--role: administrator (everything, users included), editor (the faculties given with --faculty, once per
faculty id, or --faculty all, which the shared reference lists need) or viewer (reads only).
--must-change: the user must choose a new password at the next sign-in.
--university: the code of the university the account belongs to (its OKPO, as on the setup screen); needed
when the database holds more than one. The account sees that university's rows alone.
--ministry: an account of the ministry, in no university: --role administrator (adds universities and their
first administrators on the ministry's console) or analyst (reads every university, writes nothing).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    surname: { type: 'string', default: '' },
    name: { type: 'string', default: '' },
    patronymic: { type: 'string', default: '' },
    'reset-password': { type: 'boolean', default: false },
    'must-change': { type: 'boolean', default: false },
    role: { type: 'string' },
    faculty: { type: 'string', multiple: true, default: [] },
    university: { type: 'string' },
    ministry: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const login = positionals[0]?.trim() ?? '';
if (values.help || login.length < LOGIN_MIN_LENGTH || login.length > LOGIN_MAX_LENGTH) {
  console.error(usage);
  process.exit(values.help ? 0 : 1);
}

/** The role and scope of a new account, from --role and --faculty; exits with the usage when they are wrong. */
function accessOf(): { role: Role; allFaculties: boolean; facultyIds: number[] } {
  const ministry = values.ministry;
  const asked =
    ministry && values.role && !values.role.startsWith('ministry_') ? `ministry_${values.role}` : values.role;
  const role = roles.find((name) => name === asked && isMinistryRole(name) === ministry);
  const offered = ministry ? 'administrator, analyst (with --ministry)' : universityRoles.join(', ');
  const faculties = values.faculty;
  const allFaculties = faculties.includes('all');
  const facultyIds = faculties.filter((value) => value !== 'all').map(Number);
  const problem = !role
    ? `--role is required: ${offered}.`
    : ministry && values.university
      ? '--ministry and --university exclude each other: a ministry account belongs to no university.'
      : facultyIds.some((id) => !Number.isSafeInteger(id) || id <= 0)
        ? '--faculty takes a faculty id (a positive whole number) or all.'
        : role !== 'editor' && faculties.length > 0
          ? '--faculty is for editors only.'
          : role === 'editor' && faculties.length === 0
            ? 'An editor needs --faculty <id> (repeatable) or --faculty all.'
            : undefined;
  if (problem || !role) {
    console.error(`${problem}\n\n${usage}`);
    process.exit(1);
  }
  return { role, allFaculties, facultyIds: allFaculties ? [] : [...new Set(facultyIds)] };
}
const access = values['reset-password'] ? undefined : accessOf();

await withDatabase(async (database) => {
  const existing = await findUserByLogin(database, login);
  if (existing && !values['reset-password'])
    throw new Error(`The user ${login} exists already (use --reset-password).`);
  if (!existing && values['reset-password']) throw new Error(`There is no user ${login}.`);
  const password = (await readPassword(`Password for ${login}: `)).trim();
  const problem = passwordProblem(password, login);
  if (problem) throw new Error(`${translate(problem.messageKey, 'en', problem.params)}.`);
  const passwordHash = await hashPassword(password);
  const mustChangePassword = values['must-change'];
  if (existing) {
    await updatePassword(database, login, passwordHash, mustChangePassword);
    console.log(`The password of ${login} was changed.`);
  } else {
    // A ministry account names no university (and needs none to be chosen among several).
    const university = values.ministry ? undefined : await universityNamed(database, values.university);
    // As the server works for that university (decision 0068): its faculties alone, and the account its own.
    await inUniversity(university?.id, async () => {
      const known = await rows(
        database,
        { id: 'integer' },
        sql`SELECT id_faculty AS id FROM faculty WHERE id_faculty = ANY(${sql.param(access?.facultyIds ?? [])}::int[])`,
      );
      const unknown = (access?.facultyIds ?? []).filter((id) => !known.some((row) => row.id === id));
      if (unknown.length > 0)
        throw new Error(
          `There is no faculty ${unknown.join(', ')}${university ? ` in ${university.name}` : ''}.`,
        );
      await insertUser(database, {
        ...access,
        login,
        passwordHash,
        surname: values.surname,
        name: values.name,
        patronymic: values.patronymic,
        mustChangePassword,
      });
    });
    console.log(
      `The user ${login} was created (${access?.role}${values.university && university ? `, ${university.name}` : ''}).`,
    );
  }
  if (mustChangePassword) console.log(`${login} must choose a new password at the next sign-in.`);
});
