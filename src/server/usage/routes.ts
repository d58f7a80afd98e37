import type { FastifyInstance } from 'fastify';
import { recordUsage } from '../../contract/usage';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { usageOf } from './queries';

/** ministerstvo/usage: where a record is used, asked before its delete is confirmed (decision 0035). */
export function usageRoutes(app: FastifyInstance, { database }: Services) {
  registerCall(app, recordUsage, async ({ body, lang }) =>
    ok(await usageOf(database, body.kind, body.id, lang)),
  );
}
