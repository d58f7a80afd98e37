import { currentAcademicYear } from '../../contract/academic-year';
import type { AdminCalls, WriteScenario } from './admin-fixtures';
import { csvOf, fileOf } from './import-file';

// The apply of an imported file (decision 0047), as the audit and roles proofs make it: a file of one new
// direction (a shared list: the `reference` rule of its save decides), previewed by the administrator;
// and the university's structure (decision 0061), each table's rows of faculty 1 (its `faculty` rule and scope).

/** A file of these rows previewed by the administrator: the apply's body. */
async function previewed(
  admin: AdminCalls,
  request: { table: string; filter: Record<string, unknown> },
  rows: unknown[][],
) {
  const file = fileOf(csvOf(rows), `${request.table}.csv`);
  const preview = (await admin.post('import/preview', { ...request, file })) as unknown as { token: string };
  return { ...request, file, token: preview.token };
}

const UNIVERSITY = { idVuz: 1 };

export const importScenarios: WriteScenario[] = [
  {
    path: 'import/apply',
    table: 'direction',
    faculties: [],
    // The apply is open to every writer; a direction's save, to administrators and all-faculty editors.
    rule: 'reference',
    body: async (admin, u) => {
      const file = fileOf(
        csvOf([
          ['Код', 'Наименование (рус.)'],
          [`IMP${u}`, `Импортированное направление ${u}`],
        ]),
        'directions.csv',
      );
      const preview = (await admin.post('import/preview', { table: 'direction', file })) as unknown as {
        token: string;
      };
      return { table: 'direction', file, token: preview.token };
    },
  },
  {
    // Faculty 1's dean, changed: the faculty's save (a new faculty needs every faculty, its own proof).
    path: 'import/apply',
    table: 'faculty',
    faculties: [1],
    rule: 'faculty',
    body: (admin, u) =>
      previewed(admin, { table: 'faculties', filter: UNIVERSITY }, [
        [
          'Краткое наименование (рус.)',
          'Краткое наименование (кырг.)',
          'Краткое наименование (англ.)',
          'Полное наименование (рус.)',
          'Полное наименование (кырг.)',
          'Полное наименование (англ.)',
          'Декан',
        ],
        [
          'ФЭМ',
          'ЭМФ',
          'FEM',
          'Факультет экономики и менеджмента',
          'Экономика жана менеджмент факультети',
          'Faculty of Economics and Management',
          `Декан ${u}`,
        ],
      ]),
  },
  {
    // A new speciality name bound to faculty 1: the binding's and the parameters' saves.
    path: 'import/apply',
    table: 'speciality',
    faculties: [1],
    rule: 'faculty',
    body: async (admin, u) => {
      await admin.post('ministerstvo/ins-upd-spec', {
        idSpecial: -1,
        code_: `I${u}`,
        special_: `Импорт ${u}`,
      });
      return previewed(admin, { table: 'facultySpecialities', filter: UNIVERSITY }, [
        ['Факультет', 'Код направления', 'Код специальности', 'Форма обучения', 'Срок обучения (лет)'],
        ['ФЭМ', '580100', `I${u}`, 'ОФО', 4],
      ]);
    },
  },
  {
    // A new first-year group of faculty 1 with its planned students: name-group, binding, group, numbers.
    path: 'import/apply',
    table: 'study_group',
    faculties: [1],
    rule: 'faculty',
    body: (admin, u) =>
      previewed(
        admin,
        { table: 'groups', filter: { ...UNIVERSITY, idYear: currentAcademicYear(), idWs: 1 } },
        [
          ['Факультет', 'Код специальности', 'Форма обучения', 'Группа', 'Курс', 'Бюджет', 'Контракт'],
          ['ФЭМ', '080105', 'ОФО', `И${u}`.slice(0, 40), 1, 12, 3],
        ],
      ),
  },
];
