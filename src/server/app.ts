import type { RequestListener, Server } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../contract/limits';
import { judgeSession } from './auth/guard';
import { openBeforePasswordChange } from './auth/must-change-password';
import { authRoutes } from './auth/routes';
import { Sessions } from './auth/sessions';
import { catalogRoutes } from './catalog/routes';
import { checksRoutes } from './checks/routes';
import { classroomsRoutes } from './classrooms/routes';
import { commissionRoutes } from './commission/routes';
import type { Config } from './config';
import { AppError } from './core/errors';
import { academicYearsKeeper } from './db/academic-years';
import type { Database } from './db/connection';
import { SaveRegistry } from './db/saves';
import { disciplineRoutes } from './discipline/routes';
import { documentsRoutes } from './documents/routes';
import { exportRoutes } from './export/routes';
import { gradingRoutes } from './grading/routes';
import { historyRoutes } from './history/routes';
import {
  checkDeclaredAnswers,
  publishedComponents,
  publishedObject,
  publishedTransform,
} from './http/answers';
import { answerClientError } from './http/client-errors';
import { capConnections, connectionOptions, liftDeadlineWhileAnswering } from './http/connection-limits';
import { docsAccess } from './http/docs-access';
import { registerErrorHandler } from './http/envelope';
import { type GateJudges, registerGate } from './http/gate';
import { registerHostCheck } from './http/hosts';
import { forbiddenKeyOf } from './http/json-body';
import { ListAnswers } from './http/list-answers';
import { createLogging, type Logging } from './http/logging';
import { answerProblem } from './http/problems';
import { requestIds } from './http/request-id';
import { recordRoutes } from './http/route-table';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { importRoutes } from './import/routes';
import { integrationApi, integrationRoutes } from './integration/routes';
import { LicenceClock } from './licence/clock';
import { CurrentLicence } from './licence/current';
import { licencePublicKey } from './licence/demo';
import { isLicensedRoute, judgeLicence } from './licence/guard';
import { licenceRoutes } from './licence/routes';
import { ministryRoutes } from './ministry/routes';
import { newYearRoutes } from './new-year/routes';
import { createMetrics } from './operations/metrics';
import { operationsRoutes } from './operations/routes';
import { overviewRoutes } from './overview/routes';
import { positionsRoutes } from './positions/routes';
import type { Services } from './services';
import { ClassifierKeeper, judgeClassifierWrite } from './setup/classifiers';
import { setupRoutes } from './setup/routes';
import { specialityPlanRoutes } from './speciality-plan/routes';
import { structureRoutes } from './structure/routes';
import { usageRoutes } from './usage/routes';
import { usersRoutes } from './users/routes';
import { wikiRoutes } from './wiki/routes';

/**
 * Every API area: each registers its calls of SPEC §7 under {API_PREFIX}/v1/, and declares its records'
 * saves in services.saves as it does (decision 0063): in any order, since the registry is read only once
 * all have registered (buildApp closes it), by a restore or an import at request time.
 */
const areas: Array<(app: FastifyInstance, services: Services) => void> = [
  authRoutes,
  catalogRoutes,
  usersRoutes,
  structureRoutes,
  specialityPlanRoutes,
  gradingRoutes,
  positionsRoutes,
  disciplineRoutes,
  classroomsRoutes,
  commissionRoutes,
  wikiRoutes,
  licenceRoutes,
  setupRoutes,
  usageRoutes,
  historyRoutes,
  exportRoutes,
  importRoutes,
  newYearRoutes,
  checksRoutes,
  overviewRoutes,
  documentsRoutes,
  ministryRoutes,
  integrationRoutes,
];

const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Calls without a payload (auth/check …) are often sent with a JSON content type and no body; that is
 * not an error. Non-empty bodies go through Fastify's own parser (prototype-poisoning safe); a body it
 * refuses for a `__proto__` or `constructor.prototype` key is told so, not called invalid JSON.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, (error, value) => {
      const key = error ? forbiddenKeyOf(body as string) : undefined;
      if (key) return done(new AppError('VALIDATION', 'forbiddenFieldName', { name: key }), undefined);
      return done(error, value);
    });
  });
}

/** What the API's gate asks of the areas (http/gate.ts imports none): sessions, password, licence. */
function gateJudges({ config, sessions, licence, classifiers }: Services): GateJudges {
  return {
    classifiers: (done) => judgeClassifierWrite(classifiers, done),
    session: (request, requiresSession, done) => judgeSession(request, sessions, requiresSession, done),
    licence: (university, done) => judgeLicence(licence, university, done),
    isLicensedRoute: (url, requiresSession) => isLicensedRoute(url, requiresSession, config.apiPrefix),
    openBeforePasswordChange: openBeforePasswordChange(config.apiPrefix),
  };
}

/** A server already listening (the server's front door, decision 0054): the app serves on it once ready. */
interface ListeningServer {
  server: Server;
  /** Receives the app's request handler. */
  handOver(listener: RequestListener): void;
}

export async function buildApp(
  config: Config,
  database: Database,
  logging: Logging = createLogging(config),
  listening?: ListeningServer,
): Promise<FastifyInstance> {
  const app = Fastify({
    ...logging.options,
    // A number of proxies: trust that many hops from this server (proxy-addr's rule for a count).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A path parameter of any length reaches its route, which refuses it in its own words (the integration
    // API: a problem), not Fastify's bare 414 beyond 100 characters; Node caps the request line anyway.
    maxParamLength: 16_384,
    // A path Fastify cannot decode (not UTF-8): under the integration API a problem, as its other refusals;
    // elsewhere the body Fastify answers by default.
    frameworkErrors: (error, request, reply) =>
      request.url.startsWith(`${config.apiPrefix}/integration/`)
        ? answerProblem(error, request, reply)
        : (reply as unknown as FastifyReply).code(error.statusCode ?? 400).send({
            error: 'Bad Request',
            code: error.code,
            message: error.message,
            statusCode: error.statusCode ?? 400,
          }),
    return503OnClosing: true,
    // A plugin's start (the API document, the static files) on a busy machine is slower, not wrong:
    // Fastify's 10 s would stop a start at load 16 (seen in CI); two minutes still ends a hung one.
    pluginTimeout: 120_000,
    genReqId: requestIds(),
    ...connectionOptions(config.connections),
    clientErrorHandler: answerClientError,
    ...(listening && {
      serverFactory: (handler: RequestListener) => {
        listening.handOver(handler);
        return listening.server;
      },
    }),
  });
  // Fastify closes only a server it listened on itself: this one stops accepting, and its requests in
  // flight finish, where Fastify's own would (after close() begins answering 503, before the onClose hooks).
  if (listening) app.addHook('preClose', (done) => listening.server.close(() => done()));
  capConnections(app.server, config.connections, app.log);
  liftDeadlineWhileAnswering(app, config.connections);
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the answers in OpenAPI; the handlers build them from typed rows, so the
  // plain serializer is enough and keeps answers fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const services: Services = {
    config,
    database,
    sessions: new Sessions(
      database,
      config.sessionIdleMinutes,
      config.sessionMaxHours,
      config.licence.timeZone,
    ),
    lists: new ListAnswers(database),
    licence: new CurrentLicence(
      database,
      licencePublicKey(config),
      new LicenceClock({ timeZone: config.licence.timeZone, timeUrl: config.licence.timeUrl, log: app.log }),
    ),
    classifiers: new ClassifierKeeper(database),
    saves: new SaveRegistry(),
  };
  const registry = createMetrics(app, services);
  registerErrorHandler(app);
  // The tests' proof that every answer is published (decision 0040); nothing in a serving process.
  if (process.env.CHECK_DECLARED_ANSWERS === '1') checkDeclaredAnswers(app);
  acceptEmptyJsonBodies(app);
  recordRoutes(app);

  registerSecurityHeaders(app);
  registerHostCheck(app, config.allowedHosts);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Academic administration API',
        version: APP_VERSION,
        description:
          'Every answer is the envelope {data, error, message}; every call takes ?lang=kg|ru|en. A known ' +
          'address called with a method it does not take answers 405 (components.responses.MethodNotAllowed).',
      },
      components: publishedComponents,
    },
    transform: publishedTransform,
    // The refusal envelopes, declared once (contract/envelope.ts refusalSchema) and referenced by name.
    transformObject: publishedObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${config.apiPrefix}/docs`,
    staticCSP: true,
    uiHooks: { onRequest: docsAccess(config.apiDocs, services.sessions) },
  });

  await app.register(
    async (api) => {
      registerGate(api, database, gateJudges(services), {
        path: config.apiPrefix || '/',
        secure: config.cookieSecure ? true : 'auto',
      });
      // The areas fill the save registry as they register; once closed, it is read and never filled
      // (history's check at start, then restores and imports).
      for (const area of areas) area(api, services);
      services.saves.close();
    },
    { prefix: `${config.apiPrefix}/v1` },
  );
  // Other systems' calls, with bearer tokens of their own (decision 0075): no session, no gate.
  await app.register(async (integration) => integrationApi(integration, services), {
    prefix: `${config.apiPrefix}/integration/v1`,
  });
  await operationsRoutes(app, services, registry);
  await registerSpa(app, config);
  // The calendar's academic years keep coming while the server runs (decision 0059).
  const years = academicYearsKeeper(database, (error) =>
    app.log.warn({ err: error }, 'The academic years could not be made sure of; tried again in six hours'),
  );
  app.addHook('onReady', () => years.start());
  app.addHook('onClose', async () => years.stop());
  return app;
}
