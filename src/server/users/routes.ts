import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/users';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { deleteAccount, resetPassword, saveAccount, setAccountDisabled } from './accounts';
import { usersList } from './queries';

/** The users screen's calls (decision 0013): administrators only, by their declared rule. */
export function usersRoutes(app: FastifyInstance, { database, lists, saves }: Services) {
  registerListCall(app, calls.listUsers, lists, usersList);
  registerCall(app, calls.saveUser, async ({ body, user }) => ok(await saveAccount(database, user.id, body)));
  // A restore sets an account's names, role and scope back as the form does; its state and password not.
  saves.registerRestoringSave('avn_user', {
    save: calls.saveUser,
    id: 'idAvnUser',
    fields: {
      login: 'login',
      surname: 'surname',
      name: 'name',
      patronymic: 'patronymic',
      role: 'role',
      all_faculties: 'allFaculties',
      faculty_ids: 'facultyIds',
    },
    write: (user, body) => saveAccount(database, user.id, body),
  });
  registerCall(app, calls.resetUserPassword, async ({ body, user }) =>
    ok(await resetPassword(database, user.id, body)),
  );
  registerCall(app, calls.setUserDisabled, async ({ body, user }) =>
    ok(await setAccountDisabled(database, user.id, body)),
  );
  registerCall(app, calls.deleteUser, async ({ body, user }) =>
    ok(await deleteAccount(database, user.id, body.idAvnUser)),
  );
}
