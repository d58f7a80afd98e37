import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type LightMyRequestResponse,
} from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINISTRY_LOGIN } from '../db/seed';
import { thisYear } from '../testing/admin-fixtures';
import { exportFile } from '../testing/export-file';
import { fileOf } from '../testing/import-file';
import { startTestApp, type TestApp } from '../testing/test-app';
import { checkDeclaredAnswers } from './answers';

// The refusals a call declares of its own (contract/call.ts `refuses`, decision 0040), each reached: the
// call answers exactly that status, and the published document declares it. A call that declares one
// without a scenario here fails, as does one that answers a status it does not publish anywhere in the
// tests (CHECK_DECLARED_ANSWERS, http/answers.ts).

let t: TestApp;
let cookie = '';
let document: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
beforeAll(async () => {
  t = await startTestApp({ API_DOCS: 'true' });
  cookie = await t.signIn();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.call('POST', path, { cookie, body, lang: 'en' });
const UNKNOWN = 2_000_000_000;
const turnover = { yearFrom: thisYear, yearTo: thisYear + 1, facultyIds: [1], kinds: ['admission'] };

/** How each declared refusal is reached: a record that does not exist, a preview's token that is stale. */
const reached: Record<string, Record<number, () => Promise<LightMyRequestResponse>>> = {
  'new-year/apply': { 409: () => post('new-year/apply', { ...turnover, token: 'a stale preview' }) },
  'new-year/report': { 404: () => post('new-year/report', { idTurnover: UNKNOWN }) },
  'new-year/blockers': { 404: () => post('new-year/blockers', { idTurnover: UNKNOWN }) },
  'documents/view': { 404: () => post('documents/view', { document: 'commission', idFaculty: UNKNOWN }) },
  'documents/pdf': { 404: () => post('documents/pdf', { document: 'classrooms', idKorpus: UNKNOWN }) },
  'ministry/add-university': {
    // Past the last university whose ids can be kept apart (migration 0030).
    409: async () => {
      await t.database.query("SELECT setval('vuz_id_vuz_seq', 1023)");
      const body = { v1: 'ТалГУ', v2: 'Таласский университет', code: '02287990', adres: 'г. Талас' };
      const account = {
        login: 'talas-admin',
        surname: 'Асанов',
        name: 'Бакыт',
        password: 'Talas-first-Pass-9',
      };
      return t.call('POST', 'ministry/add-university', {
        cookie: await t.signIn(MINISTRY_LOGIN),
        body: { ...body, ...account, licence: '' },
        lang: 'en',
      });
    },
  },
  'import/apply': {
    409: async () => {
      const file = await exportFile(t, cookie, { table: 'direction', format: 'csv' }, 'en');
      return post('import/apply', {
        table: 'direction',
        file: fileOf(file.bytes, 'directions.csv'),
        token: 'a stale preview',
      });
    },
  },
};

describe('the refusals a call declares of its own', () => {
  it('are each reached: the call answers that status, declared in the published document', async () => {
    const declaring = t.app.routeTable.filter((route) => route.refuses.length > 0);
    expect(declaring.length).toBeGreaterThanOrEqual(5);
    for (const route of declaring) {
      const path = route.url.replace(`${t.config.apiPrefix}/v1/`, '');
      const scenarios = reached[path] ?? {};
      expect(Object.keys(scenarios).map(Number), `a scenario for each refusal ${path} declares`).toEqual(
        [...route.refuses].sort(),
      );
      for (const [status, reach] of Object.entries(scenarios)) {
        const response = await reach();
        expect(response.statusCode, `${path}: ${response.body}`).toBe(Number(status));
        expect(response.json().error).toBe(Number(status) === 404 ? 'NOT_FOUND' : 'CONFLICT');
        expect(document.paths[route.url]?.post?.responses, path).toHaveProperty(status);
      }
    }
  }, 60_000);
});

describe('an answer a route does not publish', () => {
  it('becomes a 500 naming it under the tests, so that the test reaching it fails', async () => {
    const app = Fastify();
    checkDeclaredAnswers(app);
    const conflict = async (_: FastifyRequest, reply: FastifyReply) =>
      reply.code(409).send({ error: 'CONFLICT' });
    const only200: FastifySchema = { response: { 200: { type: 'object' } } };
    app.post('/declared', { schema: only200 }, conflict);
    app.post('/published', { schema: { response: { 200: {}, 409: {} } } }, conflict);
    const undeclared = await app.inject({ method: 'POST', url: '/declared' });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().message).toContain('Undeclared answer 409 of POST /declared');
    expect((await app.inject({ method: 'POST', url: '/published' })).statusCode).toBe(409);
    await app.close();
  });
});
