import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../core/messages';
import { type ApiCalls, refusal } from '../testing/api-calls';
import { auditRowCount } from '../testing/checksum';
import { signedInApp } from '../testing/signed-in-app';
import { ADD_NEWS, GET_WIKI, idsOf, itemsOf, MARK_READ, newReader, unreadOf } from '../testing/wiki-fixtures';

// The notifications (SPEC §7 "Notifications", decision 0024): the demo's six items, read marks per user and the
// administrator's new items (decision 0024). The manual site's news: manual-site.proof.test.ts.

describe('the notifications of this server', () => {
  const app = signedInApp();
  let reader: ApiCalls;
  beforeAll(async () => {
    reader = await newReader(app.t, 'reader');
  });

  it('answers the items newest first, the important one highlighted, none read yet', async () => {
    const items = await itemsOf(app.api);
    expect(idsOf(items)).toEqual([6, 5, 4, 3, 1, 2]);
    expect(items[0]).toEqual({
      id_question_answer: 6,
      questions: 'Плановые технические работы в субботу с 22:00 до 02:00: система будет недоступна',
      url: 'https://manual.example.kg/avn-structure/maintenance',
      important: true,
      read: false,
    });
    expect(items.filter((item) => item.important)).toHaveLength(1);
    expect(items.every((item) => item.url.startsWith('https://'))).toBe(true);
    expect(unreadOf(items)).toHaveLength(6);
  });

  it("answers the texts in the request's language, in Russian where an item has none in it", async () => {
    const texts = async (lang: string) => (await itemsOf(app.api, lang)).map((item) => item.questions);
    const [kg, en, ru, unknown] = [
      await texts('kg'),
      await texts('en'),
      await texts('ru'),
      await texts('xx'),
    ];
    expect(kg[0]).toBe(
      'Ишемби күнү саат 22:00дөн 02:00гө чейин пландуу техникалык иштер: система жеткиликсиз болот',
    );
    expect(en[0]).toBe(
      'Scheduled maintenance on Saturday from 22:00 to 02:00: the system will be unavailable',
    );
    expect(unknown).toEqual(ru);
    // Item 2 has a Russian text only.
    const russianOnly = 'Справочник квалификаций дополнен по классификатору 2024 года';
    expect([kg[5], en[5], ru[5]]).toEqual([russianOnly, russianOnly, russianOnly]);
  });

  it('marks an item read for its user only: sms 1, and sms 1 again without writing anything', async () => {
    expect(await reader.sms(MARK_READ, { idWiki: 5 })).toBe(1);
    expect(unreadOf(await itemsOf(reader))).toEqual([6, 4, 3, 1, 2]);
    expect(unreadOf(await itemsOf(app.api))).toEqual([6, 5, 4, 3, 1, 2]);

    const before = await auditRowCount(app.t.database);
    expect(await reader.sms(MARK_READ, { idWiki: 5 })).toBe(1);
    expect(await auditRowCount(app.t.database)).toBe(before);
    expect(
      await app.t.database.query(
        "SELECT id_wiki FROM wiki_news_read r JOIN avn_user u USING (id_avn_user) WHERE u.login = 'reader'",
      ),
    ).toEqual([{ id_wiki: 5 }]);
    // The other user marks the same item and one more.
    expect(await app.api.sms(MARK_READ, { idWiki: 5 })).toBe(1);
    expect(await app.api.sms(MARK_READ, { idWiki: 2 })).toBe(1);
    expect(unreadOf(await itemsOf(app.api))).toEqual([6, 4, 3, 1]);
    expect(unreadOf(await itemsOf(reader))).toEqual([6, 4, 3, 1, 2]);
  });

  it('answers 404 for an item it does not have, and for a manual-site item without the site', async () => {
    for (const idWiki of [424242, -7]) {
      const answer = await reader.refused(MARK_READ, { idWiki }, 'kg');
      expect(answer).toEqual(refusal(404, 'NOT_FOUND', messages.recordNotFound.kg));
    }
  });

  it('refuses a payload without a usable id (400 naming it), changing nothing', async () => {
    for (const body of [
      {},
      { idWiki: 0 },
      { idWiki: '5' },
      { idWiki: 1.5 },
      { idWiki: 2 ** 31 },
      { idWiki: -(2 ** 31) },
      { idWiki: null },
    ]) {
      const answer = await reader.refused(MARK_READ, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message, JSON.stringify(body)).toContain('idWiki');
    }
  });

  it("publishes an administrator's item to everyone, first in the list; other roles may not", async () => {
    const item = {
      questions: '  Открыт приём заявок на обновление справочника специальностей ',
      questionsKg: 'Адистиктер маалымдамасын жаңылоого арыздар кабыл алынууда',
      url: 'https://manual.example.kg/avn-structure/specialities',
      important: true,
    };
    expect(await app.api.sms(ADD_NEWS, item)).toBe(1);
    const [first] = await itemsOf(reader);
    expect(first).toEqual({
      id_question_answer: 7,
      questions: 'Открыт приём заявок на обновление справочника специальностей',
      url: item.url,
      important: true,
      read: false,
    });
    // No English text: English readers get the Russian one.
    expect((await itemsOf(reader, 'en'))[0]?.questions).toBe(first?.questions);
    expect((await itemsOf(reader, 'kg'))[0]?.questions).toBe(item.questionsKg);
    const refused = await reader.refused(ADD_NEWS, item, 'en');
    expect(refused).toEqual({
      status: 403,
      data: null,
      error: 'FORBIDDEN',
      message: messages.forbiddenRole.en,
    });
    // Not important unless said.
    expect(
      await app.api.sms(ADD_NEWS, { questions: 'Краткая новость', url: 'http://intranet.example.kg/news' }),
    ).toBe(1);
    expect((await itemsOf(app.api))[0]).toMatchObject({ questions: 'Краткая новость', important: false });
  });

  it('refuses an item without text, with a link that is not http(s) or too long (400 naming the field)', async () => {
    const item = { questions: 'Новость', url: 'https://manual.example.kg/a' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ questions: '   ' }, 'questions'],
      [{ questions: undefined }, 'questions'],
      [{ questions: 'я'.repeat(2001) }, 'questions'],
      [{ questionsKg: 'я'.repeat(2001) }, 'questionsKg'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'JAVASCRIPT://%0aalert(1)' }, 'url'],
      [{ url: 'data:text/html,<script>alert(1)</script>' }, 'url'],
      [{ url: 'ftp://manual.example.kg/a' }, 'url'],
      [{ url: '//manual.example.kg/a' }, 'url'],
      [{ url: 'https://manual.example.kg/a b' }, 'url'],
      [{ url: 'https://manual.example.kg/a\nb' }, 'url'],
      [{ url: `https://manual.example.kg/${'a'.repeat(2000)}` }, 'url'],
      [{ url: undefined }, 'url'],
      [{ important: 'yes' }, 'important'],
    ];
    for (const [fields, field] of cases) await app.api.refusedNaming(ADD_NEWS, { ...item, ...fields }, field);
  });

  it("refuses a link to this application's own API (a bell item signing its reader out), in three languages", async () => {
    for (const url of [
      'http://localhost/api/v1/auth/logout',
      'http://LOCALHOST:3000/api//v1/auth/logout',
      'http://127.0.0.1/x/../api/v1/ministerstvo/allDirection',
      'http://[::1]/%61pi/docs',
    ]) {
      for (const lang of ['ru', 'kg', 'en'] as const) {
        const answer = await app.api.refused(ADD_NEWS, { questions: 'Новость', url }, lang);
        expect(answer, url).toEqual(
          refusal(400, 'VALIDATION', messages.newsLinkToOwnApi[lang].replace('{prefix}', '/api')),
        );
      }
    }
    // Relative links never were links: refused by the contract, naming the field.
    for (const url of ['/api/v1/auth/logout', 'api/v1/auth/logout', '//localhost/api/v1/auth/logout']) {
      const answer = await app.api.refused(ADD_NEWS, { questions: 'Новость', url });
      expect([answer.status, answer.message.includes('url')], url).toEqual([400, true]);
    }
    // The app's pages on its own host, and another host's /api/, are fine.
    expect(await app.api.sms(ADD_NEWS, { questions: 'Экран', url: 'http://localhost/direction' })).toBe(1);
    expect(
      await app.api.sms(ADD_NEWS, { questions: 'Сайт', url: 'https://manual.example.kg/api/v1/news' }),
    ).toBe(1);
  });

  it('goes with its item, and with its user, whom a read mark does not keep from being deleted', async () => {
    await app.t.database.query('DELETE FROM wiki_news WHERE id_question_answer = 2');
    expect(unreadOf(await itemsOf(app.api))).not.toContain(2);
    const [marks] = await app.t.database.query<{ count: number }>(
      'SELECT count(*)::int FROM wiki_news_read WHERE id_wiki = 2',
    );
    expect(marks?.count).toBe(0);
    // A read mark is the reader's own state, not a change of the university's data: the account may be
    // deleted (users/delete), and its marks go with it.
    const [account] = await app.t.database.query<{ id: number }>(
      "SELECT id_avn_user AS id FROM avn_user WHERE login = 'reader'",
    );
    expect(await app.api.sms('users/delete', { idAvnUser: account?.id })).toBe(8);
    const [left] = await app.t.database.query<{ count: number }>(
      'SELECT count(*)::int FROM wiki_news_read WHERE id_wiki = 5',
    );
    expect(left?.count).toBe(1);
  });

  it('answers the newest 100 items at most', async () => {
    await app.t.database.query(
      `INSERT INTO wiki_news (questions, url, published_at)
       SELECT 'Новость № ' || n, 'https://manual.example.kg/news/' || n, now() + n * interval '1 minute'
         FROM generate_series(1, 120) AS n`,
    );
    const items = await itemsOf(app.api);
    expect(items).toHaveLength(100);
    expect(items.map((item) => item.questions).slice(0, 2)).toEqual(['Новость № 120', 'Новость № 119']);
    expect(items.at(-1)?.questions).toBe('Новость № 21');
  });

  it('answers 401 to every call without a session', async () => {
    for (const path of [GET_WIKI, MARK_READ, ADD_NEWS]) {
      const response = await app.t.call('POST', path, {
        body: { idWiki: 1, questions: 'Новость', url: 'https://a.kg' },
      });
      expect(response.statusCode, path).toBe(401);
    }
  });
});
