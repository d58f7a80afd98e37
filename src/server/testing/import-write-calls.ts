import type { WriteScenario } from './admin-fixtures';
import { csvOf, fileOf } from './import-file';

// The apply of an imported file (issue 29), as the audit and roles proofs make it: a file of one new
// direction (a shared list: the `reference` rule of its save decides), previewed by the administrator.

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
];
