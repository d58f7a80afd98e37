import { universityRoles } from '../../../contract/access';
import { NEW_ID } from '../../../contract/limits';
import {
  deleteUser,
  listUsers,
  resetUserPassword,
  saveUser,
  setUserDisabled,
  type UserRow,
} from '../../../contract/users';
import { callApi, SCREEN_HANDLES_FAILURES } from '../../api/client';
import { read } from '../../api/queries';
import { useWrite } from '../../api/write';
import type { ReferenceMutations, SaveRequest } from '../../components/reference-screen/mutations';
import { refreshSession, signedInUserId } from '../../lib/session';

/** The user form's values: names as users/save's payload; the scope counts for editors only. */
export type UserValues = {
  login: string;
  surname: string;
  name: string;
  patronymic: string;
  role: string | null;
  allFaculties: boolean;
  facultyIds: number[];
  /** The first password of a new account (the form asks for it only when adding). */
  password: string;
};

export const userListQuery = () => read(listUsers);

const isRole = (value: string | null): value is (typeof universityRoles)[number] =>
  (universityRoles as readonly (string | null)[]).includes(value);

/** users/save's payload from the form: the scope of an editor only, the password of a new account only. */
function saveBody(row: UserRow | null, values: UserValues) {
  // The form does not submit without a role (it is a required select of the three).
  if (!isRole(values.role)) throw new Error('users/save needs a role');
  const editor = values.role === 'editor';
  return {
    idAvnUser: row?.idAvnUser ?? NEW_ID,
    rowVersion: row?.rowVersion,
    login: values.login,
    surname: values.surname,
    name: values.name,
    patronymic: values.patronymic,
    role: values.role,
    allFaculties: editor && values.allFaculties,
    facultyIds: editor && !values.allFaculties ? values.facultyIds : [],
    password: row === null ? values.password : undefined,
  };
}

/** users/save (sms 1, 2, 3 login taken) and users/delete (sms 8, 6 audited); the screen toasts them. */
export const useUserMutations = (): ReferenceMutations<UserRow, UserValues> => ({
  save: useWrite(
    saveUser,
    async ({ row, values }: SaveRequest<UserRow, UserValues>) => {
      const answer = await callApi(saveUser, saveBody(row, values), SCREEN_HANDLES_FAILURES);
      // One's own new role or scope shows in the menus and buttons at once, not at the next sign-in.
      if (row && row.idAvnUser === signedInUserId()) await refreshSession();
      return answer;
    },
    { silent: true },
  ),
  remove: useWrite(
    deleteUser,
    (row: UserRow) => callApi(deleteUser, { idAvnUser: row.idAvnUser }, SCREEN_HANDLES_FAILURES),
    { silent: true },
  ),
});

/** A new password for a user (changed at the next sign-in) and disable/enable; the screen toasts them. */
export const useUserAccountMutations = () => ({
  resetPassword: useWrite(
    resetUserPassword,
    (body: { idAvnUser: number; password: string }) => callApi(resetUserPassword, body),
    { silent: true },
  ),
  setDisabled: useWrite(
    setUserDisabled,
    (body: { idAvnUser: number; disabled: boolean }) => callApi(setUserDisabled, body),
    { silent: true },
  ),
});

/** The rules of the users calls (administrators only). */
export const userAccess = { save: saveUser, remove: deleteUser };

/** "Surname Name Patronymic", as the history and the audit screen name an author too. */
export { fullNameOf } from '../../components/history/author';
