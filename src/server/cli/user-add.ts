import { parseArgs } from 'node:util';
import { LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH } from '../../contract/limits';
import { hashPassword } from '../auth/passwords';
import { findUserByLogin, insertUser, updatePassword } from '../auth/queries';
import { readPassword } from './read-password';
import { withDatabase } from './with-database';

const usage = `Usage:
  npm run user:add -- <login> --surname <surname> --name <name> [--patronymic <patronymic>]
  npm run user:add -- <login> --reset-password
The password is read from standard input (typed without echo, or piped: echo 'secret' | npm run user:add -- …).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    surname: { type: 'string', default: '' },
    name: { type: 'string', default: '' },
    patronymic: { type: 'string', default: '' },
    'reset-password': { type: 'boolean', default: false },
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
  if (password.length < 8) throw new Error('The password must have at least 8 characters.');
  const passwordHash = await hashPassword(password);
  if (existing) {
    await updatePassword(database.orm, login, passwordHash);
    console.log(`The password of ${login} was changed.`);
  } else {
    await insertUser(database.orm, {
      login,
      passwordHash,
      surname: values.surname,
      name: values.name,
      patronymic: values.patronymic,
    });
    console.log(`The user ${login} was created.`);
  }
});
