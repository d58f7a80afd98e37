import { type AdminCalls, newSpeciality, thisYear, type WriteScenario } from './admin-fixtures';

// The new academic year's writes (decision 0048), as the audit and roles proofs make them: a turnover of one
// new speciality of faculty 1 (licensed, with this year's plan) into next year, and its undo.

/** A new licensed speciality of faculty 1 with a plan of this year: a turnover's whole scope. */
async function plannedSpeciality(admin: AdminCalls, unique: string) {
  const idSpeciality = await newSpeciality(admin, 1, unique);
  await admin.post('ministerstvo/insUpdSpecialtyParameters/insupd', {
    idSpeciality,
    idLicence: 3,
    codeSpec: `N${unique}`,
  });
  await admin.post('ministerstvo/insUpdPlanAbit/insupd', {
    idPlanAbit: -1,
    idSpeciality,
    aYear: thisYear,
    kolB: 12,
    kolK: 30,
  });
  return { yearFrom: thisYear, yearTo: thisYear + 1, specialityIds: [idSpeciality], kinds: ['admission'] };
}

async function previewed(admin: AdminCalls, unique: string) {
  const request = await plannedSpeciality(admin, unique);
  const { token } = (await admin.post('new-year/preview', request)) as unknown as { token: string };
  return { ...request, token };
}

export const newYearScenarios: WriteScenario[] = [
  {
    path: 'new-year/apply',
    table: 'plan_abit',
    // Open to every writer: what lies outside an editor's scope is reported as not carried, not written.
    faculties: [],
    body: previewed,
  },
  {
    path: 'new-year/undo',
    table: 'plan_abit',
    faculties: [1],
    body: async (admin, unique) => {
      const applied = (await admin.post('new-year/apply', await previewed(admin, unique))) as unknown as {
        idTurnover: number;
      };
      return { idTurnover: applied.idTurnover };
    },
  },
];
