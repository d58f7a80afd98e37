import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/grading';
import { registerListCall } from '../http/list-answers';
import type { Services } from '../http/route';
import * as queries from './queries';

/** The /grading-rule/ calls (SPEC §7): the variants so far (issue 12); issue 13 adds their administration. */
export function gradingRoutes(app: FastifyInstance, { lists }: Services) {
  registerListCall(app, calls.gradingVariants, lists, queries.gradingVariants);
}
