import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/wiki';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { ManualNews } from './manual-news';
import { localNewsCache, markRead, newsFor, publishNews } from './news';
import { ownApiOf } from './rules';

/** The /wiki/ calls (SPEC §7 "Notifications"): the bell's items, read marks, and publishing an item. */
export function wikiRoutes(app: FastifyInstance, { config, database }: Services) {
  const own = ownApiOf(config);
  const manual = new ManualNews(config.manualNewsUrl, { own });
  const local = localNewsCache(database);
  registerCall(app, calls.getWiki, async ({ user, lang }) =>
    ok(await newsFor(database, manual, local, user.id, lang)),
  );
  registerCall(app, calls.insertWiki, async ({ body, user }) =>
    ok(await markRead(database, manual, user.id, body.idWiki)),
  );
  registerCall(app, calls.addNews, async ({ body, user }) =>
    ok(await publishNews(database, user.id, body, own)),
  );
}
