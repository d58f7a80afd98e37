import type { FastifyInstance } from 'fastify';
import { applyImport, importTemplate, previewImport } from '../../contract/import';
import { translate } from '../core/messages';
import { attachment, exportFileName } from '../export/file-name';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { judgeImport } from './judge';
import { importTables } from './tables';
import { templateWorkbook } from './template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The import of a file into a table (decision 0047): its preview (a dry run, rolled back) and its apply (the
 * same run, committed when its verdicts are the preview's).
 */
export function importRoutes(app: FastifyInstance, services: Services) {
  registerCall(app, previewImport, async ({ body, user, lang }) =>
    ok(await judgeImport(services, user, lang, body)),
  );
  registerCall(app, applyImport, async ({ body, user, lang }) => {
    const { token, ...request } = body;
    const { counts } = await judgeImport(services, user, lang, request, token);
    return ok(counts);
  });
  // Several tables' templates as one workbook (decision 0061): named after the one table, or as a template.
  registerCall(app, importTemplate, async ({ body, lang, reply }) => {
    const [only] = body.tables;
    const single = only !== undefined && body.tables.every((table) => table === only);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: services.config.licence.timeZone }).format(
      new Date(),
    );
    const name = exportFileName(
      single
        ? [importTables[only].exported.title[lang], translate('exportTemplate', lang)]
        : [translate('importTemplateName', lang)],
      day,
      'xlsx',
    );
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', attachment(name))
      .header('cache-control', 'no-store')
      .send(await templateWorkbook(body.tables, lang));
  });
}
