import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/**
 * Security headers, with a strict Content-Security-Policy whose nonce changes on every request: Mantine
 * injects <style> tags, and the nonce is how they are allowed without 'unsafe-inline' (STACK.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, { contentSecurityPolicy: false, global: true });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    const nonce = `'nonce-${request.cspNonce}'`;
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' ${nonce}`,
        `style-src 'self' ${nonce}`,
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });
}
