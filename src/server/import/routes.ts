import type { FastifyInstance } from 'fastify';
import { applyImport, previewImport } from '../../contract/import';
import { ok } from '../http/envelope';
import { judgeImport } from '../http/import';
import { registerCall, type Services } from '../http/route';

/**
 * The import of a file into a table (issue 29): its preview (a dry run, rolled back) and its apply (the
 * same run, committed when its verdicts are the preview's).
 */
export function importRoutes(app: FastifyInstance, services: Services) {
  registerCall(app, previewImport, async ({ body, user, lang }) =>
    ok(await judgeImport(app, services, user, lang, body)),
  );
  registerCall(app, applyImport, async ({ body, user, lang }) => {
    const { token, ...request } = body;
    const { counts } = await judgeImport(app, services, user, lang, request, token);
    return ok(counts);
  });
}
