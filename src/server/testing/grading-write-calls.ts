import { type AdminCalls, find, onSharedTable, type WriteScenario } from './admin-fixtures';

// The write calls of the grading-rule editor (decision 0019), each with a fresh valid request on the demo
// data: what the audit and roles proofs make of them (write-calls.ts joins them to the others). Grading
// rules are shared rows (no faculty).

/** A range of a demo variant by its first point, with its details. */
async function demoRange(admin: AdminCalls, variant: number, begin: number) {
  const range = find(await admin.post('grading-rule/ebe-est-info', { idEbeVar: variant }), 'beg_bal', begin);
  const details = await admin.post('grading-rule/ebe-detal', { idEbe: range.id_ebe });
  return { range, details };
}

/** Empties a demo range of its details, so that one may be added there. */
async function emptiedRange(admin: AdminCalls, variant: number, begin: number): Promise<number> {
  const { range, details } = await demoRange(admin, variant, begin);
  for (const detail of details)
    await admin.post('grading-rule/delete-detail', { idEbeDetal: detail.id_ebe_detal });
  return range.id_ebe as number;
}

/** A new grade-sheet field of variant 1, as the administrator; answers its id. */
async function newField(admin: AdminCalls, unique: string): Promise<number> {
  const namePole = `Поле ${unique}`;
  await admin.post('grading-rule/ins-upd-est-config', { idEstConfig: -1, idEbeVar: 1, namePole, max: 10 });
  return find(await admin.post('grading-rule/ebe-est-config', { idEbeVar: 1 }), 'name_pole', namePole)
    .id_est_config as number;
}

export const gradingScenarios: WriteScenario[] = [
  ...onSharedTable('ebe', [
    {
      path: 'grading-rule/upd-ebe',
      // The five-point variant's 74–86 reaches into the gap below 87 and back: valid and a change each time.
      body: async (admin) => {
        const { range } = await demoRange(admin, 1, 74);
        return { idEbe: range.id_ebe, begBal: 74, endBal: range.end_bal === 86 ? '86.5' : 86 };
      },
    },
  ]),
  ...onSharedTable('ebe_detal', [
    {
      path: 'grading-rule/ins-upd-detail',
      body: async (admin) => ({
        idEbeDetal: -1,
        idEbe: await emptiedRange(admin, 2, 90),
        begBal: '90',
        endBal: 100,
        ekvNum: 5,
        ekvBukv: 'a',
      }),
    },
    {
      path: 'grading-rule/ins-upd-detail',
      body: async (admin) => {
        const { range, details } = await demoRange(admin, 1, 87);
        const detail = find(details, 'beg_bal', 87);
        return {
          idEbeDetal: detail.id_ebe_detal,
          idEbe: range.id_ebe,
          begBal: 87,
          endBal: 94,
          ekvNum: detail.ekv_num === 3.67 ? '3,7' : 3.67,
          ekvBukv: 'A-',
        };
      },
    },
    {
      path: 'grading-rule/delete-detail',
      body: async (admin) => {
        const idEbe = await emptiedRange(admin, 3, 0);
        const detail = { idEbeDetal: -1, idEbe, begBal: 0, endBal: 59, ekvNum: 0, ekvBukv: 'F' };
        await admin.post('grading-rule/ins-upd-detail', detail);
        const [created] = await admin.post('grading-rule/ebe-detal', { idEbe });
        return { idEbeDetal: created?.id_ebe_detal };
      },
    },
  ]),
  ...onSharedTable('est_config', [
    {
      path: 'grading-rule/ins-upd-est-config',
      body: async (_admin, u) => ({
        idEstConfig: -1,
        idEbeVar: 2,
        orderPole: '5',
        namePole: `Доп. баллы ${u}`,
        infoValue: 0,
        poleMarkMag: 1,
        formula: '',
        min: 0,
        max: 10,
      }),
    },
    {
      path: 'grading-rule/ins-upd-est-config',
      body: async (admin, u) => ({
        idEstConfig: await newField(admin, u),
        idEbeVar: 1,
        orderPole: 6,
        namePole: `Поле ${u}!`,
        infoValue: 1,
        poleMarkMag: 0,
        formula: 'P1+P2',
        min: '',
        max: '60',
      }),
    },
    {
      path: 'grading-rule/delete-est-config',
      body: async (admin, u) => ({ idEstConfig: await newField(admin, u) }),
    },
  ]),
  ...onSharedTable('com_ebef_est', [
    {
      path: 'grading-rule/upd-ebeF-est',
      body: async (admin, u) => {
        const [rule] = await admin.post('grading-rule/com-ebeF-est', { idEbeVar: 1 });
        return { idComEbeFEst: rule?.id_com_ebef_est, Definition: `5, 4, 3, 2 (${u})` };
      },
    },
  ]),
];
