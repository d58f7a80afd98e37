import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/documents';
import { forReads } from '../db/replica';
import { attachment, exportFileName } from '../export/file-name';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { buildDocument } from './build';
import { pdfDefinition } from './pdf-layout';
import { PdfRenderer } from './pdf-renderer';

/** Today on the university's clock (yyyy-mm-dd): the day a document is made and named by. */
const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * The printed documents (decision 0049): a document as data for the print view, and the same document as a
 * PDF written on the renderer's thread. Both read as the screens read, in the request's language.
 */
export function documentsRoutes(app: FastifyInstance, { database, config }: Services) {
  const renderer = new PdfRenderer();
  app.addHook('onClose', async () => renderer.close());
  const contextOf = async (
    user: Parameters<typeof buildDocument>[0]['user'],
    lang: Parameters<typeof buildDocument>[0]['lang'],
  ) => {
    const timeZone = config.licence.timeZone;
    // From the replica where there is one, once it holds every commit before the document (db/replica.ts).
    return { database: await forReads(database), lang, user, timeZone, today: today(timeZone) };
  };

  registerCall(app, calls.documentView, async ({ body, user, lang }) =>
    ok(await buildDocument(await contextOf(user, lang), body)),
  );

  registerCall(app, calls.documentPdf, async ({ body, user, lang, reply }) => {
    const document = await buildDocument(await contextOf(user, lang), body);
    const pdf = await renderer.render(pdfDefinition(document, lang), document.pageOf);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(exportFileName([document.fileName], '', 'pdf')))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
