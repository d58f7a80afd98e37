import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusedVerdicts } from '../../contract/licence';
import { AppError } from '../core/errors';
import { type CurrentLicence, type LicenceState, verdictMessages } from './current';

/** The areas a person needs without a valid licence: to sign in and out, to read the licence, the news. */
const OPEN_AREAS = ['auth', 'license', 'wiki'];

/**
 * Refuses every other call that needs a session while the licence is violated, expired or absent (SPEC
 * §4, §8; decision 0023): 403 LICENCE with the verdict's sentence, before the body is read, so nothing
 * changes. Runs after the session guard; the verdict is a memory read (current.ts) but once a minute.
 */
export function registerLicenceGuard(app: FastifyInstance, licence: CurrentLicence, apiPrefix: string) {
  const open = OPEN_AREAS.map((area) => `${apiPrefix}/v1/${area}/`);
  const guarded = (request: FastifyRequest) => {
    if (request.user === undefined || request.is404 === true) return false;
    if (request.routeOptions.config?.requiresSession === false) return false;
    const url = request.routeOptions.url ?? '';
    return !open.some((prefix) => url.startsWith(prefix));
  };
  const refusal = ({ verdict }: LicenceState) => {
    const key = verdictMessages[verdict.verdict];
    return key && refusedVerdicts.includes(verdict.verdict) ? new AppError('LICENCE', key) : undefined;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (!guarded(request)) return done();
    const state = licence.peek();
    if (state) return done(refusal(state));
    licence.get().then(
      (loaded) => done(refusal(loaded)),
      (error: Error) => done(error),
    );
  });
}
