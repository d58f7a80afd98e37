import { z } from 'zod';
import { roles, universityRoles } from './access';
import { defineCall, writeCall } from './call';
import { id, optional, plain, required, text } from './fields';
import { LOGIN_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';

// The users screen (decision 0013): administrators list, add and edit accounts, reset passwords, disable and
// enable them, and delete those who never changed anything. Not in SPEC §7: these calls are this
// product's own, under /users/, in the same envelope and sms codes (§8) as the reference lists.

/** At most this many faculties in one editor's scope (a university has far fewer). */
const FACULTY_SCOPE_MAX = 200;

const userRow = z.object({
  idAvnUser: z.number().int(),
  login: z.string(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string(),
  role: z.enum(roles),
  allFaculties: z.boolean(),
  facultyIds: z.array(z.number().int()),
  /** ISO time of the last successful sign-in; null: never signed in. */
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
  /** Must choose a new password at the next sign-in (a new account, a reset password). */
  mustChangePassword: z.boolean(),
  /** False once the user appears in the audit log as the author of a change: such a user is never deleted. */
  deletable: z.boolean(),
  rowVersion: z.number().int(),
});
export type UserRow = z.infer<typeof userRow>;

const saveId = () => z.union([z.literal(-1), id()]);

export const listUsers = defineCall({
  method: 'GET',
  path: 'users/list',
  body: undefined,
  data: z.array(userRow),
  requiresSession: true,
  access: 'administrator',
  summary: 'Every user account, with role, faculty scope, last sign-in and state (administrators)',
});

export const saveUser = writeCall(
  'users/save',
  'administrator',
  z.object({
    idAvnUser: saveId(),
    login: plain(LOGIN_MAX_LENGTH),
    surname: required(NAME_MAX_LENGTH),
    name: required(NAME_MAX_LENGTH),
    patronymic: optional(NAME_MAX_LENGTH),
    role: z.enum(universityRoles),
    /** Editors only: every faculty. Ignored for the other roles. */
    allFaculties: z.boolean().default(false),
    /** Editors only: the faculties of the scope when not all. Ignored for the other roles. */
    facultyIds: z.array(id()).max(FACULTY_SCOPE_MAX).default([]),
    /** The first password of a new account (required then, ignored on an update); changed at first sign-in. */
    password: text(PASSWORD_MAX_LENGTH).optional(),
    rowVersion: z.number().int().positive().max(2_147_483_647).optional(),
  }),
  'Create (idAvnUser -1) or update a user: sms 1, 2, 3 (login taken); 409 when rowVersion is stale or no administrator would remain',
);

export const resetUserPassword = writeCall(
  'users/reset-password',
  'administrator',
  z.object({ idAvnUser: id(), password: text(PASSWORD_MAX_LENGTH) }),
  "Set a user's password, to be changed at the next sign-in; ends the user's sessions: sms 2",
);

export const setUserDisabled = writeCall(
  'users/set-disabled',
  'administrator',
  z.object({ idAvnUser: id(), disabled: z.boolean() }),
  "Disable (ending the user's sessions at once) or enable an account: sms 2; 409 for one's own account or the last administrator",
);

export const deleteUser = writeCall(
  'users/delete',
  'administrator',
  z.object({ idAvnUser: id() }),
  "Delete a user: sms 8, or 6 when the user appears in the audit log; 409 for one's own account",
);
