import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/ministry';
import { dayOf } from '../commission/rules';
import { forReads } from '../db/replica';
import { exportFileName } from '../export/file-name';
import { sendFile } from '../export/send-file';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { addUniversityWithAdministrator } from './add-university';
import { ministryOverview } from './console';
import { fileColumns, fileRows, fileTitle } from './export';

/** The ministry's calls (decision 0069): its console, the console as a file, and adding a university. */
export function ministryRoutes(app: FastifyInstance, { database, licence, config }: Services) {
  // From the replica where there is one, once it holds every commit before the read (db/replica.ts).
  const overviewOf = async (year: number, lang: Parameters<typeof ministryOverview>[2]['lang']) =>
    ministryOverview(await forReads(database), licence, { year, lang, day: dayOf(new Date()) });

  registerCall(app, calls.ministryUniversities, async ({ body, lang }) =>
    ok(await overviewOf(body.year, lang)),
  );

  registerCall(app, calls.ministryExport, async ({ body, lang, reply }) => {
    const overview = await overviewOf(body.year, lang);
    const [title, year] = fileTitle(body.year, lang);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: config.licence.timeZone }).format(new Date());
    return sendFile(reply, app.log, {
      format: body.format,
      sheet: title,
      columns: fileColumns(lang),
      values: fileRows(overview, lang),
      name: exportFileName([title, year], today, body.format),
      lang,
    });
  });

  registerCall(app, calls.addUniversity, async ({ body, user }) =>
    ok(
      await addUniversityWithAdministrator(database, user.id, body, {
        publicKey: licence.publicKey,
        days: () => licence.clock.days(),
      }),
    ),
  );
}
