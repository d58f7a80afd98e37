import { describe, expect, it } from 'vitest';
import { currentAcademicYear, stageOf, yearLabel } from '../../contract/academic-year';
import { exportFile } from '../testing/export-file';
import { day, type ListRow, namedAs, number, rowsOf } from '../testing/export-rows';
import { signedInApp } from '../testing/signed-in-app';

// Export (decision 0047) on the educational screen (decisions 0014 and 0015): each of its tables exported as the screen shows it
// under what the screen chose, read back from .xlsx and .csv. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const formats = ['xlsx', 'csv'] as const;
const exported = (body: Record<string, unknown>, lang = 'ru') => exportFile(app.t, app.cookie, body, lang);
/** What the screen's list call answers for the same choice (its rows, or its status when refused). */
const listed = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const answer = await app.api.call(method, path, body);
  return { status: answer.status, rows: (answer.data ?? []) as ListRow[] };
};
const thisYear = currentAcademicYear();
// Speciality 1: faculty 1, direction 1 (580100), full-time bachelor's, name 080105 Finance and Credit.
const FINANCE = {
  ru: '080105 Финансы и кредит',
  kg: '080105 Финансы жана кредит',
  en: '080105 Finance and Credit',
};
const FACULTY = { ru: 'Факультет экономики и менеджмента', en: 'Faculty of Economics and Management' };

/** Next year's intake group of speciality 1, with a Kyrgyz addition: made once, by the footer's save. */
let intake: Promise<string> | undefined;
const intakeGroup = () => {
  intake ??= (async () => {
    const [group] = (await listed('POST', 'ministerstvo/groupAll', { idSpeciality: 1, idRate: 1 })).rows;
    const dop = 'таңкы бөлүм';
    const saved = await app.api.post('ministerstvo/insUpdGroupT', {
      idGroup: -1,
      idComGspe: group?.id_com_gspe,
      idGroupY: thisYear + 1,
      dop,
    });
    expect(saved.data[0].sms).toBe(1);
    return dop;
  })();
  return intake;
};

describe('the groups panel', () => {
  it.each(formats)('writes every group of the speciality, the course as a number (%s)', async (format) => {
    const dop = await intakeGroup();
    const filter = { idSpeciality: 1, idRate: 0 };
    const { rows } = await listed('POST', 'ministerstvo/groupAll', filter);
    const file = await exported({ table: 'specialityGroups', format, filter }, 'kg');
    expect(file.status).toBe(200);
    expect(file.titles).toEqual(['Топ', 'Кабыл алуу жылы', 'Курс', 'Кошумча', 'Кышкы кабыл алуу']);
    const stageWord = { intake: 'Кийинки жылдын кабыл алуусу', graduated: 'Бүтүргөн' };
    expect(rowsOf(file)).toEqual(
      rows.map((row) => {
        const stage = stageOf(row.course, row.max_course);
        return [
          row.group_name,
          row.year_label,
          stage === 'studying' ? number(format, row.course) : stageWord[stage],
          row.dop,
          row.winter_reception ? 'Ооба' : '',
        ];
      }),
    );
    expect(rowsOf(file).map((row) => row[3])).toContain(dop);
    expect(file.name).toMatch(namedAs(`Адистиктин топтору — ${FINANCE.kg}`, format));
  });

  it.each(formats)(
    "writes one course's groups, or the graduated, named by the filter (%s)",
    async (format) => {
      const course = { idSpeciality: 1, idRate: 2 };
      const second = await exported({ table: 'specialityGroups', format, filter: course }, 'en');
      expect(second.rows.map((row) => row[0])).toEqual(
        (await listed('POST', 'ministerstvo/groupAll', course)).rows.map((row) => row.group_name),
      );
      expect(second.rows.length).toBeGreaterThan(0);
      expect(second.name).toMatch(namedAs(`Groups of the speciality — ${FINANCE.en}, 2nd year`, format));

      const every = (await listed('POST', 'ministerstvo/groupAll', { idSpeciality: 1, idRate: 0 })).rows;
      const filter = { idSpeciality: 1, idRate: 0, stage: 'graduated' };
      const graduated = await exported({ table: 'specialityGroups', format, filter }, 'en');
      expect(graduated.rows.map((row) => row[0])).toEqual(
        every.filter((row) => row.course > row.max_course).map((row) => row.group_name),
      );
      expect(graduated.rows.length).toBeGreaterThan(0);
      expect(graduated.name).toMatch(namedAs(`Groups of the speciality — ${FINANCE.en}, Graduated`, format));
    },
  );

  it('answers an unknown speciality as its list does (no rows), and a course out of range with 400', async () => {
    const unknown = { idSpeciality: 999_999, idRate: 0 };
    expect((await listed('POST', 'ministerstvo/groupAll', unknown)).rows).toEqual([]);
    const empty = await exported({ table: 'specialityGroups', format: 'xlsx', filter: unknown }, 'en');
    expect(empty.status).toBe(200);
    expect(empty.rows).toEqual([]);
    expect(empty.name).toMatch(namedAs('Groups of the speciality', 'xlsx'));

    const wrong = { idSpeciality: 1, idRate: 11 };
    expect((await listed('POST', 'ministerstvo/groupAll', wrong)).status).toBe(400);
    expect((await exported({ table: 'specialityGroups', format: 'csv', filter: wrong })).status).toBe(400);
  });
});

describe('the group-choice and next-year modals', () => {
  it.each(formats)("writes the faculty's name-groups, a Kyrgyz one intact (%s)", async (format) => {
    const name = `Таң-${format}`;
    expect(
      (await app.api.post('ministerstvo/insUpdNGr/insupd', { idNGr: -1, nGr: name, idFaculty: 1 })).data[0]
        .sms,
    ).toBe(1);
    const filter = { idFaculty: 1 };
    const { rows } = await listed('POST', 'ministerstvo/allNGr/select', filter);
    const file = await exported({ table: 'nameGroups', format, filter, columns: ['name'] });
    expect(file.titles).toEqual(['Группа']);
    expect(file.rows).toEqual(rows.map((row) => [row.n_gr]));
    expect(file.rows).toContainEqual([name]);
    expect(file.name).toMatch(namedAs(`Выбор группы — ${FACULTY.ru}`, format));
  });

  it.each(formats)(
    "writes the faculty's groups of a year, one speciality's when chosen (%s)",
    async (format) => {
      await intakeGroup();
      const faculty = { idYear: thisYear, idFaculty: 1 };
      const columns = ['group', 'speciality', 'next'];
      const every = (await listed('POST', 'ministerstvo/group-com-gspe', faculty)).rows;
      const all = await exported({ table: 'nextYearGroups', format, filter: faculty, columns }, 'en');
      expect(all.titles).toEqual(['Group', 'Speciality', "Next year's group"]);
      expect(rowsOf(all)).toEqual(
        every.map((row) => [row.group_name, row['p25-1'], row.next_exists ? 'Exists already' : '']),
      );
      // The intake group made above is next year's group of one of speciality 1's groups.
      expect(rowsOf(all).map((row) => row[2])).toContain('Exists already');
      expect(all.name).toMatch(
        namedAs(`Create next year's groups — ${FACULTY.en}, ${yearLabel(thisYear)}`, format),
      );

      const filter = { ...faculty, idSpeciality: 1 };
      const one = await exported({ table: 'nextYearGroups', format, filter, columns }, 'en');
      expect(one.rows.map((row) => row[0])).toEqual(
        every.filter((row) => row.id_speciality === 1).map((row) => row.group_name),
      );
      expect(one.rows.length).toBeGreaterThan(0);
      expect(one.name).toMatch(
        namedAs(
          `Create next year's groups — ${FACULTY.en}, ${yearLabel(thisYear)}, ${FINANCE.en} · Full-time study (bachelor's)`,
          format,
        ),
      );
    },
  );
});

describe('the planned students', () => {
  it.each(formats)(
    "writes the course's groups with their budget and contract numbers (%s)",
    async (format) => {
      const filter = { idYear: thisYear, idWs: 1, idRate: 1, idFaculty: 1 };
      const { rows } = await listed('POST', 'ministerstvo/gr-kolst', filter);
      expect(rows.length).toBeGreaterThan(0);
      const file = await exported(
        { table: 'headcounts', format, filter, columns: ['group', 'kolB', 'kolK'] },
        'en',
      );
      // The group is the record (its numbers of the half-year may not exist yet), then their version.
      expect(file.titles).toEqual(['Group', 'Budget', 'Contract', 'Record no.', 'Record version']);
      expect(file.rows).toEqual(
        rows.map((row) => [
          row.group_name,
          number(format, row.kol_b),
          number(format, row.kol_k),
          number(format, row.id_group),
          number(format, row.rowVersion),
        ]),
      );
      expect(file.name).toMatch(
        namedAs(
          `Planned students by group — ${FACULTY.en}, ${yearLabel(thisYear)}, Autumn semester, 1st year`,
          format,
        ),
      );
      const kyrgyz = await exported({ table: 'headcounts', format, filter }, 'kg');
      expect(kyrgyz.titles).toEqual(['Топ', 'Бюджет', 'Контракт', 'Жазуунун №', 'Жазуунун версиясы']);
      expect(kyrgyz.name).toContain('Күзгү семестр, 1-курс');
    },
  );

  it('answers an unknown faculty as its list does, and a half-year out of range with 400', async () => {
    const unknown = { idYear: thisYear, idWs: 1, idRate: 1, idFaculty: 999_999 };
    expect((await listed('POST', 'ministerstvo/gr-kolst', unknown)).rows).toEqual([]);
    const empty = await exported({ table: 'headcounts', format: 'csv', filter: unknown });
    expect(empty.status).toBe(200);
    expect(empty.rows).toEqual([]);
    const wrong = { ...unknown, idFaculty: 1, idWs: 0 };
    expect((await listed('POST', 'ministerstvo/gr-kolst', wrong)).status).toBe(400);
    expect((await exported({ table: 'headcounts', format: 'xlsx', filter: wrong })).status).toBe(400);
  });
});

describe('the licence picker', () => {
  it.each(formats)('writes every licence, its dates as dates (%s)', async (format) => {
    const resolution = `Лицензия № КГ-${format} (түзөтүлгөн)`;
    const saved = await app.api.post('ministerstvo/ins-upd-licence', {
      IDLicence: -1,
      Resolution: resolution,
      ResolutionBeg: '01.09.2024',
      ResolutionEnd: '31.08.2029',
      Supplement: 'Тиркеме: мамлекеттик тил',
    });
    expect(saved.data[0].sms).toBe(1);
    const { rows } = await listed('GET', 'ministerstvo/licence');
    const columns = ['number', 'resolution', 'begin', 'end', 'supplement'];
    const file = await exported({ table: 'licences', format, columns }, 'en');
    expect(file.titles).toEqual(['Number', 'Licence', 'Valid from', 'Valid until', 'Supplement']);
    expect(file.rows.map((row) => row[1])).toEqual(rows.map((row) => row.Resolution));
    expect(file.rows).toContainEqual([
      'LS180000123',
      'Лицензия LS180000123 на право ведения образовательной деятельности',
      day(format, '2018-06-15'),
      day(format, '2023-06-14'),
      expect.stringContaining('Приложение №1'),
    ]);
    expect(file.rows).toContainEqual([
      `КГ-${format}`,
      resolution,
      day(format, '2024-09-01'),
      day(format, '2029-08-31'),
      'Тиркеме: мамлекеттик тил',
    ]);
    expect(file.name).toMatch(namedAs('Choose a licence', format));
  });
});

describe('the grading modal', () => {
  it.each(formats)("writes the place's specialities with their rule (%s)", async (format) => {
    const filter = { idFaculty: 1, idDirection: 1, idFEduc: 1 };
    const { rows } = await listed('POST', 'ministerstvo/gradingSpeciality/select', filter);
    const file = await exported(
      { table: 'gradingSpecialities', format, filter, columns: ['speciality', 'variant'] },
      'kg',
    );
    expect(file.titles).toEqual(['Адистик', 'Баалоо эрежеси']);
    expect(rowsOf(file)).toEqual(rows.map((row) => [`${row['p25-1']} ${row.p25_kg}`, row.ebe_var]));
    expect(file.name).toMatch(
      namedAs(
        'Адистиктердин баалоо эрежелери — Экономика жана менеджмент факультети, 580100 Экономика, Күндүзгү окуу формасы (бакалавриат)',
        format,
      ),
    );
  });

  it.each(formats)(
    "writes the rule's point ranges and grade-sheet fields, numbers as numbers (%s)",
    async (format) => {
      const filter = { idEbeVar: 1 };
      const ranges = (await listed('POST', 'ministerstvo/gradingEbeVar/select', filter)).rows;
      const file = await exported(
        { table: 'variantRanges', format, filter, columns: ['begin', 'end', 'grade'] },
        'en',
      );
      expect(file.titles).toEqual(['From', 'To', 'Grade']);
      expect(file.rows).toEqual(
        ranges.map((row) => [number(format, row.beg_bal), number(format, row.end_bal), row.estimation]),
      );
      expect(file.rows[0]).toEqual([number(format, 87), number(format, 100), '5']);
      expect(file.name).toMatch(namedAs('Point ranges — Rule 1 (0–100 points)', format));

      const fields = (await listed('POST', 'ministerstvo/estimationInfo/select', filter)).rows;
      const columns = ['order', 'field', 'kind', 'inBook', 'formula', 'min', 'max'];
      const sheet = await exported({ table: 'variantFields', format, filter, columns }, 'kg');
      expect(sheet.titles).toEqual([
        'Тартиби',
        'Талаанын аталышы',
        'Мааниси',
        'Журналда',
        'Формула',
        'Эң аз',
        'Эң көп',
      ]);
      expect(rowsOf(sheet)).toEqual(
        fields.map((row) => [
          number(format, row.order_pole),
          row.name_pole,
          row.info_or_value ? 'Эсептелет' : 'Киргизилет',
          row.pole_mark_mag ? 'Ооба' : 'Жок',
          row.formula,
          number(format, row.min),
          number(format, row.max),
        ]),
      );
      expect(sheet.name).toMatch(namedAs('Ведомосттун талаалары — 1-эреже (0–100 упай)', format));
    },
  );

  it('answers an unknown rule as its list does (no rows), and a rule id of 0 with 400', async () => {
    const empty = await exported(
      { table: 'variantRanges', format: 'xlsx', filter: { idEbeVar: 999_999 } },
      'en',
    );
    expect(empty.status).toBe(200);
    expect(empty.rows).toEqual([]);
    expect(empty.name).toMatch(namedAs('Point ranges', 'xlsx'));
    expect((await listed('POST', 'ministerstvo/estimationInfo/select', { idEbeVar: 0 })).status).toBe(400);
    expect((await exported({ table: 'variantFields', format: 'csv', filter: { idEbeVar: 0 } })).status).toBe(
      400,
    );
  });
});
