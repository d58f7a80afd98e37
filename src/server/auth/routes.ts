import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Role } from '../../contract/access';
import {
  changePassword,
  check,
  login,
  logout,
  logoutEverywhere,
  type SessionUser,
  userName,
} from '../../contract/auth';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import { asInstallation, inCallScope } from '../db/university-scope';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall } from '../http/route';
import { SESSION_COOKIE } from '../http/session-cookie';
import type { Services } from '../services';
import { forgetFailures, releaseSignInAttempt, reserveSignInAttempt } from './attempts';
import { changeOwnPassword } from './change-password';
import { NoSlotError } from './hash-slots';
import { mustChangeAtSignIn, mustChangeField } from './must-change-password';
import { hashForUnknownUser, verifyPassword } from './passwords';
import { findUserByLogin, insertSession, userNames } from './queries';
import { normalizeCredentials } from './rules';
import { hashSessionToken, newSessionToken } from './session-token';

/** What auth/login and auth/check answer of the signed-in user (contract/auth.ts sessionUserSchema). */
const sessionAnswer = (user: {
  id: number;
  login: string;
  name: string;
  surname: string;
  mustChangePassword?: boolean | undefined;
  role?: Role | undefined;
  allFaculties?: boolean | undefined;
  facultyIds?: readonly number[] | undefined;
}): SessionUser => ({
  idAvnUser: user.id,
  login: user.login,
  name: user.name,
  surname: user.surname,
  ...mustChangeField(user.mustChangePassword),
  role: user.role ?? 'viewer',
  allFaculties: user.allFaculties ?? false,
  facultyIds: [...(user.facultyIds ?? [])],
});

/** Checks against the dummy hash when the login does not exist, so that the answer takes as long either way. */
const checkPassword = async (password: string, stored: string | undefined) =>
  verifyPassword(password, stored ?? (await hashForUnknownUser()));

export function authRoutes(app: FastifyInstance, { config, database, sessions, lists }: Services) {
  // Sent with the API's calls only: not with the pages, nor to other applications under the same host
  // name (a university's server often carries several beside BASE_PATH).
  const cookieOptions = {
    path: config.apiPrefix,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.cookieSecure ? true : ('auto' as const),
  };
  // Also the cookie that earlier builds set for the whole host (path /), still held by browsers signed in then.
  const clearCookie = (reply: FastifyReply) =>
    reply
      .clearCookie(SESSION_COOKIE, cookieOptions)
      .clearCookie(SESSION_COOKIE, { ...cookieOptions, path: '/' });

  const limits = {
    perLoginAndAddress: config.loginMaxFailures,
    perAddress: config.loginMaxFailuresPerAddress,
    perLogin: config.loginMaxFailuresPerLogin,
    windowMinutes: config.loginFailureWindowMinutes,
  };

  registerCall(app, login, async ({ body, request, reply }) => {
    const credentials = normalizeCredentials(body);
    const address = request.ip;
    const reservation = await reserveSignInAttempt(database, credentials.login, address, limits);
    if ('refused' in reservation)
      throw new AppError('RATE_LIMITED', 'rateLimited', { minutes: limits.windowMinutes });
    // Any university's account may sign in here: the login is found across them (decision 0071).
    const user = await asInstallation(() => findUserByLogin(database, credentials.login));
    const valid = await checkPassword(credentials.password, user?.passwordHash).catch(async (error) => {
      if (!(error instanceof NoSlotError)) throw error;
      await releaseSignInAttempt(database, reservation.attempt);
      throw new AppError('UNAVAILABLE', 'signInBusy');
    });
    if (!user || !valid) {
      clearCookie(reply);
      throw new AppError('UNAUTHENTICATED', 'wrongCredentials');
    }
    // Said only to whoever knows the password: a disabled account is not otherwise told from a wrong one.
    if (user.disabledAt) {
      clearCookie(reply);
      throw new AppError('FORBIDDEN', 'accountDisabled');
    }
    // Known now: the rest is the account's own work, in its university.
    return inCallScope(user, async () => {
      await forgetFailures(database, credentials.login, address);
      const mustChange = await mustChangeAtSignIn(database, config, user, credentials.password);
      // A new token at every sign-in: a token planted before sign-in is worth nothing after it.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.end(hashSessionToken(previous), user.id);
      const token = newSessionToken();
      database.changes.publish(
        await insertSession(database, hashSessionToken(token), user.id, address, config.sessionIdleMinutes),
      );
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      return ok(sessionAnswer({ ...user, mustChangePassword: mustChange }));
    });
  });

  registerCall(app, check, async ({ request, reply }) => {
    const user = request.user;
    if (user) return ok(sessionAnswer(user));
    // A cookie of an ended session: the page opened afresh is told why, once (the cookie goes).
    const token = request.cookies[SESSION_COOKIE];
    if (token) clearCookie(reply);
    throw await sessions.refusal(token);
  });

  registerCall(app, logout, async ({ user, reply, lang }) => {
    await sessions.end(user.tokenHash, user.id);
    clearCookie(reply);
    return ok(null, translate('loggedOut', lang));
  });

  registerCall(app, changePassword, async ({ body, user, request, lang }) =>
    ok(
      await changeOwnPassword({ config, database }, user, body, request.ip),
      translate('passwordChanged', lang),
    ),
  );

  registerCall(app, logoutEverywhere, async ({ user, reply, lang }) => {
    await sessions.endAll(user.id, user.tokenHash);
    clearCookie(reply);
    return ok(null, translate('loggedOutEverywhere', lang));
  });

  registerListCall(app, userName, lists, userNames, ({ body, user }) => {
    if (body.idAvnUser !== user.id && user.role !== 'administrator')
      throw new AppError('FORBIDDEN', 'otherUserName');
    return body.idAvnUser;
  });
}
