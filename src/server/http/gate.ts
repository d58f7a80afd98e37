import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { type Access, isMinistryRole, mayCall } from '../../contract/access';
import { AppError } from '../core/errors';
import type { Database } from '../db/connection';
import { changesState, isForeignOrigin } from './origin';
import { type ReadYourWrites, readYourWrites } from './read-your-writes';

/** What a route's requests must pass, decided once when the route is registered. */
interface RouteRules {
  /** Refused from another site (origin.ts): by any of its methods. */
  changesState: boolean;
  requiresSession: boolean;
  /** Who may make it (contract/access.ts); checked only where a session is required. */
  access: Access | undefined;
  /** It writes the national classifiers alone: the ministry's administrator's too (decision 0072). */
  keptByMinistry: boolean;
  /** Open to a user who must change the password first (must-change-password.ts). */
  openBeforePasswordChange: boolean;
  /** Refused while the licence forbids work (licence/guard.ts). */
  licensed: boolean;
}

type Done = (error?: Error) => void;

/** The header a ministry's account names the university it reads with (its id). */
const VIEWED_UNIVERSITY_HEADER = 'x-university';

/**
 * A ministry's account reads a university's structure as a viewer would, in the university it opened
 * from the console (decision 0069): its lists then run in that university alone, as any of its users'
 * do; without one, a list is refused rather than run with no university (which would see them all).
 * Its own calls (the console, its password) need none; the universities' licences do not bind it.
 */
function ministryReading(request: FastifyRequest, rules: RouteRules, done: Done) {
  if (rules.access !== 'read') return done();
  const named = request.headers[VIEWED_UNIVERSITY_HEADER];
  const university = typeof named === 'string' && /^[1-9]\d{0,8}$/.test(named) ? Number(named) : undefined;
  if (university === undefined) return done(new AppError('FORBIDDEN', 'universityNotChosen'));
  request.user = { ...(request.user as NonNullable<FastifyRequest['user']>), universityId: university };
  done();
}

/**
 * What the gate asks the areas, given by app.ts so that http/ imports none of them: the session's judge
 * (auth/guard.ts), the licence's (licence/guard.ts), and which routes each applies to.
 */
export interface GateJudges {
  /** Sets request.user from the session cookie; refuses a call that needs a session and has none. */
  session(request: FastifyRequest, requiresSession: boolean, done: Done): void;
  /** Refuses while the licence forbids work. */
  licence(university: number | null, done: Done): void;
  /** Refuses a university's write of the national classifiers once the ministry keeps them (decision 0072). */
  classifiers(done: Done): void;
  /** Whether a route is refused while the licence forbids work. */
  isLicensedRoute(url: string, requiresSession: boolean): boolean;
  /** The routes open to a user who must change the password first (auth/must-change-password.ts). */
  openBeforePasswordChange: ReadonlySet<string>;
}

function rulesOf(route: RouteOptions, judges: GateJudges): RouteRules {
  const requiresSession = route.config?.requiresSession !== false;
  return {
    changesState: [route.method].flat().some((method) => changesState(method, route.config)),
    requiresSession,
    access: route.config?.access,
    keptByMinistry: route.config?.keptByMinistry === true,
    openBeforePasswordChange: judges.openBeforePasswordChange.has(route.url),
    licensed: judges.isLicensedRoute(route.url, requiresSession),
  };
}

/**
 * The one hook of a route of the API, in the order the refusals are owed: another site's state change
 * (403), no session where one is needed (401, or why it ended), a write of another process this one has
 * not yet seen (waited for, then the session judged again), a password to change first (403), a role
 * that may not (403), the national classifiers the ministry keeps (403), the licence (403). Each answers before the body is read, so a refused call changes
 * nothing. A held session, a role and the licence's verdict are memory reads: the usual request passes
 * without a promise.
 */
function gateOf(rules: RouteRules, judges: GateJudges, sync: ReadYourWrites | undefined) {
  const afterSession = (request: FastifyRequest, done: Done) => {
    const user = request.user;
    if (user === undefined) return done();
    if (sync) {
      const wait = sync.pending(request);
      if (wait) {
        // The write may have changed this very user (a role, a password): judged again after it.
        wait.then(() => judged(request, done));
        return;
      }
    }
    if (user.mustChangePassword === true && !rules.openBeforePasswordChange)
      return done(new AppError('FORBIDDEN', 'passwordChangeRequired'));
    if (!rules.requiresSession) return done();
    if (!mayCall(user, rules.access, rules.keptByMinistry))
      return done(new AppError('FORBIDDEN', 'forbiddenRole'));
    // The ministry's administrator keeps the national classifiers in the installation's scope, no university opened.
    if (isMinistryRole(user.role))
      return rules.keptByMinistry ? done() : ministryReading(request, rules, done);
    // Only a call that writes the classifiers waits for their judge; every other request allocates nothing here.
    if (rules.keptByMinistry)
      return judges.classifiers((refusal) => (refusal ? done(refusal) : licensed(rules, judges, user, done)));
    licensed(rules, judges, user, done);
  };
  const judged = (request: FastifyRequest, done: Done) =>
    judges.session(request, rules.requiresSession, (refusal) =>
      refusal ? done(refusal) : afterSession(request, done),
    );
  const gate: onRequestHookHandler = (request, _reply, done) => {
    if (rules.changesState && isForeignOrigin(request))
      return done(new AppError('FORBIDDEN', 'foreignOrigin'));
    judged(request, done);
  };
  return gate;
}

/** The licence's verdict where the route is refused while the licence forbids work; else passed. */
function licensed(rules: RouteRules, judges: GateJudges, user: { universityId: number | null }, done: Done) {
  if (rules.licensed) return judges.licence(user.universityId, done);
  done();
}

const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Every route of the API registered after this call gets its gate, built from its own rules, ahead of
 * its other hooks; a write's answer names it for read-your-writes (a shared PostgreSQL server only).
 * Per-route decisions made here cost nothing per request (decision 0050); a request outside every route (404)
 * passes no gate.
 */
export function registerGate(
  api: FastifyInstance,
  database: Database,
  judges: GateJudges,
  cookie: { path: string; secure: boolean | 'auto' },
) {
  const sync = readYourWrites(database.changes, cookie);
  const nameWrite: preHandlerHookHandler | undefined =
    sync &&
    ((_request, reply, done) => {
      sync.nameWrite(reply);
      done();
    });
  api.addHook('onRoute', (route) => {
    const rules = rulesOf(route, judges);
    route.onRequest = [gateOf(rules, judges, sync), ...hooksOf(route.onRequest)];
    if (nameWrite && route.config?.writes) route.preHandler = [nameWrite, ...hooksOf(route.preHandler)];
  });
}
