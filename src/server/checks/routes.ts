import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/checks';
import { dayOf } from '../commission/rules';
import { registerListCall } from '../http/list-answers';
import type { Services } from '../services';
import { checksList } from './run';

/** The data checks' call: every violation today, said in the reader's language. */
export function checksRoutes(app: FastifyInstance, services: Services) {
  // The server's day (decision 0031's clock) is part of the answer's key: a licence expiring or a term
  // ending at midnight changes the answer without a write.
  registerListCall(app, calls.checksList, services.lists, checksList, ({ lang }) => ({
    lang,
    day: dayOf(new Date()),
  }));
}
