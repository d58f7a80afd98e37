import type { Access } from '../../contract/access';
import { MINISTRY_LOGIN } from '../db/seed';
import type { TestApp } from './test-app';

/**
 * Who the route-table tests make each call as: the demo's administrator, who may make every call of a
 * university, and the ministry's administrator for the ministry's own calls (decision 0069).
 */
export async function callerOfEachCall(t: TestApp): Promise<(route: { access?: Access }) => string> {
  const [administrator, ministry] = await Promise.all([t.signIn(), t.signIn(MINISTRY_LOGIN)]);
  return (route) =>
    route.access === 'ministry' || route.access === 'ministryAdministrator' ? ministry : administrator;
}
