import type { FastifyInstance, FastifyReply } from 'fastify';
import { check, login, logout, userName } from '../../contract/auth';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { registerListCall } from '../http/list-answers';
import { translate } from '../http/messages';
import { registerCall, type Services } from '../http/route';
import { hashForUnknownUser, verifyPassword } from './passwords';
import {
  clearFailures,
  countRecentFailures,
  findUserByLogin,
  insertSession,
  recordFailure,
  userNames,
} from './queries';
import { assertBelowFailureLimit, normalizeCredentials } from './rules';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from './session-token';

export function authRoutes(app: FastifyInstance, { config, database, sessions, lists }: Services) {
  const orm = database.orm;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.cookieSecure ? true : ('auto' as const),
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  registerCall(app, login, async ({ body, request, reply }) => {
    const credentials = normalizeCredentials(body);
    const address = request.ip;
    const window = config.loginFailureWindowMinutes;
    assertBelowFailureLimit(
      await countRecentFailures(orm, credentials.login, address, window),
      config.loginMaxFailures,
      window,
    );
    const user = await findUserByLogin(orm, credentials.login);
    const valid = await verifyPassword(
      credentials.password,
      user?.passwordHash ?? (await hashForUnknownUser()),
    );
    if (!user || !valid) {
      await recordFailure(orm, credentials.login, address, window);
      clearCookie(reply);
      throw new AppError('UNAUTHENTICATED', 'wrongCredentials');
    }
    await clearFailures(orm, credentials.login, address);
    // A new token at every sign-in: a token planted before sign-in is worth nothing after it.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.end(hashSessionToken(previous), user.id);
    const token = newSessionToken();
    await insertSession(orm, hashSessionToken(token), user.id, address, config.sessionIdleMinutes);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return ok({ idAvnUser: user.id, login: user.login, name: user.name, surname: user.surname });
  });

  registerCall(app, check, async ({ request }) => {
    const user = request.user;
    if (!user) throw new AppError('UNAUTHENTICATED', 'unauthenticated');
    return ok({ idAvnUser: user.id, login: user.login, name: user.name, surname: user.surname });
  });

  registerCall(app, logout, async ({ user, reply, lang }) => {
    await sessions.end(user.tokenHash, user.id);
    clearCookie(reply);
    return ok(null, translate('loggedOut', lang));
  });

  registerListCall(app, userName, lists, userNames, ({ body }) => body.idAvnUser);
}
