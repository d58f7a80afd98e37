import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { currentAcademicYear, yearLabel } from '../../contract/academic-year';
import type { PrintedDocument } from '../../contract/documents';
import { signedInApp } from '../testing/signed-in-app';

// Decision 0049: the printed documents for the demo data, as the print view reads them (documents/view) and
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

/** The PDF's text as written (`text`), and its lines as pdftotext lays them out, spaces made single (`lines`). */
const pdfText = async (body: Record<string, unknown>, lang = 'ru') => {
  const response = await app.t.call('POST', 'documents/pdf', { cookie: app.cookie, body, lang });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const layout = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
  }).toString();
  // In the order it is written, spaces and line ends made one space: a name wrapped in its cell is whole.
  const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString()
    .replace(/\s+/g, ' ');
  const fonts = execFileSync('pdffonts', ['-'], { input: bytes }).toString();
  const name = decodeURIComponent(
    /filename\*=UTF-8''([^;]+)/.exec(String(response.headers['content-disposition']))?.[1] ?? '',
  );
  return {
    text,
    lines: layout.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()),
    fonts,
    name,
    bytes,
  };
};

/** A PDF's pages as pdftotext reads each (`-f N -l N`), spaces made single, lines without the blank ones. */
const pagesOf = (bytes: Buffer): string[][] => {
  const count = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: bytes }).toString())?.[1],
  );
  return Array.from({ length: count }, (_page, index) =>
    execFileSync(
      'pdftotext',
      ['-f', String(index + 1), '-l', String(index + 1), '-layout', '-enc', 'UTF-8', '-', '-'],
      {
        input: bytes,
      },
    )
      .toString()
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
};

/** A PDF as the signed-in administrator gets it. */
const pdfBytes = async (body: Record<string, unknown>, lang = 'ru') => {
  const response = await app.t.call('POST', 'documents/pdf', { cookie: app.cookie, body, lang });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.rawPayload;
};

/**
 * The signatures (each role a line begins with), the day made and the total are on the last page, with at
 * least one of the table's rows (`row`) above them; and no page but the last signs.
 */
function expectSignedWithRows(
  pages: string[][],
  { roles, total, made, row }: { roles: string[]; total: string; made: string; row: RegExp },
) {
  const last = pages.at(-1) ?? [];
  const where = (line: string) => pages.findIndex((page) => page.some((each) => each.startsWith(line)));
  for (const role of roles) expect(where(role), `${role} on the last page`).toBe(pages.length - 1);
  expect(last.some((line) => line.startsWith(made))).toBe(true);
  const totalAt = last.findIndex((line) => line.startsWith(total));
  const signedAt = last.findIndex((line) => line.startsWith(roles[0] ?? ''));
  expect(totalAt, 'the total on the signatures’ page').toBeGreaterThan(0);
  expect(totalAt).toBeLessThan(signedAt);
  expect(
    last.slice(0, totalAt).some((line) => row.test(line)),
    `a row above the total: ${last.join(' | ')}`,
  ).toBe(true);
}

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
      members.map((row) => row.member_name),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const row of members) expect(pdf.text).toContain(String(row.title));
    expect(pdf.text).toMatch(/[өүң]/);
    // The day takes its case through күн (review kg-wording-new-screens, W8).
    expect(pdf.text).toMatch(/\d{2}\.\d{2}\.\d{4} күнгө карата/);
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

  it('prints a threshold of 0, a programme without entrance tests, as a dash', async () => {
    const { document } = await view({ document: 'admissionPlan', idFaculty: 1, aYear: thisYear });
    const rows = document.sections[0]?.rows ?? [];
    // The faculty's master's and postgraduate programmes have no entrance tests; its bachelor's have.
    const without = rows.filter((row) => /магистратура|аспирантура|PhD/.test(String(row[3])));
    expect(without.length).toBeGreaterThan(1);
    for (const row of without) expect(row.slice(7, 10)).toEqual(['—', '—', '—']);
    expect(rows.find((row) => String(row[3]).includes('бакалавриат'))?.slice(7, 9)).toEqual([150, 110]);
    const lines = pagesOf(
      await pdfBytes({ document: 'admissionPlan', idFaculty: 1, aYear: thisYear }),
    ).flat();
    const printed = lines.filter((line) => /^\d+ \S+ /.test(line) && / — — —$/.test(line));
    expect(printed).toHaveLength(without.length);
    expect(lines.filter((line) => / 0 0$/.test(line))).toEqual([]);
  });

  it('names the subject thresholds in Kyrgyz as the parameters form does', async () => {
    const { document } = await view({ document: 'admissionPlan', idFaculty: 1, aYear: thisYear }, 'kg');
    expect(document.columns.at(-1)?.title).toBe('Предметтер боюнча босого упайлары');
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

describe('the pages', () => {
  it('keep a building list’s signature and day with its last rows and total, however many rooms fill it', async () => {
    const [building] = await app.t.database.query<{ id: number }>(
      `INSERT INTO korpus (korpus, korpus_kg, korpus_en) VALUES ('Корпус страниц', 'Беттер корпусу', 'Pages Building')
       RETURNING id_korpus AS id`,
    );
    const addRooms = (from: number, to: number) =>
      app.t.database.query(
        `INSERT INTO auditorium (id_korpus, number, contain, square, note)
         SELECT $1, 'К-' || n, 20, 30, 'Доска' FROM generate_series($2::int, $3::int) AS n`,
        [building?.id, from, to],
      );
    // Room by room from well inside the first page to well past it: the total, the signature and the day
    // each fall to the second page in turn (before this was fixed the signature, or the day alone, stood there).
    await addRooms(1, 17);
    const counts: number[] = [];
    for (let rooms = 18; counts.filter((count) => count > 1).length < 6; rooms += 1) {
      expect(rooms, 'a second page within 60 rooms').toBeLessThan(60);
      await addRooms(rooms, rooms);
      const pages = pagesOf(await pdfBytes({ document: 'classrooms', idKorpus: building?.id }));
      counts.push(pages.length);
      expectSignedWithRows(pages, {
        roles: ['Начальник учебного отдела'],
        total: 'Всего',
        made: 'Сформировано',
        row: /^\d+ К-\d+ 20 30$/,
      });
    }
    expect(counts[0]).toBe(1);
  });

  it('keep the admission plan’s two signatures with its last rows and totals', async () => {
    const [faculty] = await app.t.database.query<{ id: number }>(
      `INSERT INTO faculty (id_vuz, short_faculty, short_faculty_kg, short_faculty_en, faculty, faculty_kg, faculty_en, n_director)
       VALUES (1, 'ФС', 'БФ', 'PF', 'Факультет страниц', 'Беттер факультети', 'Faculty of Pages', 'Декан')
       RETURNING id_faculty AS id`,
    );
    const addSpecialities = (from: number, to: number) =>
      app.t.database.query(
        `WITH named AS (
           INSERT INTO special (code, special, special_kg, special_en)
           SELECT 'ТП-' || n, 'Специальность ' || n, 'Адистик ' || n, 'Speciality ' || n
             FROM generate_series($2::int, $3::int) AS n RETURNING id_special
         ), taught AS (
           INSERT INTO speciality (id_faculty, id_direction, id_special, id_f_educ)
           SELECT $1, 1, id_special, 1 FROM named RETURNING id_speciality
         )
         INSERT INTO plan_abit (id_speciality, a_year, kol_b, kol_k) SELECT id_speciality, $4, 5, 7 FROM taught`,
        [faculty?.id, from, to, thisYear],
      );
    await addSpecialities(1, 4);
    const counts: number[] = [];
    for (let specialities = 5; counts.filter((count) => count > 1).length < 5; specialities += 1) {
      expect(specialities, 'a second page within 40 specialities').toBeLessThan(40);
      await addSpecialities(specialities, specialities);
      const pages = pagesOf(
        await pdfBytes({ document: 'admissionPlan', idFaculty: faculty?.id, aYear: thisYear }),
      );
      counts.push(pages.length);
      expectSignedWithRows(pages, {
        roles: ['Проректор по учебной работе', 'Ответственный секретарь приёмной комиссии'],
        total: 'Итого по факультету',
        made: 'Сформировано',
        row: /^\d+ ТП-\d+ Специальность \d+ /,
      });
    }
    expect(counts[0]).toBe(1);
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
