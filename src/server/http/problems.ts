import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isDatabaseUnavailable, isDataException } from '../core/errors';
import { translate } from '../core/messages';
import { Problem } from '../core/problem';
import { methodsByPath } from './spa';

// The integration API's refusals (decision 0075): RFC 9457 problem details, in English, the language of the
// systems that read them; a bearer refusal also says why in WWW-Authenticate (RFC 6750 §3).

const BEARER_REALM = 'academic-integration';

function sendProblem(reply: FastifyReply, problem: Problem) {
  if (problem.status === 401 || problem.bearerError) {
    const parts = [`realm="${BEARER_REALM}"`];
    if (problem.bearerError) parts.push(`error="${problem.bearerError}"`);
    if (problem.scope) parts.push(`scope="${problem.scope}"`);
    reply.header('www-authenticate', `Bearer ${parts.join(', ')}`);
  }
  if (problem.retryAfterSeconds !== undefined) reply.header('retry-after', String(problem.retryAfterSeconds));
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: problem.title,
      status: problem.status,
      ...(problem.detail === undefined ? {} : { detail: problem.detail }),
    });
}

const titleOf = (status: number) => STATUS_CODES[status] ?? 'Bad Request';

/** The integration API's error handler: nothing a client sends answers 500. */
export function answerProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Problem) return sendProblem(reply, error);
  // A refusal of a hook every route has (an unknown host): its status, in English.
  if (error instanceof AppError && error.status < 500)
    return sendProblem(
      reply,
      new Problem(error.status, titleOf(error.status), translate(error.messageKey, 'en', error.params)),
    );
  if (error.validation)
    return sendProblem(reply, new Problem(400, 'Bad Request', error.message.slice(0, 500)));
  if (isDataException(error)) return sendProblem(reply, new Problem(400, 'Bad Request'));
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return sendProblem(reply, new Problem(503, 'Service Unavailable'));
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500)
    return sendProblem(
      reply,
      new Problem(error.statusCode, titleOf(error.statusCode), error.message.slice(0, 500)),
    );
  request.log.error({ err: error }, 'unexpected error');
  return sendProblem(reply, new Problem(500, 'Internal Server Error'));
}

/**
 * The integration API's unrouted calls, as problems in English rather than the screens' envelope: a path
 * of the API called with a method it does not take is 405 naming those it takes (RFC 9110), else 404.
 */
export function integrationNotFound(app: FastifyInstance) {
  const allowedMethods = methodsByPath(app);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods().get(path);
    if (!allowed)
      return sendProblem(reply, new Problem(404, 'Not Found', 'No resource of this API is at this path'));
    reply.header('allow', allowed);
    return sendProblem(reply, new Problem(405, 'Method Not Allowed', `This path takes ${allowed}`));
  };
}
