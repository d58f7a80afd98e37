import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayCall } from '../../contract/access';
import { AppError } from '../core/errors';

/**
 * Refuses a call the signed-in user's role does not allow (403 in the request's language), before its
 * body is read: a refused call learns nothing and changes nothing. The rule is the call's own
 * (contract/access.ts); a `faculty` call is further checked on each row it touches (core/scope.ts).
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
