import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import { tag } from '../testing/history-fixtures';
import { importCalls } from '../testing/import-calls';
import { signedInApp } from '../testing/signed-in-app';
import { structureImportCalls } from '../testing/structure-import-calls';
import { structureWorkbook } from '../testing/structure-workbook';

// Decision 0061 at a whole university's scale: five sheets, 432 rows previewed and applied. A proof
// (decision 0066): its time grows with the rows, not with a change to one rule; structure.test.ts keeps
// the rules on a faculty's three sheets. Both databases.

const app = signedInApp();
const thisYear = currentAcademicYear();
const { faculties, specialities, groups, query } = structureImportCalls(app);

describe('a university of 8 faculties, 60 specialities and 300 groups', () => {
  it('comes from one workbook of five sheets, imported step by step, every row written', async () => {
    const u = tag();
    const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    const faculty = (n: number) => `Ф${u}-${n}`;
    const direction = (n: number) => `D${u}-${n}`;
    const special = (n: number) => `S${u}-${n}`;
    // Speciality k is taught by faculty k mod 8, under direction k mod 4, full-time or part-time.
    const taught = range(60).map((k) => ({
      faculty: faculty((k % 8) + 1),
      direction: direction((k % 4) + 1),
      code: special(k),
      form: k % 2 ? 'ОФО' : 'ЗФО',
    }));
    const file = await structureWorkbook([
      {
        name: 'Направления',
        titles: ['Код', 'Наименование (рус.)', 'Наименование (кырг.)'],
        rows: range(4).map((n) => [direction(n), `Направление ${u} № ${n}`, `Багыт ${u} № ${n}`]),
      },
      {
        name: 'Специальности',
        titles: ['Код', 'Наименование (рус.)', 'Наименование (англ.)'],
        rows: range(60).map((n) => [special(n), `Специальность ${u} № ${n}`, `Speciality ${u} No. ${n}`]),
      },
      {
        name: 'Факультеты',
        titles: [
          'Краткое наименование (рус.)',
          'Краткое наименование (кырг.)',
          'Краткое наименование (англ.)',
          'Полное наименование (рус.)',
          'Полное наименование (кырг.)',
          'Полное наименование (англ.)',
          'Декан',
        ],
        rows: range(8).map((n) => [
          faculty(n),
          `ФК${u}-${n}`,
          `F${u}-${n}`,
          `Факультет ${u} № ${n}`,
          `Факультет ${u} № ${n} (кырг.)`,
          `Faculty ${u} No. ${n}`,
          `Декан № ${n}`,
        ]),
      },
      {
        name: 'Специальности факультетов',
        titles: [
          'Факультет',
          'Код направления',
          'Код специальности',
          'Форма обучения',
          'Срок обучения (лет)',
          'Лицензия',
          'Лицензия действует с',
          'Лицензия действует по',
          'Приложение к лицензии',
        ],
        // One licence per faculty, its supplement naming the faculty.
        rows: taught.map((row) => [
          row.faculty,
          row.direction,
          row.code,
          row.form,
          row.form === 'ОФО' ? 4 : 5,
          `LS${u}`,
          '2024-09-01',
          `${2000 + thisYear + 5}-08-31`,
          `Приложение для ${row.faculty}`,
        ]),
      },
      {
        name: 'Группы и контингент',
        titles: [
          'Факультет',
          'Код специальности',
          'Форма обучения',
          'Группа',
          'Подгруппа',
          'Курс',
          'Бюджет',
          'Контракт',
        ],
        // Five groups of each speciality: courses 1 to 4, the first in two sub-groups.
        rows: taught.flatMap((row, k) =>
          [
            [1, 1],
            [1, 2],
            [2, 0],
            [3, 0],
            [4, 0],
          ].map(([course, sub]) => [row.faculty, row.code, row.form, `Г${k + 1}`, sub, course, 15, 10]),
        ),
      },
    ]);
    const steps = [
      { calls: importCalls(app.api, 'direction'), rows: 4 },
      { calls: importCalls(app.api, 'speciality'), rows: 60 },
      { calls: faculties(), rows: 8 },
      { calls: specialities(), rows: 60 },
      { calls: groups(), rows: 300 },
    ];
    for (const step of steps) {
      const preview = await step.calls.preview(file);
      expect(preview.data.rows.filter((row: { reason: string | null }) => row.reason)).toEqual([]);
      expect(preview.data.counts).toEqual({ create: step.rows, update: 0, unchanged: 0, refuse: 0 });
      expect(await step.calls.apply(file, preview.data.token)).toMatchObject({
        status: 200,
        data: { create: step.rows },
      });
    }
    const [counts] = await query<{
      faculties: number;
      specialities: number;
      licences: number;
      groups: number;
      numbers: number;
    }>(
      `SELECT count(DISTINCT f.id_faculty)::int AS faculties, count(DISTINCT s.id_speciality)::int AS specialities,
              count(DISTINCT s.id_licence)::int AS licences, count(DISTINCT g.id_group)::int AS groups,
              count(DISTINCT k.id_rrnk_gr_kolst)::int AS numbers
         FROM faculty f JOIN speciality s ON s.id_faculty = f.id_faculty
         JOIN com_gspe c ON c.id_speciality = s.id_speciality JOIN study_group g ON g.id_com_gspe = c.id_com_gspe
         LEFT JOIN rrnk_gr_kolst k ON k.id_group = g.id_group AND k.id_a_year = $2 AND k.id_w_s = 1
        WHERE f.short_faculty LIKE $1`,
      [`Ф${u}-%`, thisYear],
    );
    expect(counts).toEqual({ faculties: 8, specialities: 60, licences: 8, groups: 300, numbers: 300 });
  }, 900_000);
});
