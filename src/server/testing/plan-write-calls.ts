import {
  type AdminCalls,
  find,
  newGroup,
  newSpeciality,
  onSharedTable,
  specialityOf,
  thisYear,
  type WriteScenario,
} from './admin-fixtures';

// The write calls of decision 0015 (speciality parameters, plans, licences, grading choice, headcounts, next
// year's groups, a duplicate speciality), each with a fresh valid request: what the audit and roles
// proofs make of them (write-calls.ts joins them to the others).

/** A new licence, as the administrator; answers its id. */
async function newLicence(admin: AdminCalls, unique: string): Promise<number> {
  const resolution = `Лицензия ${unique}`;
  await admin.post('ministerstvo/ins-upd-licence', {
    IDLicence: -1,
    Resolution: resolution,
    ResolutionBeg: '01.09.2024',
    ResolutionEnd: '31.08.2029',
    Supplement: 'Приложение',
  });
  return find(await admin.get('ministerstvo/licence'), 'Resolution', resolution).IDLicence as number;
}

/** The first saved headcount row of the faculty's first course this year; another value each time. */
async function changedHeadcount(admin: AdminCalls, faculty: number) {
  const rows = await admin.post('ministerstvo/gr-kolst', {
    idYear: thisYear,
    idWs: 1,
    idRate: 1,
    idFaculty: faculty,
  });
  const row = rows.find((candidate) => (candidate.id_rrnk_gr_kolst as number) > 0);
  if (!row) throw new Error(`no headcounts in faculty ${faculty}`);
  return { idRrnkGrKolst: row.id_rrnk_gr_kolst, kolB: ((row.kol_b as number) + 1) % 1000, kolK: 4 };
}

export const planScenarios: WriteScenario[] = [
  {
    path: 'ministerstvo/insUpdSpecialtyParameters/insupd',
    table: 'speciality',
    faculties: [1],
    body: async (_admin, u) => ({
      idSpeciality: specialityOf[1],
      idKafedra: 2,
      codeSpec: `C${u}`,
      idLicence: 3,
      idLevel: 1,
      term: 4,
      ortMaths: -5,
      ortBudget: 140,
    }),
  },
  {
    path: 'ministerstvo/insUpdSpecialtyParameters/insupd',
    table: 'speciality',
    faculties: [2],
    body: async (_admin, u) => ({ idSpeciality: specialityOf[2], codeSpec: `C${u}`, Apprenticeship: 1 }),
  },
  {
    path: 'ministerstvo/insUpdPlanAbit/insupd',
    table: 'plan_abit',
    faculties: [1],
    body: async (admin, u) => ({
      idPlanAbit: -1,
      idSpeciality: await newSpeciality(admin, 1, u),
      aYear: thisYear,
      kolB: 12,
      kolK: '30',
    }),
  },
  {
    path: 'ministerstvo/insUpdPlanAbit/insupd',
    table: 'plan_abit',
    faculties: [2],
    body: async (admin) => {
      const idSpeciality = specialityOf[2];
      const [plan] = await admin.post('ministerstvo/planAbit', { aYear: thisYear, idSpeciality });
      if (!plan) throw new Error('no plan this year');
      return { ...plan, idSpeciality, kolB: ((plan.kolB as number) + 1) % 10_000, rowVersion: undefined };
    },
  },
  ...onSharedTable('licence', [
    {
      path: 'ministerstvo/ins-upd-licence',
      body: async (_admin, u) => ({
        IDLicence: -1,
        Resolution: `Лицензия ${u}`,
        ResolutionBeg: '15.06.2023',
        ResolutionEnd: '14.06.2028',
        Supplement: `Приложение ${u}`,
      }),
    },
    {
      path: 'ministerstvo/ins-upd-licence',
      body: async (admin, u) => ({
        IDLicence: await newLicence(admin, u),
        Resolution: `Лицензия ${u}!`,
        ResolutionBeg: '01.09.2024',
        ResolutionEnd: '01.09.2024',
        Supplement: 'Приложение №2',
      }),
    },
    {
      path: 'ministerstvo/del-licence',
      body: async (admin, u) => ({ IDLicence: await newLicence(admin, u) }),
    },
  ]),
  {
    path: 'ministerstvo/insUpdSpecialtyEbeVar/insupd',
    table: 'speciality',
    faculties: [2],
    body: async (admin, u) => ({ idSpeciality: await newSpeciality(admin, 2, u), idEbeVar: 2 }),
  },
  {
    path: 'ministerstvo/upd-kolst',
    table: 'rrnk_gr_kolst',
    faculties: [1],
    body: (admin) => changedHeadcount(admin, 1),
  },
  {
    path: 'ministerstvo/upd-kolst',
    table: 'rrnk_gr_kolst',
    faculties: [2],
    body: async (admin, u) => ({
      idRrnkGrKolst: -1,
      idGroup: (await newGroup(admin, 2, u)).idGroup,
      idYear: thisYear,
      idWs: 2,
      kolB: '7',
      kolK: '',
    }),
  },
  {
    path: 'ministerstvo/next-year',
    table: 'study_group',
    faculties: [2],
    body: async (admin, u) => ({
      idComGspe: [(await newGroup(admin, 2, u)).idComGspe],
      yearFrom: thisYear,
      yearTo: thisYear + 1,
    }),
  },
  ...[1, 2].map(
    (faculty): WriteScenario => ({
      path: 'ministerstvo/copy-kolst',
      table: 'rrnk_gr_kolst',
      faculties: [faculty],
      // A new group with autumn numbers and none for spring: the copy makes its spring row.
      body: async (admin, u) => {
        const { idGroup } = await newGroup(admin, faculty, u);
        await admin.post('ministerstvo/upd-kolst', {
          idRrnkGrKolst: -1,
          kolB: 5,
          kolK: 2,
          idGroup,
          idYear: thisYear,
          idWs: 1,
        });
        return { idYear: thisYear, idFaculty: faculty, idWsFrom: 1, idWsTo: 2 };
      },
    }),
  ),
  {
    path: 'ministerstvo/copy-spec',
    table: 'plan_abit',
    faculties: [1],
    body: async (admin, u) => ({ idSpecFrom: specialityOf[1], idSpecTo: await newSpeciality(admin, 1, u) }),
  },
  {
    path: 'ministerstvo/del-spec',
    table: 'speciality',
    faculties: [1],
    body: async (admin, u) => {
      const idSpeciality = await newSpeciality(admin, 1, u);
      await admin.post('ministerstvo/insUpdPlanAbit/insupd', {
        idPlanAbit: -1,
        idSpeciality,
        aYear: thisYear,
        kolB: 5,
        kolK: 5,
      });
      return { idSpec: idSpeciality };
    },
  },
];
