import { z } from 'zod';
import { roles } from './access';
import { defineCall, listCall } from './call';
import { smsRowSchema } from './envelope';
import { id, text } from './fields';
import { LOGIN_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';

/** The signed-in user as auth/login and auth/check answer it (SPEC §3 "User session"). */
export const sessionUserSchema = z.object({
  idAvnUser: z.number().int(),
  login: z.string(),
  name: z.string(),
  surname: z.string(),
  /**
   * Beside SPEC's fields: true when the user must choose a new password before anything else
   * (auth/change-password); every other call but check and logout answers 403 until then. Absent otherwise.
   */
  mustChangePassword: z.boolean().optional(),
  /** Beside SPEC's fields (decision 0013): the role and faculty scope, so that the app shows what the user may do. */
  role: z.enum(roles),
  allFaculties: z.boolean(),
  facultyIds: z.array(z.number().int()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

// Login is trimmed on the server; the 2-character minimum is a rule with its own message (SPEC §5),
// so the schema only bounds the size.
export const login = defineCall({
  method: 'POST',
  path: 'auth/login',
  body: z.object({
    login: text(LOGIN_MAX_LENGTH),
    password: text(PASSWORD_MAX_LENGTH),
  }),
  data: sessionUserSchema,
  requiresSession: false,
  failureLimited: true,
  summary: 'Sign in; sets the session cookie',
});

export const check = defineCall({
  method: 'POST',
  path: 'auth/check',
  body: undefined,
  data: sessionUserSchema,
  requiresSession: false,
  summary: 'The session of this cookie, or 401',
});

export const logout = defineCall({
  method: 'GET',
  path: 'auth/logout',
  body: undefined,
  data: z.null(),
  requiresSession: true,
  access: 'own',
  changesState: true,
  summary: 'End the session on the server and clear the cookie',
});

export const logoutEverywhere = defineCall({
  method: 'POST',
  path: 'auth/logout-everywhere',
  body: undefined,
  data: z.null(),
  requiresSession: true,
  access: 'own',
  summary: "End every session of the signed-in user, on every device, and clear this one's cookie",
});

export const userName = listCall('POST', 'auth/user-name', z.object({ fio: z.string() }), {
  body: z.object({ idAvnUser: id() }),
  summary: "A user's full name: one's own, or anyone's for an administrator (403 otherwise)",
});

// Both passwords are trimmed on the server, as at sign-in (SPEC §5); the rules for the new one
// (length, the common-password list, not the login) have their own messages, so the schema only bounds
// the size.
export const changePassword = defineCall({
  method: 'POST',
  path: 'auth/change-password',
  body: z.object({
    currentPassword: text(PASSWORD_MAX_LENGTH),
    newPassword: text(PASSWORD_MAX_LENGTH),
  }),
  data: z.array(smsRowSchema),
  requiresSession: true,
  access: 'own',
  failureLimited: true,
  summary: "Change the signed-in user's own password; ends the user's other sessions",
});
