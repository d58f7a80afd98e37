import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { currentAcademicYear, yearLabel } from '../../contract/academic-year';
import type { PrintedDocument } from '../../contract/documents';
import { signedInApp } from '../testing/signed-in-app';

// Issue 32: the printed documents for the demo data, as the print view reads them (documents/view) and
// as the PDF writes them, its text read back with pdftotext (Debian's poppler-utils): the names, the
// Kyrgyz letters, the order and the totals; and refusals that change nothing. Both databases
// (TEST_DATABASE=pg).

const app = signedInApp();
const thisYear = currentAcademicYear();

const view = async (body: Record<string, unknown>, lang = 'ru') => {
  const response = await app.t.call('POST', 'documents/view', { cookie: app.cookie, body, lang });
  return {
    status: response.statusCode,
    document: response.json().data as PrintedDocument,
    body: response.json(),
  };
};

/** The PDF's text, page by page as pdftotext lays it out, spaces between columns made single. */
const pdfText = async (body: Record<string, unknown>, lang = 'ru') => {
  const response = await app.t.call('POST', 'documents/pdf', { cookie: app.cookie, body, lang });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString();
  const fonts = execFileSync('pdffonts', ['-'], { input: bytes }).toString();
  const name = decodeURIComponent(
    /filename\*=UTF-8''([^;]+)/.exec(String(response.headers['content-disposition']))?.[1] ?? '',
  );
  return {
    text,
    lines: text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()),
    fonts,
    name,
    bytes,
  };
};

/** Where each of `texts` first appears in `text`: increasing when they appear in that order. */
const positions = (text: string, texts: readonly string[]) => texts.map((each) => text.indexOf(each));

const sumOf = async (sql: string, params: unknown[]) =>
  (await app.t.database.query<{ b: number; k: number }>(sql, params))[0] ?? { b: -1, k: -1 };

describe('the commission’s composition', () => {
  it('prints a faculty’s members in the commission’s order, in Kyrgyz, with every letter embedded', async () => {
    const members: { member_name: string; title: string }[] = await app.api.data('POST', 'gak-hi/history', {
      idFaculty: 1,
    });
    expect(members.length).toBeGreaterThan(2);
    const { document } = await view({ document: 'commission', idFaculty: 1 }, 'kg');
    expect(document.title).toBe('Мамлекеттик аттестациялык комиссиянын курамы');
    expect(document.columns.map((column) => column.title)).toEqual([
      '№',
      'Комиссиядагы ролу',
      'Аты-жөнү',
      'Илимий даражасы, наамы',
    ]);
    // The rows are the list the screen shows, in its order.
    expect(document.sections[0]?.rows.map((row) => row[2])).toEqual(members.map((row) => row.member_name));

    const pdf = await pdfText({ document: 'commission', idFaculty: 1 }, 'kg');
    for (const line of [
      'БЕКИТЕМИН',
      'Мамлекеттик аттестациялык комиссиянын курамы',
      'Экономика жана менеджмент факультети',
      `${yearLabel(currentAcademicYear())} окуу жылына`,
      'Факультеттин деканы',
      'Төрага',
    ])
      expect(pdf.text).toContain(line);
    const order = positions(
      pdf.text,
      members.map((row) => String(row.member_name)),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const row of members) expect(pdf.text).toContain(String(row.title));
    expect(pdf.text).toMatch(/[өүң]/);
    // Subsets of Roboto, embedded, with a Unicode map (the text is searchable and copyable).
    expect(pdf.fonts).toMatch(/Roboto-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(pdf.name).toMatch(
      /^Мамлекеттик аттестациялык комиссиянын курамы — Экономика жана менеджмент факультети — \d{4}-\d{2}-\d{2}\.pdf$/,
    );
  });

  it('prints a speciality’s commission as it is now, ө, ү and ң included', async () => {
    const sms = await app.api.sms('gak-spec/insUpd-gak-speciality', {
      idGAKMemberSpeciality: -1,
      idFaculty: 1,
      idSpecial: 1,
      idMemberType: 3,
      memberName: 'Өмүрбеков Чыңгыз Үсөнович',
      title: 'доцент',
    });
    expect(sms).toBe(1);
    const pdf = await pdfText({ document: 'specialityCommission', idFaculty: 1, idSpecial: 1 }, 'kg');
    expect(pdf.text).toContain('Өмүрбеков Чыңгыз Үсөнович');
    expect(pdf.text).toContain('080105 Финансы жана кредит адистиги боюнча');
    expect(pdf.text).toContain('Абдыкаимов Талант Жумабекович');
  });

  it.each([
    ['an unknown faculty', { document: 'commission', idFaculty: 4040 }, 404],
    [
      'a speciality the faculty does not teach',
      { document: 'specialityCommission', idFaculty: 1, idSpecial: 4040 },
      404,
    ],
    ['an unknown building', { document: 'classrooms', idKorpus: 4040 }, 404],
    ['an unknown document', { document: 'diploma', idFaculty: 1 }, 400],
    ['a year past two digits', { document: 'admissionPlan', aYear: 2026 }, 400],
  ] as const)('refuses %s in the reader’s language, as data and as a PDF', async (_case, body, status) => {
    for (const path of ['documents/view', 'documents/pdf']) {
      const response = await app.t.call('POST', path, { cookie: app.cookie, body, lang: 'kg' });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(/[а-яөүң]/i);
    }
  });

  it('is for the signed-in only', async () => {
    const response = await app.t.call('POST', 'documents/pdf', {
      body: { document: 'commission', idFaculty: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the admission plan', () => {
  it('prints a faculty’s plan of the year with its places summed, as the plans table has them', async () => {
    const sums = await sumOf(
      `SELECT coalesce(sum(a.kol_b), 0)::int AS b, coalesce(sum(a.kol_k), 0)::int AS k
         FROM plan_abit a JOIN speciality s ON s.id_speciality = a.id_speciality
        WHERE s.id_faculty = 1 AND a.a_year = $1`,
      [thisYear],
    );
    expect(sums.b + sums.k).toBeGreaterThan(0);
    const { document } = await view({ document: 'admissionPlan', idFaculty: 1, aYear: thisYear });
    expect(document.sections).toHaveLength(1);
    expect(document.sections[0]?.total?.slice(4, 7)).toEqual([sums.b, sums.k, sums.b + sums.k]);

    const pdf = await pdfText({ document: 'admissionPlan', idFaculty: 1, aYear: thisYear }, 'ru');
    expect(pdf.text).toContain('План приёма');
    expect(pdf.text).toContain(`на ${yearLabel(thisYear)} учебный год`);
    // A header too long for its column wraps: its words are there.
    expect(document.columns.map((column) => column.title)).toContain('Порог для бюджета');
    expect(pdf.text).toContain('бюджета');
    expect(pdf.lines).toContain(`Итого по факультету ${sums.b} ${sums.k} ${sums.b + sums.k}`);
    expect(pdf.text).toContain('080105');
  });

  it('prints the whole university: a section and a total per faculty, and the total of all', async () => {
    const all = await sumOf(
      `SELECT coalesce(sum(a.kol_b), 0)::int AS b, coalesce(sum(a.kol_k), 0)::int AS k
         FROM plan_abit a JOIN speciality s ON s.id_speciality = a.id_speciality
        WHERE s.id_faculty <> 9999 AND a.a_year = $1`,
      [thisYear],
    );
    const { document } = await view({ document: 'admissionPlan', aYear: thisYear }, 'en');
    expect(document.sections.length).toBeGreaterThan(1);
    expect(document.sections.every((section) => section.title)).toBe(true);
    expect(document.total?.slice(4, 7)).toEqual([all.b, all.k, all.b + all.k]);
    const pdf = await pdfText({ document: 'admissionPlan', aYear: thisYear }, 'en');
    expect(pdf.lines.filter((line) => line.startsWith('Faculty total'))).toHaveLength(
      document.sections.length,
    );
    expect(pdf.lines).toContain(`Total ${all.b} ${all.k} ${all.b + all.k}`);
    for (const section of document.sections) expect(pdf.text).toContain(section.title);
  });

  it('says so when a faculty has no speciality', async () => {
    const [faculty] = await app.t.database.query<{ id: number }>(
      `INSERT INTO faculty (id_vuz, short_faculty, short_faculty_kg, short_faculty_en, faculty, faculty_kg, faculty_en, n_director)
       VALUES (1, 'НФ', 'ЖФ', 'NF', 'Новый факультет', 'Жаңы факультет', 'New faculty', 'Декан') RETURNING id_faculty AS id`,
    );
    const pdf = await pdfText({ document: 'admissionPlan', idFaculty: faculty?.id, aYear: thisYear }, 'kg');
    expect(pdf.text).toContain('Адистиктер жок');
    expect(pdf.text).toContain('Жаңы факультет');
  });
});

describe('a building’s classroom list', () => {
  it('prints every classroom with its seats and area, summed', async () => {
    const rooms: { number: string; contain: number }[] = await app.api.data('POST', 'audience/auditoriums', {
      idKorpus: 1,
    });
    expect(rooms.length).toBeGreaterThan(0);
    const seats = rooms.reduce((sum, room) => sum + Number(room.contain), 0);
    const { document } = await view({ document: 'classrooms', idKorpus: 1 }, 'en');
    expect(document.sections[0]?.rows.map((row) => row[1])).toEqual(rooms.map((room) => room.number));
    expect(document.sections[0]?.total?.[2]).toBe(seats);
    const pdf = await pdfText({ document: 'classrooms', idKorpus: 1 }, 'en');
    expect(pdf.text).toContain('List of classrooms');
    expect(pdf.text).toContain('Main Academic Building');
    expect(pdf.lines.some((line) => line.startsWith(`1 ${rooms[0]?.number} `))).toBe(true);
    expect(pdf.lines.find((line) => line.startsWith('Total'))).toMatch(new RegExp(`^Total ${seats} `));
  });
});
