import type { AdminCalls, WriteScenario } from './admin-fixtures';
import { find } from './admin-fixtures';

// The restore of a record's earlier values (decision 0046), as the audit and roles proofs make it: a
// department of faculty 1, renamed in English, restored to its first values (an editor of faculty 1 may).

/** A department of faculty 1 changed once; its id. */
async function changedDepartment(admin: AdminCalls, unique: string): Promise<number> {
  const name = `Кафедра восстановления ${unique}`;
  const department = { snF1: 'КВ', f1: name, f1Kg: 'Кафедра', idFaculty: 1 };
  await admin.post('ministerstvo/ins-upd-kaf', { idKafedra: -1, ...department, f1En: 'Department' });
  const id = find(await admin.post('ministerstvo/kafedra', undefined), 'f1', name).idKafedra as number;
  await admin.post('ministerstvo/ins-upd-kaf', { idKafedra: id, ...department, f1En: 'Renamed' });
  return id;
}

export const historyScenarios: WriteScenario[] = [
  {
    path: 'history/restore',
    table: 'kafedra',
    faculties: [1],
    body: async (admin, u) => {
      const id = await changedDepartment(admin, u);
      const [latest, created] = await admin.post('history/record', { kind: 'department', id });
      return { kind: 'department', id, auditId: created?.auditId, rowVersion: latest?.rowVersion };
    },
  },
];
