import { beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../testing/export-file';
import { integrationTestApp } from './testing';

// The one write of the integration API (headcounts:write, decision 0080) on the demo university: a group's
// budget and contract students written through the headcount modal's own save, with If-Match naming the
// version; bad input, a missing scope, another faculty and a stale version change nothing; of two writers of
// one version one wins; the write announces its tables as the screen's save does, so the screen's list shows
// the new numbers at once, and the audit (its screen, its export) names the client.
// Both databases (TEST_DATABASE=pg).

const { app, admin, newClient, tokenOf, read } = integrationTestApp();

const query = <Row>(text: string, values: unknown[] = []) =>
  app().database.query<Row>(text, values) as Promise<Row[]>;

/** A demo headcount with what the screen's list is asked by: year, half-year, faculty. */
interface Target {
  id: number;
  year: number;
  halfYear: number;
  faculty: number;
  speciality: number;
}
let target: Target;
let otherFaculty: number;

const write = (id: number | string, body: unknown, token?: string, ifMatch?: string) =>
  app().app.inject({
    method: 'PUT',
    url: `${app().config.apiPrefix}/integration/v1/headcounts/${id}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = async (id: number) =>
  (
    await query<{ budget: number; contract: number; version: number }>(
      'SELECT kol_b AS budget, kol_k AS contract, row_version AS version FROM rrnk_gr_kolst WHERE id_rrnk_gr_kolst = $1',
      [id],
    )
  )[0];

async function writerToken(facultyIds?: number[]) {
  return tokenOf(await newClient(['plans:read', 'headcounts:write'], facultyIds));
}

beforeAll(async () => {
  const [row] = await query<Target>(
    `SELECT r.id_rrnk_gr_kolst AS id, r.id_a_year AS year, r.id_w_s AS "halfYear", n.id_faculty AS faculty,
            s.id_speciality AS speciality
       FROM rrnk_gr_kolst r JOIN study_group g ON g.id_group = r.id_group
       JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe JOIN n_gr n ON n.id_n_gr = c.id_n_gr
       JOIN speciality s ON s.id_speciality = c.id_speciality
      WHERE s.id_faculty = n.id_faculty
      ORDER BY r.id_a_year DESC, r.id_rrnk_gr_kolst LIMIT 1`,
  );
  if (!row) throw new Error('the demo has no headcounts');
  target = row;
  const [other] = await query<{ id: number }>(
    'SELECT min(id_faculty) AS id FROM faculty WHERE id_faculty <> $1',
    [row.faculty],
  );
  otherFaculty = other?.id ?? -1;
});

describe('PUT headcounts/{id}', () => {
  it('writes the numbers at the version If-Match names, answering the headcount with its new ETag', async () => {
    const token = await writerToken([target.faculty]);
    const got = await read(`headcounts/${target.id}`, token);
    expect(got.statusCode, got.body).toBe(200);
    const before = got.json() as { version: number; budget: number };
    expect(got.headers.etag).toBe(`"${before.version}"`);
    const budget = (before.budget + 7) % 999;
    const put = await write(target.id, { budget, contract: 3 }, token, got.headers.etag as string);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: target.id, budget, contract: 3, version: before.version + 1 });
    expect(put.headers.etag).toBe(`"${before.version + 1}"`);
    expect(await stored(target.id)).toEqual({ budget, contract: 3, version: before.version + 1 });
    // The list answers the version too, so that a client may write what it read without another call.
    const listed = (await read('headcounts?limit=1000', token)).json().data as Array<{ id: number }>;
    expect(listed.find((item) => item.id === target.id)).toMatchObject({ version: before.version + 1 });
  });

  it('refuses bad input with a 400 naming the reason, changing nothing', async () => {
    const token = await writerToken();
    const before = await stored(target.id);
    const refusals: Array<[unknown, RegExp]> = [
      [{ budget: 1000, contract: 0 }, /budget/],
      [{ budget: 0, contract: -1 }, /contract/],
      [{ budget: 1.5, contract: 0 }, /budget/],
      [{ budget: '5', contract: 0 }, /budget/],
      [{ budget: 5 }, /contract/],
      [{ budget: 5, contract: 5, group: 1 }, /group/],
      ['{"budget": 5,', /JSON|body/i],
    ];
    for (const [body, reason] of refusals) {
      const response = await write(target.id, body, token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().detail).toMatch(reason);
    }
    for (const ifMatch of ['1', '"1", "2"', '"1'])
      expect((await write(target.id, { budget: 1, contract: 1 }, token, ifMatch)).json()).toMatchObject({
        status: 400,
        detail: expect.stringMatching(/If-Match/),
      });
    expect(await stored(target.id)).toEqual(before);
  });

  it('needs headcounts:write: a reading client gets 403 insufficient_scope, no token a 401', async () => {
    const before = await stored(target.id);
    const reader = await tokenOf(await newClient(['structure:read', 'plans:read']));
    const refused = await write(target.id, { budget: 1, contract: 1 }, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(refused.headers['www-authenticate']).toContain('scope="headcounts:write"');
    expect((await write(target.id, { budget: 1, contract: 1 })).statusCode).toBe(401);
    expect(await stored(target.id)).toEqual(before);
  });

  it("answers another faculty's headcount as it answers an unknown one: 404, nothing changed", async () => {
    const before = await stored(target.id);
    const elsewhere = await writerToken([otherFaculty]);
    const hidden = await write(target.id, { budget: 1, contract: 1 }, elsewhere);
    const unknown = await write(2_147_483_000, { budget: 1, contract: 1 }, elsewhere);
    expect(hidden.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect((await read(`headcounts/${target.id}`, elsewhere)).statusCode).toBe(404);
    expect((await write('abc', { budget: 1, contract: 1 }, elsewhere)).statusCode).toBe(404);
    expect(await stored(target.id)).toEqual(before);
  });

  it('refuses a stale version with 412, changing nothing', async () => {
    const token = await writerToken();
    const before = await stored(target.id);
    if (!before) throw new Error('the target is gone');
    const stale = await write(target.id, { budget: 2, contract: 2 }, token, `"${before.version + 5}"`);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toMatch(/^application\/problem\+json/);
    // A weak tag never matches (strong comparison), nor one that is no version.
    for (const ifMatch of [`W/"${before.version}"`, '"abc"', '"0"'])
      expect((await write(target.id, { budget: 2, contract: 2 }, token, ifMatch)).statusCode).toBe(412);
    expect(await stored(target.id)).toEqual(before);
  });

  it('of two writers of one version exactly one wins, and no write is lost', async () => {
    const [first, second] = [await writerToken(), await writerToken()];
    const before = await stored(target.id);
    if (!before) throw new Error('the target is gone');
    const etag = `"${before.version}"`;
    const answers = await Promise.all([
      write(target.id, { budget: 11, contract: 1 }, first, etag),
      write(target.id, { budget: 22, contract: 2 }, second, etag),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as { budget: number };
    expect(await stored(target.id)).toMatchObject({ budget: winner.budget, version: before.version + 1 });
  });

  it("is announced as the screen's save is, the screen's list shows it at once, and the audit names the client", async () => {
    const client = await newClient(['headcounts:write'], [target.faculty]);
    const token = await tokenOf(client);
    // The screen's list read first, so that a cache not told of the write would answer the old numbers.
    const listOf = async () => {
      for (let course = 1; course <= 10; course += 1) {
        const response = await app().call('POST', 'ministerstvo/gr-kolst', {
          cookie: admin(),
          body: { idYear: target.year, idWs: target.halfYear, idRate: course, idFaculty: target.faculty },
        });
        const rows = (response.json().data ?? []) as Array<{ id_rrnk_gr_kolst: number; kol_b: number }>;
        const row = rows.find((candidate) => candidate.id_rrnk_gr_kolst === target.id);
        if (row) return row;
      }
      throw new Error('the headcount is in no course of the screen');
    };
    const shown = await listOf();
    const budget = (shown.kol_b + 13) % 999;
    // What each write publishes to this process's caches before it answers: the client's as the screen's.
    const published = async (work: () => Promise<unknown>) => {
      const { changes } = app().database;
      const { publish } = changes;
      const tables: string[] = [];
      changes.publish = (announced) => {
        const list = [...announced];
        tables.push(...list);
        publish.call(changes, list);
      };
      try {
        await work();
      } finally {
        changes.publish = publish;
      }
      return [...new Set(tables)].sort();
    };
    const byClient = await published(async () =>
      expect((await write(target.id, { budget, contract: 4 }, token)).statusCode).toBe(200),
    );
    expect(await listOf()).toMatchObject({ kol_b: budget, kol_k: 4 });
    const byScreen = await published(async () => {
      const saved = await app().call('POST', 'ministerstvo/upd-kolst', {
        cookie: admin(),
        body: { idRrnkGrKolst: target.id, kolB: budget + 1, kolK: 4 },
      });
      expect(saved.json().data).toEqual([{ sms: 2 }]);
    });
    expect(byClient).toEqual(byScreen);
    expect(byClient.map((table) => table.split('@')[0])).toEqual(['audit_log', 'rrnk_gr_kolst']);
    expect((await write(target.id, { budget, contract: 4 }, token)).statusCode).toBe(200);

    const history = await app().call('POST', 'history/record', {
      cookie: admin(),
      body: { kind: 'headcount', id: target.id },
    });
    expect(history.statusCode, history.body).toBe(200);
    const [latest] = history.json().data as Array<Record<string, unknown>>;
    expect(latest).toMatchObject({ userId: null, clientName: expect.stringMatching(/^Система \d+$/) });
    const [row] = await query<{ client: number; user: number | null }>(
      `SELECT id_integration_client AS client, id_avn_user AS user FROM audit_log
        WHERE table_name = 'rrnk_gr_kolst' AND row_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(target.id)],
    );
    expect(row).toEqual({ client: client.idClient, user: null });
    const audit = await app().call('POST', 'history/audit', { cookie: admin(), body: { kind: 'headcount' } });
    expect(audit.json().data.rows[0]).toMatchObject({ recordId: target.id, clientName: latest?.clientName });
    // The audit's export names it as the screen does.
    const file = await exportFile(
      app(),
      admin(),
      { table: 'audit', format: 'xlsx', filter: { kind: 'headcount' } },
      'en',
    );
    expect(file.rows[0]?.[1]).toBe(`Integration: ${latest?.clientName}`);
  });
});
