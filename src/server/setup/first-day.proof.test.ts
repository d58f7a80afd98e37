import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import { type Language, languages } from '../../contract/limits';
import { messages } from '../core/messages';
import { databaseUrl, serverAdminUrl, testDatabaseKind } from '../testing/databases';
import { fillTemplate, type HttpCalls, httpCalls, importStep, pdfText } from '../testing/first-day';
import { faculties, registrarWorkbook, specialities, university } from '../testing/first-day-workbook';
import { testLicence, testLicenceEnvironment } from '../testing/licence';
import {
  killAll,
  type RunningServer,
  runScript,
  sessionCookie,
  signIn,
  startServer,
} from '../testing/processes';

// The first day (decisions 0059–0062), as an operator installs the product for a real university and its registrar
// works on the first day, on a new data folder or a new database of the PostgreSQL server (whichever the
// suite runs on), DEMO_DATA=false: the administrator by `npm run user:add`; signed in, every licensed call
// says setup comes first; `npm run setup` with the vendor's licence file; the next licence installed over
// HTTP; the structure imported from the template the import offers, filled in as a registrar fills it in,
// each table previewed then applied; headcounts and admission plans saved through their screens' calls;
// the new academic year previewed and applied; the admission plan printed. No SQL at any step: everything
// goes through the commands and the server's calls, and every list read on the way answers 200.

const year = currentAcademicYear();
const PASSWORD = 'Биринчи-күн-2026';
const folder = mkdtempSync(join(tmpdir(), 'aa-first-day-'));
let drop = async () => {};
let environment: Record<string, string> = {};
let server: RunningServer | undefined;
let calls: HttpCalls;

/** A new data folder, or a new database on the PostgreSQL server: nothing in it, not even the schema. */
beforeAll(async () => {
  if (testDatabaseKind === 'pglite') {
    environment = { DATA_DIR: join(folder, 'data') };
  } else {
    // Named after the run's template, so that the run's end drops it even when this file does not.
    const name = `${inject('databaseTemplate').replace(/_template$/, '')}_first_day_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverAdminUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    environment = { DATABASE_URL: databaseUrl(name) };
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  environment = { ...environment, ...testLicenceEnvironment, DEMO_DATA: 'false' };
});
afterAll(async () => {
  await stopServer();
  killAll();
  await drop();
  rmSync(folder, { recursive: true, force: true });
});

async function serve() {
  server = await startServer(environment);
  const answer = await signIn(server.url, 'registrar', PASSWORD);
  const cookie = sessionCookie(answer);
  expect(cookie, `${answer.status} ${await answer.text()}`).not.toBe('');
  calls = httpCalls(server.url, cookie);
}
async function stopServer() {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
  server = undefined;
}

/** Asks again until `done` holds of the answer (another process's change reaches the server's caches). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const licenceFile = (name: string, validUntil: string, noticeFrom: string) => {
  const file = join(folder, name);
  writeFileSync(file, `${testLicence({ organisation: university.organisation, validUntil, noticeFrom })}\n`);
  return file;
};

type SetupState = {
  needed: boolean;
  university: { id_vuz: number; v2: string; code: string } | null;
  licence: { verdict: string; validUntil: string | null; daysLeft: number | null };
};
/** The admission plans the faculties save this year, by speciality code. */
const plans: Record<string, { kolB: number; kolK: number }> = {
  [specialities.finance.code]: { kolB: 50, kolK: 25 },
  [specialities.accounting.code]: { kolB: 0, kolK: 30 },
  [specialities.software.code]: { kolB: 40, kolK: 10 },
};
const setupState = () => calls.post<SetupState>('setup/state', undefined);

describe("a real university's first day, on a new database without the demo data", () => {
  it('the administrator made by npm run user:add signs in, and every licensed call says setup comes first', async () => {
    const added = await runScript(
      'src/server/cli/user-add.ts',
      ['registrar', '--surname', 'Токтосунова', '--name', 'Айжан', '--role', 'administrator'],
      environment,
      `${PASSWORD}\n`,
    );
    expect(added.code, added.output).toBe(0);
    await serve();
    expect(await setupState()).toMatchObject({
      needed: true,
      university: null,
      licence: { verdict: 'absent' },
    });

    // Every call of the published reference that needs a session, but the open areas' (licence/guard.ts).
    const published = await fetch(`${server?.url}/api/docs/json`, { headers: { cookie: calls.cookie } });
    expect(published.status).toBe(200);
    const reference = (await published.json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const licensed = Object.entries(reference.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .filter(() => !/^\/api\/v1\/(auth|license|wiki|setup|ministry)\//.test(path))
        .map(([method]) => ({
          path: path.replace('/api/v1/', ''),
          method: method.toUpperCase() as 'GET' | 'POST',
        })),
    );
    expect(licensed.length).toBeGreaterThan(100);
    for (const [index, { path, method }] of licensed.entries()) {
      const lang = languages[index % languages.length] as Language;
      const { status, body } = await calls.answer(path, method === 'POST' ? {} : undefined, lang, method);
      expect({ path, status, error: body.error, message: body.message }).toEqual({
        path,
        status: 403,
        error: 'SETUP',
        message: messages.setupFirst[lang],
      });
    }
  }, 180_000);

  it("npm run setup sets the university up with the vendor's licence file; the next licence goes in over HTTP", async () => {
    // An embedded database is one process's: the command runs while the server is stopped. A PostgreSQL
    // server's process learns of the setup from the change feed, without a restart.
    if (testDatabaseKind === 'pglite') await stopServer();
    const done = await runScript(
      'src/server/cli/setup.ts',
      [...university.flags, '--licence', licenceFile('licence.txt', '2999-06-30', '2999-06-01')],
      environment,
    );
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain(`The university «${university.organisation.name}»`);
    expect(done.output).toContain('Licence installed: valid until 2999-06-30.');
    if (!server) await serve();
    const state = await until(setupState, (answer) => !answer.needed && answer.licence.verdict === 'valid');
    expect(state).toMatchObject({
      needed: false,
      university: { v2: university.organisation.name, code: university.organisation.code },
      licence: { verdict: 'valid', validUntil: '2999-06-30' },
    });

    // The vendor's next licence, uploaded on the Licence screen.
    const next = testLicence({ organisation: university.organisation, validUntil: '2999-12-31' });
    expect(await calls.post('setup/install-licence', { licence: next })).toEqual([{ sms: 1 }]);
    expect((await setupState()).licence).toMatchObject({ verdict: 'valid', validUntil: '2999-12-31' });
  }, 120_000);

  /** What the cascade shows once imported: the university, its faculties and specialities by code. */
  const found = { idVuz: 0, faculties: new Map<string, number>(), specialities: new Map<string, number>() };

  it('the structure comes from the import template as a registrar fills it in, each table previewed then applied', async () => {
    const [ministry, ...otherMinistries] = await calls.list<{ id_ministry: number; name: string }>(
      'ministerstvo/select',
    );
    expect(otherMinistries).toEqual([]);
    expect(ministry?.name).toBe(university.ministry);
    const [setUp, ...others] = await calls.list<{ id_vuz: number; v2: string }>('ministerstvo/vuz', {
      idMinisterstvo: ministry?.id_ministry,
    });
    expect(others).toEqual([]);
    expect(setUp?.v2).toBe(university.organisation.name);
    const idVuz = setUp?.id_vuz as number;
    found.idVuz = idVuz;
    expect(await calls.list('ministerstvo/faculty', { idVuz })).toEqual([]);

    // The dialog's whole-workbook template, in the order its steps go.
    const template = await calls.file('import/template', {
      tables: ['direction', 'speciality', 'faculties', 'facultySpecialities', 'groups'],
    });
    expect(template.status).toBe(200);
    expect(template.type).toContain('spreadsheetml');
    const workbook = await fillTemplate(template.bytes, registrarWorkbook);
    await importStep(calls, 'direction', undefined, workbook, { create: 2 });
    await importStep(calls, 'speciality', undefined, workbook, { create: 3 });
    await importStep(calls, 'faculties', { idVuz }, workbook, { create: 2 });
    await importStep(calls, 'facultySpecialities', { idVuz }, workbook, { create: 3 });
    await importStep(calls, 'groups', { idVuz, idYear: year, idWs: 1 }, workbook, { create: 5 });

    // The educational screen's cascade: faculty, direction, study form, speciality.
    const made = await calls.list<{ id_faculty: number; short_faculty: string; faculty: string }>(
      'ministerstvo/faculty',
      { idVuz },
    );
    expect(made.map((row) => [row.short_faculty, row.faculty]).sort()).toEqual(
      Object.values(faculties)
        .map((faculty) => [faculty.short, faculty.name])
        .sort(),
    );
    for (const { id_faculty: idFaculty, short_faculty } of made) {
      found.faculties.set(short_faculty, idFaculty);
      for (const { id_direction: idDirection } of await calls.list<{ id_direction: number }>(
        'ministerstvo/direction',
        { idFaculty },
      ))
        for (const { id_f_educ: idFeduc } of await calls.list<{ id_f_educ: number }>(
          'ministerstvo/feduc/select',
          { idFaculty, idDirection },
        ))
          for (const row of await calls.list<{ id_speciality: number; 'p25-1': string }>(
            'ministerstvo/speciality',
            { idFaculty, idDirection, idFeduc },
          ))
            found.specialities.set(row['p25-1'], row.id_speciality);
    }
    expect([...found.specialities.keys()].sort()).toEqual(
      Object.values(specialities)
        .map((speciality) => speciality.code)
        .sort(),
    );
    // One licence for the three: found by its resolution and supplement, made once.
    const licences = await calls.list<{ Resolution: string; ResolutionEnd: string }>('ministerstvo/licence');
    expect(licences).toMatchObject([{ Resolution: 'ЛС140000871', ResolutionEnd: '2034-06-30' }]);
  }, 120_000);

  type Headcount = {
    id_rrnk_gr_kolst: number;
    id_group: number;
    kol_b: number;
    kol_k: number;
    rowVersion: number;
  };
  const headcountsOf = (idFaculty: number, idYear: number, idWs: number, idRate: number) =>
    calls.list<Headcount>('ministerstvo/gr-kolst', { idYear, idWs, idRate, idFaculty });

  it('headcounts are saved on their screen, and each speciality its admission plan', async () => {
    const economics = found.faculties.get(faculties.economics.short) as number;
    const courses = await calls.list<{ id_rate: number }>('ministerstvo/rate', {
      idYear: year,
      idWs: 1,
      idFaculty: economics,
    });
    expect(courses.map((row) => row.id_rate)).toEqual([1, 2]);
    // The autumn's numbers as the workbook gave them; one group gets a budget place more.
    const autumn = await headcountsOf(economics, year, 1, 1);
    expect(autumn.map((row) => [row.kol_b, row.kol_k]).sort()).toEqual([
      [0, 12],
      [18, 7],
      [20, 5],
    ]);
    const corrected = autumn.find((row) => row.kol_b === 20) as Headcount;
    expect(
      await calls.post('ministerstvo/upd-kolst', {
        idRrnkGrKolst: corrected.id_rrnk_gr_kolst,
        kolB: 21,
        kolK: 5,
        rowVersion: corrected.rowVersion,
      }),
    ).toEqual([{ sms: 2 }]);
    // The spring reads 0 for every group until its first save.
    const spring = await headcountsOf(economics, year, 2, 1);
    expect(spring.map((row) => [row.id_rrnk_gr_kolst, row.kol_b, row.kol_k])).toEqual(
      autumn.map(() => [-1, 0, 0]),
    );
    for (const row of spring)
      expect(
        await calls.post('ministerstvo/upd-kolst', {
          idRrnkGrKolst: -1,
          kolB: 15,
          kolK: 5,
          idGroup: row.id_group,
          idYear: year,
          idWs: 2,
        }),
      ).toEqual([{ sms: 1 }]);
    expect((await headcountsOf(economics, year, 1, 1)).map((row) => row.kol_b).sort()).toEqual([0, 18, 21]);
    expect((await headcountsOf(economics, year, 2, 1)).every((row) => row.kol_b === 15)).toBe(true);

    // The admission plans: none yet, then saved one speciality at a time.
    for (const [code, idSpeciality] of found.specialities) {
      expect(await calls.list('ministerstvo/planAbit', { aYear: year, idSpeciality })).toEqual([]);
      const plan = plans[code] as { kolB: number; kolK: number };
      expect(
        await calls.post('ministerstvo/insUpdPlanAbit/insupd', {
          idPlanAbit: -1,
          idSpeciality,
          aYear: year,
          ...plan,
        }),
      ).toEqual([{ sms: 1 }]);
      expect(await calls.list('ministerstvo/planAbit', { aYear: year, idSpeciality })).toMatchObject([plan]);
    }
  }, 60_000);

  it('the new academic year carries the plans, the intake groups and the headcounts; the plan is printed', async () => {
    const request = { yearFrom: year, yearTo: year + 1, kinds: ['admission', 'groups', 'headcounts'] };
    type Report = {
      counts: Array<{ kind: string; created: number; refused: number }>;
      rows: Array<{ kind: string; record: string; created: number; reasons: string[] }>;
      token: string;
    };
    const preview = await calls.post<Report>('new-year/preview', request);
    const counts = Object.fromEntries(preview.counts.map((row) => [row.kind, row]));
    // A plan per speciality; an intake group per binding with a group of this year's intake (ФК-1, ФК-2,
    // БУ, ПО); the headcounts of every group that goes on.
    expect(counts.admission).toMatchObject({ created: 3, refused: 0 });
    expect(counts.groups).toMatchObject({ created: 4, refused: 0 });
    expect(counts.headcounts?.created).toBeGreaterThan(0);
    for (const { code } of Object.values(specialities))
      expect(preview.rows.filter((row) => row.record.includes(code)).map((row) => row.kind)).toEqual(
        expect.arrayContaining(['admission', 'groups']),
      );

    const applied = await calls.post<Report & { idTurnover: number | null }>('new-year/apply', {
      ...request,
      token: preview.token,
    });
    expect(applied.idTurnover).not.toBeNull();
    expect(applied.counts).toEqual(preview.counts);
    for (const [code, idSpeciality] of found.specialities)
      expect(await calls.list('ministerstvo/planAbit', { aYear: year + 1, idSpeciality })).toMatchObject([
        plans[code],
      ]);
    // Next year's first course is the new intake; this year's first course is its second.
    const economics = found.faculties.get(faculties.economics.short) as number;
    expect(await headcountsOf(economics, year + 1, 1, 1)).toHaveLength(3);
    expect((await headcountsOf(economics, year + 1, 1, 2)).map((row) => row.kol_b).sort()).toEqual([
      0, 18, 21,
    ]);

    // The university's admission plan of the new year, printed.
    const pdf = await calls.file('documents/pdf', { document: 'admissionPlan', aYear: year + 1 });
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    for (const name of [faculties.economics.name, faculties.it.name, specialities.finance.name])
      expect(text).toContain(name);
    expect(text).toContain(university.organisation.name);
  }, 120_000);
});
