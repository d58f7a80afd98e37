import { describe, expect, it } from 'vitest';
import * as calls from '../../contract/speciality-plan';
import { academicYearOf } from '../structure/rules';
import { callsOf, expectSessionNeeded } from '../testing/api-calls';
import { SEEDED_VARIANTS, TOP_RANGE_OF_VARIANT_1 } from '../testing/grading-fixtures';
import { ministryApp, unique } from '../testing/ministry-calls';

// The speciality modals of the educational screen (decision 0015) on the demo university: parameters,
// admission plans, licences and the grading variant of a speciality.

const app = ministryApp();

const thisYear = academicYearOf(new Date());
// Speciality 1: faculty 1, direction 1 (580100), full-time bachelor's (study form 1).
const place = { idFaculty: 1, idDirection: 1, idFEduc: 1 };
const parameters = async (idSpeciality = 1) =>
  (await app.api.data('POST', 'specialtyParameters', { ...place, idSpeciality }))[0];

describe('speciality parameters', () => {
  it("answers the demo speciality's parameters, and none for another faculty's place", async () => {
    expect(await parameters()).toEqual({
      idSpeciality: 1,
      idKafedra: 2,
      codeSpec: '580100-01',
      idLicence: 3,
      Apprenticeship: false,
      idStandart: 3,
      idQualification: 1,
      idLevel: 1,
      term: 4,
      ortBiology: 0,
      ortHistory: 0,
      ortChemistry: 0,
      ortPhysics: 0,
      ortEnglish: 0,
      ortMaths: 60,
      ortContract: 110,
      ortBudget: 150,
      rowVersion: expect.any(Number),
    });
    expect(
      await app.api.data('POST', 'specialtyParameters', { ...place, idFaculty: 2, idSpeciality: 1 }),
    ).toEqual([]);
    expect((await app.api.post('specialtyParameters', { ...place })).status).toBe(400);
  });

  it('saves every parameter (2): negatives become 0, digits as text are numbers, empty is 0 or none', async () => {
    const before = await parameters(2);
    const body = {
      idSpeciality: 2,
      idKafedra: 1,
      codeSpec: ' 580100-02б ',
      idLicence: 4,
      Apprenticeship: 1,
      idStandart: 2,
      idQualification: 7,
      idLevel: 2,
      term: '2,5',
      ortBiology: -4,
      ortHistory: '55',
      ortChemistry: '',
      ortPhysics: null,
      ortEnglish: '-7',
      ortMaths: 61,
      ortContract: 245,
      ortBudget: 0,
      rowVersion: before.rowVersion,
    };
    expect(await app.api.sms('insUpdSpecialtyParameters/insupd', body)).toBe(2);
    expect(await parameters(2)).toEqual({
      idSpeciality: 2,
      idKafedra: 1,
      codeSpec: '580100-02б',
      idLicence: 4,
      Apprenticeship: true,
      idStandart: 2,
      idQualification: 7,
      idLevel: 2,
      term: 2.5,
      ortBiology: 0,
      ortHistory: 55,
      ortChemistry: 0,
      ortPhysics: 0,
      ortEnglish: 0,
      ortMaths: 61,
      ortContract: 245,
      ortBudget: 0,
      rowVersion: before.rowVersion + 1,
    });
    // Left out, the choices are none and the numbers 0.
    expect(await app.api.sms('insUpdSpecialtyParameters/insupd', { idSpeciality: 2, term: -1 })).toBe(2);
    expect(await parameters(2)).toMatchObject({ idKafedra: null, idLicence: null, term: 0, ortMaths: 0 });

    const stale = await app.api.refused('insUpdSpecialtyParameters/insupd', body, 'ru');
    expect(stale).toMatchObject({ status: 409, error: 'CONFLICT' });
  });

  it('refuses what is no number, too large, unknown or a placeholder (400), or gone (404), changing nothing', async () => {
    const save = (fields: Record<string, unknown>) =>
      app.api.refused('insUpdSpecialtyParameters/insupd', { idSpeciality: 3, ...fields });
    for (const fields of [
      { ortMaths: 'abc' },
      { ortMaths: 1000 },
      // Beyond the test's scale (limits.ts): a subject test up to 150, the main test up to 245.
      { ortMaths: 151 },
      { ortBiology: 999 },
      { ortBudget: 246 },
      { ortHistory: '12a' },
      { ortBudget: 1.5 },
      { term: 21 },
      { term: 'four' },
      { idStandart: 10 },
      { codeSpec: 'x'.repeat(51) },
      { idLicence: 4242 },
      { idLevel: 4242 },
      { idLicence: 9999 },
      { idSpeciality: 9999 },
    ])
      expect((await save(fields)).status, JSON.stringify(fields)).toBe(400);
    // The field as the form labels it, in the request's language, with the scale.
    expect((await save({ ortMaths: 'abc' })).message).toContain('"Mathematics"');
    expect((await save({ ortBiology: 999 })).message).toBe(
      'Invalid value of the field "Biology": a number of at most 150',
    );
    expect((await save({ ortBudget: 999 })).message).toContain('a number of at most 245');
    expect((await save({ idSpeciality: 424242 })).status).toBe(404);
  });
});

describe('admission plans', () => {
  it("answers a year's plan of a speciality, and nothing for a year without one", async () => {
    const [plan] = await app.api.data('POST', 'planAbit', { aYear: thisYear, idSpeciality: 1 });
    expect(plan).toEqual({
      idPlanAbit: expect.any(Number),
      aYear: thisYear,
      kolB: 20,
      kolK: 37,
      rowVersion: 1,
    });
    expect(await app.api.data('POST', 'planAbit', { aYear: thisYear + 1, idSpeciality: 1 })).toEqual([]);
    expect((await app.api.post('planAbit', { aYear: 100, idSpeciality: 1 })).status).toBe(400);
  });

  it('creates a year (1), refuses the year twice (3), updates it (2) and refuses a stale version (409)', async () => {
    const nextYear = thisYear + 1;
    const body = { idPlanAbit: -1, idSpeciality: 1, aYear: nextYear, kolB: -3, kolK: '45' };
    expect(await app.api.sms('insUpdPlanAbit/insupd', body)).toBe(1);
    expect(await app.api.sms('insUpdPlanAbit/insupd', { ...body, kolB: 9 })).toBe(3);
    const [created] = await app.api.data('POST', 'planAbit', { aYear: nextYear, idSpeciality: 1 });
    expect(created).toMatchObject({ aYear: nextYear, kolB: 0, kolK: 45, rowVersion: 1 });

    const update = { ...created, idSpeciality: 1, kolB: '25', kolK: '' };
    expect(await app.api.sms('insUpdPlanAbit/insupd', update)).toBe(2);
    const [updated] = await app.api.data('POST', 'planAbit', { aYear: nextYear, idSpeciality: 1 });
    expect(updated).toMatchObject({ idPlanAbit: created.idPlanAbit, kolB: 25, kolK: 0, rowVersion: 2 });
    expect((await app.api.refused('insUpdPlanAbit/insupd', { ...update, kolB: 1 })).status).toBe(409);
    // Moved onto a year the speciality has: a duplicate.
    expect(
      await app.api.sms('insUpdPlanAbit/insupd', { ...update, aYear: thisYear, rowVersion: undefined }),
    ).toBe(3);
  });

  it('refuses non-numbers, too many places, an unknown year or speciality and placeholders', async () => {
    const body = { idPlanAbit: -1, idSpeciality: 3, aYear: thisYear + 1, kolB: 1, kolK: 1 };
    for (const fields of [
      { kolB: 'many' },
      { kolK: 10_000 },
      { kolK: '1e3' },
      { aYear: 5 },
      { idSpeciality: 4242 },
      { idSpeciality: 9999 },
      { idPlanAbit: 9999 },
      { aYear: undefined },
    ])
      expect((await app.api.refused('insUpdPlanAbit/insupd', { ...body, ...fields })).status).toBe(400);
    expect((await app.api.refused('insUpdPlanAbit/insupd', { ...body, idPlanAbit: 424242 })).status).toBe(
      404,
    );
  });
});

describe('licences', () => {
  const licence = (fields: Record<string, unknown> = {}) => ({
    IDLicence: -1,
    Resolution: `Лицензия ${unique()}`,
    ResolutionBeg: '01.09.2024',
    ResolutionEnd: '31.08.2029',
    Supplement: 'Приложение №1',
    ...fields,
  });
  const listed = async (resolution: string) =>
    (await app.api.data('GET', 'licence')).find(
      (row: { Resolution: string }) => row.Resolution === resolution,
    );

  it('lists the licences with their dates as yyyy-mm-dd, the latest first', async () => {
    const rows = await app.api.data('GET', 'licence');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]).toMatchObject({ IDLicence: 4, ResolutionBeg: '2024-03-01', ResolutionEnd: '2029-02-28' });
    expect(rows.find((row: { IDLicence: number }) => row.IDLicence === 1)).toMatchObject({
      ResolutionBeg: '2018-06-15',
      ResolutionEnd: '2023-06-14',
      rowVersion: 1,
    });
  });

  it('adds a licence with dates dd.mm.yyyy (1), edits it (2), refuses a stale version and deletes it (8)', async () => {
    const body = licence();
    expect(await app.api.sms('ins-upd-licence', body)).toBe(1);
    const created = await listed(body.Resolution);
    expect(created).toMatchObject({ ResolutionBeg: '2024-09-01', ResolutionEnd: '2029-08-31' });

    const edit = { ...body, IDLicence: created.IDLicence, ResolutionEnd: '01.09.2024', rowVersion: 1 };
    expect(await app.api.sms('ins-upd-licence', edit)).toBe(2);
    expect(await listed(body.Resolution)).toMatchObject({ ResolutionEnd: '2024-09-01', rowVersion: 2 });
    expect((await app.api.refused('ins-upd-licence', { ...edit, Supplement: 'x' })).status).toBe(409);

    expect(await app.api.sms('del-licence', { IDLicence: created.IDLicence })).toBe(8);
    expect(await app.api.sms('del-licence', { IDLicence: created.IDLicence })).toBe(404);
    expect(await listed(body.Resolution)).toBeUndefined();
  });

  it('needs all four fields and real dates, the end not before the beginning', async () => {
    for (const field of ['Resolution', 'ResolutionBeg', 'ResolutionEnd', 'Supplement']) {
      expect((await app.api.refused('ins-upd-licence', licence({ [field]: '  ' }))).status, field).toBe(400);
      expect((await app.api.refused('ins-upd-licence', licence({ [field]: undefined }))).status, field).toBe(
        400,
      );
    }
    for (const date of ['31.02.2024', '2024-09-01', '1.9.2024', '00.01.2024', '01.13.2024', '01.01.1066'])
      expect((await app.api.refused('ins-upd-licence', licence({ ResolutionBeg: date }))).status, date).toBe(
        400,
      );
    const backwards = await app.api.refused(
      'ins-upd-licence',
      licence({ ResolutionBeg: '01.09.2024', ResolutionEnd: '31.08.2024' }),
      'ru',
    );
    expect(backwards).toMatchObject({ status: 400, message: expect.stringContaining('раньше даты начала') });
    expect(await app.api.sms('ins-upd-licence', licence({ ResolutionBeg: '29.02.2024' }))).toBe(1);
  });

  it('refuses to delete a licence a speciality names (6), an unknown one (404) or a placeholder (400)', async () => {
    expect(await app.api.sms('del-licence', { IDLicence: 3 })).toBe(6);
    expect((await app.api.refused('del-licence', { IDLicence: 424242 })).status).toBe(404);
    expect((await app.api.refused('del-licence', { IDLicence: 9999 })).status).toBe(400);
    expect((await app.api.refused('ins-upd-licence', licence({ IDLicence: 9999 }))).status).toBe(400);
  });
});

describe('the grading variant of a speciality', () => {
  it('lists the variants, their point ranges and their grade-sheet fields', async () => {
    expect(await app.api.data('GET', 'grading-rule/ebe-var')).toEqual(SEEDED_VARIANTS);
    const ranges = await app.api.data('POST', 'gradingEbeVar/select', { idEbeVar: 1 });
    expect(ranges.map((row: { estimation: string }) => row.estimation)).toEqual(['5', '4', '3', '2']);
    expect(ranges[0]).toEqual(TOP_RANGE_OF_VARIANT_1);
    const fields = await app.api.data('POST', 'estimationInfo/select', { idEbeVar: 1 });
    expect(fields.map((row: { order_pole: number }) => row.order_pole)).toEqual([1, 2, 3, 4]);
    expect(fields[3]).toMatchObject({ name_pole: 'Итого', info_or_value: 1, formula: 'P1+P2+P3', max: 100 });
    expect(await app.api.data('POST', 'gradingEbeVar/select', { idEbeVar: 4242 })).toEqual([]);
  });

  it("lists a faculty's specialities with their variant, and sets (2) and clears it", async () => {
    const listed = async () => app.api.data('POST', 'gradingSpeciality/select', place);
    expect(await listed()).toEqual([
      expect.objectContaining({ id_speciality: 1, 'p25-1': '080105', id_ebe_var: 1, ebe_var: '1' }),
      expect.objectContaining({ id_speciality: 2, 'p25-1': '080109', id_ebe_var: 1 }),
    ]);
    expect(await app.api.sms('insUpdSpecialtyEbeVar/insupd', { idSpeciality: 2, idEbeVar: 2 })).toBe(2);
    expect((await listed())[1]).toMatchObject({ id_ebe_var: 2, ebe_var: '2' });
    expect(await app.api.sms('insUpdSpecialtyEbeVar/insupd', { idSpeciality: 2, idEbeVar: null })).toBe(2);
    expect((await listed())[1]).toMatchObject({ id_ebe_var: null, ebe_var: '' });

    expect(
      (await app.api.refused('insUpdSpecialtyEbeVar/insupd', { idSpeciality: 2, idEbeVar: 4242 })).status,
    ).toBe(400);
    expect(
      (await app.api.refused('insUpdSpecialtyEbeVar/insupd', { idSpeciality: 2, idEbeVar: 9999 })).status,
    ).toBe(400);
    expect((await app.api.refused('insUpdSpecialtyEbeVar/insupd', { idSpeciality: 2 })).status).toBe(400);
    expect(
      (await app.api.refused('insUpdSpecialtyEbeVar/insupd', { idSpeciality: 424242, idEbeVar: 1 })).status,
    ).toBe(404);
  });
});

describe('without a session', () => {
  it('answers 401 to every call of these modals', () =>
    expectSessionNeeded(app.t, [...callsOf(calls), ['GET', 'grading-rule/ebe-var']], {
      postBody: { idSpeciality: 1 },
    }));
});
