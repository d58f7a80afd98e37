import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/overview';
import { dayOf } from '../commission/rules';
import { registerListCall } from '../http/list-answers';
import type { Services } from '../services';
import { figuresRead } from './figures';

/** The overview's call: one year's figures, named in the reader's language. */
export function overviewRoutes(app: FastifyInstance, services: Services) {
  registerListCall(app, calls.overviewFiguresCall, services.lists, figuresRead, ({ body, lang }) => ({
    year: body.year,
    lang,
    day: dayOf(new Date()),
  }));
}
