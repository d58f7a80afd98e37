import { parseArgs } from 'node:util';
import { LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH } from '../../contract/limits';
import { passwordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { findUserByLogin, insertUser, updatePassword } from '../auth/queries';
import { translate } from '../http/messages';
import { readPassword } from './read-password';
import { withDatabase } from './with-database';

const usage = `Usage:
  npm run user:add -- <login> --surname <surname> --name <name> [--patronymic <patronymic>] [--must-change]
  npm run user:add -- <login> --reset-password [--must-change]
The password is read from standard input (typed without echo, or piped: echo 'secret' | npm run user:add -- …).
At least 8 characters, not the login, not one of the 10,000 most common passwords.
--must-change: the user must choose a new password at the next sign-in.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    surname: { type: 'string', default: '' },
    name: { type: 'string', default: '' },
    patronymic: { type: 'string', default: '' },
    'reset-password': { type: 'boolean', default: false },
    'must-change': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const login = positionals[0]?.trim() ?? '';
if (values.help || login.length < LOGIN_MIN_LENGTH || login.length > LOGIN_MAX_LENGTH) {
  console.error(usage);
  process.exit(values.help ? 0 : 1);
}

await withDatabase(async (database) => {
  const existing = await findUserByLogin(database.orm, login);
  if (existing && !values['reset-password'])
    throw new Error(`The user ${login} exists already (use --reset-password).`);
  if (!existing && values['reset-password']) throw new Error(`There is no user ${login}.`);
  const password = (await readPassword(`Password for ${login}: `)).trim();
  const problem = passwordProblem(password, login);
  if (problem) throw new Error(`${translate(problem.messageKey, 'en', problem.params)}.`);
  const passwordHash = await hashPassword(password);
  const mustChangePassword = values['must-change'];
  if (existing) {
    await updatePassword(database.orm, login, passwordHash, mustChangePassword);
    console.log(`The password of ${login} was changed.`);
  } else {
    await insertUser(database.orm, {
      login,
      passwordHash,
      surname: values.surname,
      name: values.name,
      patronymic: values.patronymic,
      mustChangePassword,
    });
    console.log(`The user ${login} was created.`);
  }
  if (mustChangePassword) console.log(`${login} must choose a new password at the next sign-in.`);
});
