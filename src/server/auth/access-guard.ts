import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayCall, mayWriteFaculty, type Permissions } from '../../contract/access';
import { AppError } from '../http/errors';

/**
 * Refuses a call the signed-in user's role does not allow (403 in the request's language), before its
 * body is read: a refused call learns nothing and changes nothing. The rule is the call's own
 * (contract/access.ts); a `faculty` call is further checked on each row it touches (assertFacultyInScope).
 * Runs after the session guard, on every request, without a promise.
 */
export function registerAccessGuard(app: FastifyInstance) {
  const refused = (request: FastifyRequest) =>
    request.user !== undefined &&
    request.is404 !== true &&
    request.routeOptions.config?.requiresSession !== false &&
    !mayCall(request.user, request.routeOptions.config?.access);
  app.addHook('onRequest', (request, _reply, done) => {
    done(refused(request) ? new AppError('FORBIDDEN', 'forbiddenRole') : undefined);
  });
}

/** Inside a write: refuses (403, the transaction rolls back) a row of a faculty outside the user's scope. */
export function assertFacultyInScope(user: Permissions, facultyId: number | null | undefined) {
  if (facultyId === null || facultyId === undefined) return;
  if (!mayWriteFaculty(user, facultyId)) throw new AppError('FORBIDDEN', 'outsideScope');
}
