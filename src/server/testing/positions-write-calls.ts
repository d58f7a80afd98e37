import { type AdminCalls, find, onSharedTable, thisYear, type WriteScenario } from './admin-fixtures';

// The write calls of the teaching positions and the disciplines (decision 0020), each with a fresh valid
// request: what the audit and roles proofs make of them (write-calls.ts joins them to the others). Both
// are shared reference lists: no faculty.

/** A new position of an academic year (this one by default), as the administrator; answers its id. */
async function newPosition(admin: AdminCalls, unique: string, idYear = thisYear): Promise<number> {
  const name = `Доцент ${unique}`;
  await admin.post('positions-teach/insUpd-rrnk-dolj', {
    idRrnkDoljnost: -1,
    nDoljnost: name,
    chasy: 750,
    idYear,
  });
  return find(await admin.post('positions-teach/rrnk-dolj', { idYear }), 'n_doljnost', name)
    .id_rrnk_doljnost as number;
}

/** A new discipline, as the administrator; answers its id. */
async function newDiscipline(admin: AdminCalls, unique: string): Promise<number> {
  const code = `Д.${unique}`;
  await admin.post('discipline/discipline/insert', {
    p34: `Дисциплина ${unique}`,
    p34Kg: `Дисциплина ${unique}`,
    p34En: `Discipline ${unique}`,
    codeDiscipline: code,
    idVidDisc: 2,
  });
  return find(await admin.get('discipline/discipline/list'), 'code_discipline', code).id_discipline as number;
}

export const positionsScenarios: WriteScenario[] = [
  ...onSharedTable('rrnk_doljnost', [
    {
      path: 'positions-teach/insUpd-rrnk-dolj',
      body: async (_admin, u) => ({
        idRrnkDoljnost: -1,
        nDoljnost: `Старший преподаватель ${u}`,
        chasy: '800',
        idYear: thisYear,
      }),
    },
    {
      path: 'positions-teach/insUpd-rrnk-dolj',
      body: async (admin, u) => ({
        idRrnkDoljnost: await newPosition(admin, u),
        nDoljnost: `Профессор ${u}`,
        chasy: 700,
        idYear: thisYear - 1,
      }),
    },
    {
      path: 'positions-teach/del-rrnk-dolj',
      body: async (admin, u) => ({ idRrnkDoljnost: await newPosition(admin, u) }),
    },
    {
      path: 'positions-teach/copy-rrnk-dolj',
      // A new position two years back that last year lacks: the copy makes it there.
      body: async (admin, u) => {
        await newPosition(admin, u, thisYear - 2);
        return { idYearFrom: thisYear - 2, idYearTo: thisYear - 1 };
      },
    },
  ]),
  ...onSharedTable('discipline', [
    {
      path: 'discipline/discipline/insert',
      body: async (_admin, u) => ({
        p34: `Дисциплина ${u}`,
        p34Kg: `Дисциплина ${u}`,
        p34En: `Discipline ${u}`,
        codeDiscipline: `Б.${u}`,
        idVidDisc: 1,
      }),
    },
    {
      path: 'discipline/discipline/delete',
      body: async (admin, u) => ({ disciplineId: await newDiscipline(admin, u) }),
    },
  ]),
];
