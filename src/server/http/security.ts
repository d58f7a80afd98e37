import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The headers of every answer (JSON, assets, errors), computed once. Answers that are not the app's page
 * may run and embed nothing, and a signed-in API's answers are nobody's to keep (static files set their
 * own cache-control). Helmet and a nonce per request were about half the CPU of an API call once the
 * database was out of the way (decision 0009); this is the OWASP set for REST answers.
 */
export const everyAnswer = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
// HSTS only over TLS (directly, or at a trusted proxy): RFC 6797 forbids it on plain HTTP.
const everyAnswerOverTls = {
  ...everyAnswer,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** What only a document uses, added to the app's page with its own policy. */
const pageOnly = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

/** The app's page: scripts and styles of this origin, and Mantine's <style> tags by this nonce (STACK.md). */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? everyAnswerOverTls : everyAnswer);
    // The key to this request's log lines, for a support request about it.
    reply.header('x-request-id', request.id);
    done();
  });
}

/** The app's page headers with a fresh nonce in its policy; answers the nonce for the HTML. */
export function setPageHeaders(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  reply.headers(pageOnly).header('content-security-policy', pagePolicy(nonce));
  return nonce;
}
