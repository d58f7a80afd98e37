import { describe, expect, it, vi } from 'vitest';
import { fingerprint } from '../testing/checksum';
import { ministryApp, unique, universityBody } from '../testing/ministry-calls';
import { academicYearOf } from './rules';

// The calls of the educational-structure screen (decision 0014) on the demo university, as the screen makes
// them: the cascade, the university and faculty records, binding a speciality, name-groups and groups.

const app = ministryApp();

const thisYear = academicYearOf(new Date());

describe('the cascade', () => {
  it('walks ministry → university → faculty → direction → study form → speciality', async () => {
    const [ministry] = await app.api.data('GET', 'select');
    expect(ministry).toMatchObject({ id_ministry: 1, name_en: expect.stringContaining('Ministry') });
    const [university] = await app.api.data('POST', 'vuz', { idMinisterstvo: 1 });
    expect(university).toMatchObject({ id_vuz: 1, id_ministry: 1, rowVersion: expect.any(Number) });
    expect(university.date_licen).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
    const faculties = await app.api.data('POST', 'faculty', { idVuz: 1 });
    expect(faculties.length).toBeGreaterThanOrEqual(6);
    expect(faculties.find((row: { id_faculty: number }) => row.id_faculty === 1)).toMatchObject({
      short_faculty: 'ФЭМ',
      faculty_en: 'Faculty of Economics and Management',
      nDirector: 'Джумабаева Айгуль Токтосуновна',
    });
    const directions = await app.api.data('POST', 'direction', { idFaculty: 1 });
    expect(directions.map((row: { code: string }) => row.code)).toContain('580100');
    expect(directions.map((row: { code: string }) => row.code)).not.toContain('710400');
    const forms = await app.api.data('POST', 'feduc/select', { idFaculty: 1, idDirection: 1 });
    expect(forms.map((row: { id_f_educ: number }) => row.id_f_educ)).toEqual([1, 2, 4, 7, 8]);
    const specialities = await app.api.data('POST', 'speciality', {
      idFaculty: 1,
      idDirection: 1,
      idFeduc: 1,
    });
    expect(specialities).toEqual([
      expect.objectContaining({ id_speciality: 1, 'p25-1': '080105', trimester: false, Phd: 0 }),
      expect.objectContaining({ id_speciality: 2, 'p25-1': '080109' }),
    ]);
    const [doctorate] = await app.api.data('POST', 'speciality', {
      idFaculty: 1,
      idDirection: 1,
      idFeduc: 8,
    });
    expect(doctorate).toMatchObject({ id_speciality: 13, Phd: 5 });
  });

  it('answers empty lists for unknown ids, and 400 for ids that are no ids', async () => {
    expect(await app.api.data('POST', 'faculty', { idVuz: 424242 })).toEqual([]);
    expect(await app.api.data('POST', 'speciality', { idFaculty: 1, idDirection: 1, idFeduc: 6 })).toEqual(
      [],
    );
    expect((await app.api.post('faculty', { idVuz: 'one' })).status).toBe(400);
    expect((await app.api.post('feduc/select', { idFaculty: 1 })).status).toBe(400);
  });

  it('lists the calendar: years, half-years, admission years and the trimester setting', async () => {
    const years = await app.api.data('POST', 'year');
    expect(years).toContainEqual({ id_a_year: 26, label: '2026-2027' });
    expect(await app.api.data('GET', 'allGroupY/select')).toContainEqual({
      id_group_y: 23,
      label: '2023-2024',
    });
    expect((await app.api.data('GET', 'ws')).map((row: { id_w_s: number }) => row.id_w_s)).toEqual([1, 2]);
    expect(await app.api.data('GET', 'check-all')).toEqual([{ trimester: 1 }]);
  });
});

describe('the university and faculties', () => {
  it('updates the university (2), refuses a stale version (409) and a bad date (400), changing nothing', async () => {
    const [university] = await app.api.data('POST', 'vuz', { idMinisterstvo: 1 });
    const body = {
      ...universityBody(university),
      glava: 'Новый Ректор Тестович',
      dateLicen: '2024-05-17',
      rowVersion: university.rowVersion,
    };
    expect(await app.api.sms('upd-vuz', body)).toBe(2);
    const [after] = await app.api.data('POST', 'vuz', { idMinisterstvo: 1 });
    expect(after).toMatchObject({ glava: 'Новый Ректор Тестович', date_licen: '2024-05-17' });
    expect(after.rowVersion).toBe(university.rowVersion + 1);

    const stale = await app.api.refused('upd-vuz', { ...body, glava: 'Другой' }, 'ru');
    expect(stale).toMatchObject({ status: 409, error: 'CONFLICT' });
    expect(
      (await app.api.refused('upd-vuz', { ...body, rowVersion: undefined, dateLicen: '2024-02-31x' })).status,
    ).toBe(400);
    expect((await app.api.refused('upd-vuz', { ...body, rowVersion: undefined, v1: '  ' })).status).toBe(400);
    expect((await app.api.refused('upd-vuz', { ...body, idVuz: 4242, rowVersion: undefined })).status).toBe(
      404,
    );
  });

  it('adds a faculty (1) with all seven fields, refuses its name twice (3), edits it (2)', async () => {
    const name = `Факультет ${unique()}`;
    const faculty = {
      idFaculty: -1,
      shortFaculty: 'ТФ',
      shortFacultyKg: 'ТФ',
      shortFacultyEn: 'TF',
      faculty_: name,
      facultyKg: 'Сыноо факультети',
      facultyEn: 'Test faculty',
      nDirector: 'Тестов Тест',
      idVuz: 1,
    };
    expect(await app.api.sms('ins-upd-faculty', faculty)).toBe(1);
    expect(await app.api.sms('ins-upd-faculty', faculty)).toBe(3);
    const created = (await app.api.data('POST', 'faculty', { idVuz: 1 })).find(
      (row: { faculty: string }) => row.faculty === name,
    );
    expect(
      await app.api.sms('ins-upd-faculty', {
        ...faculty,
        idFaculty: created.id_faculty,
        nDirector: 'Другой',
      }),
    ).toBe(2);
    for (const field of Object.keys(faculty).filter((key) => !['idFaculty', 'idVuz'].includes(key)))
      expect((await app.api.refused('ins-upd-faculty', { ...faculty, [field]: ' ' })).status, field).toBe(
        400,
      );
    expect(
      (await app.api.refused('ins-upd-faculty', { ...faculty, faculty_: `${name}!`, idVuz: 4242 })).status,
    ).toBe(400);
  });
});

describe('binding a speciality', () => {
  const binding = { idFaculty: 1, idDirection: 1, idSpecial: 3, idFEduc: 1 };

  it('binds a speciality name and a study form to a direction (1), refuses the same binding (3)', async () => {
    expect(await app.api.sms('insUpdSpecialty', binding)).toBe(1);
    expect(await app.api.sms('insUpdSpecialty', { ...binding, trimester: 1 })).toBe(3);
    const specialities = await app.api.data('POST', 'speciality', {
      idFaculty: 1,
      idDirection: 1,
      idFeduc: 1,
    });
    expect(specialities.map((row: { id_special: number }) => row.id_special)).toContain(3);
  });

  it('takes trimester or doctorate, not both, and neither when the setting is off', async () => {
    const other = { ...binding, idSpecial: 5 };
    const both = await app.api.refused('insUpdSpecialty', { ...other, trimester: true, Phd: 5 }, 'ru');
    expect(both).toMatchObject({ status: 400, message: expect.stringContaining('триместрам') });
    expect((await app.api.refused('insUpdSpecialty', { ...other, Phd: 4 })).status).toBe(400);
    // An operator's SQL reaches cached answers through the change announcement, at once on PGlite
    // and a moment later over the PostgreSQL server's notifications.
    await app.t.database.query("UPDATE app_setting SET value = 0 WHERE name = 'trimester'");
    try {
      await vi.waitFor(
        async () => expect(await app.api.data('GET', 'check-all')).toEqual([{ trimester: 0 }]),
        {
          timeout: 5000,
        },
      );
      expect((await app.api.refused('insUpdSpecialty', { ...other, trimester: 1 })).status).toBe(400);
      expect((await app.api.refused('insUpdSpecialty', { ...other, Phd: 5 })).status).toBe(400);
    } finally {
      await app.t.database.query("UPDATE app_setting SET value = 1 WHERE name = 'trimester'");
    }
    await vi.waitFor(async () => expect(await app.api.data('GET', 'check-all')).toEqual([{ trimester: 1 }]), {
      timeout: 5000,
    });
    expect(await app.api.sms('insUpdSpecialty', { ...other, idFEduc: 8, Phd: 5 })).toBe(1);
  });

  it('refuses a placeholder (9999) or unknown name, changing nothing', async () => {
    expect((await app.api.refused('insUpdSpecialty', { ...binding, idSpecial: 9999 })).status).toBe(400);
    expect((await app.api.refused('insUpdSpecialty', { ...binding, idSpecial: 4242 })).status).toBe(400);
  });
});

describe('name-groups and their bindings', () => {
  it('adds (1), refuses a name twice in a faculty (3), renames (2), binds (1, then 3) and deletes (5, or 6 in use)', async () => {
    const name = `Т${unique()}`;
    expect(await app.api.sms('insUpdNGr/insupd', { idNGr: -1, nGr: name, idFaculty: 1 })).toBe(1);
    expect(await app.api.sms('insUpdNGr/insupd', { idNGr: -1, nGr: name.toLowerCase(), idFaculty: 1 })).toBe(
      3,
    );
    expect(await app.api.sms('insUpdNGr/insupd', { idNGr: -1, nGr: name, idFaculty: 2 })).toBe(1);
    expect((await app.api.refused('insUpdNGr/insupd', { idNGr: -1, nGr: `${name}x` })).status).toBe(400);
    const own = (await app.api.data('POST', 'allNGr/select', { idFaculty: 1 })).find(
      (row: { n_gr: string }) => row.n_gr === name,
    );
    expect(await app.api.sms('insUpdNGr/insupd', { idNGr: own.id_n_gr, nGr: `${name}R`, idFaculty: 2 })).toBe(
      2,
    );
    expect(
      (await app.api.data('POST', 'allNGr/select', { idFaculty: 1 })).map(
        (row: { n_gr: string }) => row.n_gr,
      ),
    ).toContain(`${name}R`);

    expect(
      await app.api.sms('insUpdComGspe/insupd', { idSpeciality: 1, idNGr: own.id_n_gr, idSubGr: 1 }),
    ).toBe(1);
    expect(
      await app.api.sms('insUpdComGspe/insupd', { idSpeciality: 1, idNGr: own.id_n_gr, idSubGr: 1 }),
    ).toBe(3);
    const otherFaculty = await app.api.refused('insUpdComGspe/insupd', {
      idSpeciality: 14,
      idNGr: own.id_n_gr,
    });
    expect(otherFaculty.status).toBe(400);
    expect(
      (await app.api.refused('insUpdComGspe/insupd', { idSpeciality: 1, idNGr: own.id_n_gr, idSubGr: 10 }))
        .status,
    ).toBe(400);
    const bound = await app.api.data('POST', 'group', { idFaculty: 1, idSpecial: 1, idFEduc: 1 });
    expect(bound.map((row: { id_n_gr: number }) => row.id_n_gr)).toContain(own.id_n_gr);
    expect(await app.api.data('POST', 'subgroup', { idSpeciality: 1, idNGr: own.id_n_gr })).toEqual([
      { id_com_gspe: expect.any(Number), idSubGr: 1, label: `${name}R-1` },
    ]);

    expect(await app.api.sms('deleteNGrQuery/delete', { idNGr: own.id_n_gr })).toBe(6);
    expect(await app.api.sms('insUpdNGr/insupd', { idNGr: -1, nGr: `${name}D`, idFaculty: 1 })).toBe(1);
    const spare = (await app.api.data('POST', 'allNGr/select', { idFaculty: 1 })).find(
      (row: { n_gr: string }) => row.n_gr === `${name}D`,
    );
    expect(await app.api.sms('deleteNGrQuery/delete', { idNGr: spare.id_n_gr })).toBe(5);
    expect(await app.api.sms('deleteNGrQuery/delete', { idNGr: spare.id_n_gr })).toBe(404);
  });
});

describe('groups', () => {
  const ofSpeciality = async (course: number) =>
    (await app.api.data('POST', 'groupAll', { idRate: course, idSpeciality: 1 })) as Array<{
      id_group: number;
      id_com_gspe: number;
      id_group_y: number;
      group_name: string;
      course: number;
      dop: string;
      winter_reception: boolean;
      ind_name_gr: boolean;
      rowVersion: number;
    }>;

  it('lists the courses of the study form and the groups of a course, named by name-group, sub-group and year', async () => {
    expect(await app.api.data('POST', 'rate/select', { idSpeciality: 1 })).toEqual([
      { id_rate: 1, label: '1 курс', label_kg: '1-курс', label_en: '1st year' },
      { id_rate: 2, label: '2 курс', label_kg: '2-курс', label_en: '2nd year' },
      { id_rate: 3, label: '3 курс', label_kg: '3-курс', label_en: '3rd year' },
      { id_rate: 4, label: '4 курс', label_kg: '4-курс', label_en: '4th year' },
    ]);
    const all = await ofSpeciality(0);
    expect(all.length).toBeGreaterThanOrEqual(10);
    const first = await ofSpeciality(1);
    expect(first.length).toBeGreaterThan(0);
    for (const group of first) {
      expect(group.course).toBe(1);
      expect(group.id_group_y).toBe(thisYear);
    }
    const year = String(thisYear).padStart(2, '0');
    expect(first.map((group) => group.group_name)).toEqual(
      expect.arrayContaining([`ФК-1-${year}`, `ФК-2-${year}`]),
    );
    expect((await app.api.post('groupAll', { idRate: 11, idSpeciality: 1 })).status).toBe(400);
  });

  it('creates a group of a new year (1), refuses the year twice (3), edits it (2) and deletes it (8)', async () => {
    const [group] = await ofSpeciality(1);
    const binding = group?.id_com_gspe as number;
    const nextYear = (thisYear + 1) % 100;
    await app.t.database.query(
      "INSERT INTO a_year (id_a_year, label) VALUES ($1, 'next') ON CONFLICT DO NOTHING",
      [nextYear],
    );
    const body = { idGroup: -1, idComGspe: binding, idGroupY: nextYear, dop: '', idNameGr: 0 };
    expect(await app.api.sms('insUpdGroupT', body)).toBe(1);
    expect(await app.api.sms('insUpdGroupT', body)).toBe(3);
    const years = await app.api.data('POST', 'groupY', { idComGspe: binding });
    const created = years.find((row: { id_group_y: number }) => row.id_group_y === nextYear);
    expect(created).toMatchObject({ dop: '', winter_reception: false, ind_name_gr: false });

    const edit = {
      ...body,
      idGroup: created.id_group,
      dop: 'англ.',
      idNameGr: 1,
      rowVersion: created.rowVersion,
    };
    expect(await app.api.sms('insUpdGroupT', edit)).toBe(2);
    const renamed = (await ofSpeciality(0)).find((row) => row.id_group === created.id_group);
    expect(renamed).toMatchObject({ group_name: 'ФК-1 англ.', course: 0, ind_name_gr: true });
    expect((await app.api.refused('insUpdGroupT', { ...edit, dop: 'x' })).status).toBe(409);
    expect((await app.api.refused('insUpdGroupT', { ...body, idGroupY: 100 })).status).toBe(400);
    expect((await app.api.refused('insUpdGroupT', { ...body, dop: 'x'.repeat(101) })).status).toBe(400);
    expect((await app.api.refused('insUpdGroupT', { ...body, idComGspe: 424242 })).status).toBe(400);
    expect((await app.api.refused('insUpdGroupT', { ...body, idComGspe: 9999 })).status).toBe(400);

    expect(await app.api.sms('del-group', { idGroup: created.id_group })).toBe(8);
    expect(await app.api.sms('del-group', { idGroup: created.id_group })).toBe(404);
  });

  it("switches winter reception (2) this year; a past year's intake refuses on (4) and off (5)", async () => {
    const [current] = await ofSpeciality(1);
    const [past] = await ofSpeciality(3);
    expect(
      await app.api.sms('insUpdGroupReception', { idGroup: current?.id_group, winterReception: 1 }),
    ).toBe(2);
    expect(
      await app.api.sms('insUpdGroupReception', { idGroup: current?.id_group, winterReception: false }),
    ).toBe(2);

    const before = await fingerprint(app.t.database);
    expect(
      await app.api.sms('insUpdGroupReception', { idGroup: past?.id_group, winterReception: true }),
    ).toBe(4);
    expect(await fingerprint(app.t.database)).toEqual(before);
    // Decision 0032: the refusal says why, naming the group, its speciality and the years, in three languages.
    const intake = `${2000 + (past?.id_group_y ?? 0)}-${2001 + (past?.id_group_y ?? 0)}`;
    const now = `${2000 + thisYear}-${2001 + thisYear}`;
    const on = { idGroup: past?.id_group, winterReception: true };
    const en = await app.api.refused('insUpdGroupReception', on, 'en');
    expect(en.data).toEqual([{ sms: 4 }]);
    expect(en.message).toMatch(
      new RegExp(
        `^Winter reception cannot be switched on for the group ${past?.group_name} \\(speciality \\S+ ".+"\\): it was admitted in the academic year ${intake}, which has passed \\(the current one is ${now}\\)`,
      ),
    );
    expect((await app.api.refused('insUpdGroupReception', on, 'ru')).message).toContain(
      `Зимний приём нельзя включить для группы ${past?.group_name}`,
    );
    expect((await app.api.refused('insUpdGroupReception', on, 'kg')).message).toContain(
      `${past?.group_name} тобу`,
    );
    await app.t.database.query('UPDATE study_group SET winter_reception = true WHERE id_group = $1', [
      past?.id_group,
    ]);
    const off = await app.api.refused('insUpdGroupReception', {
      idGroup: past?.id_group,
      winterReception: false,
    });
    expect(off.data).toEqual([{ sms: 5 }]);
    expect(off.message).toContain(
      `Winter reception cannot be switched off for the group ${past?.group_name}`,
    );
    expect((await ofSpeciality(3)).find((row) => row.id_group === past?.id_group)?.winter_reception).toBe(
      true,
    );
    expect(await app.api.sms('insUpdGroupReception', { idGroup: 424242, winterReception: true })).toBe(404);
  });

  it("copies a group's settings onto another, with the request-completed message in the request's language", async () => {
    const [from, to] = await ofSpeciality(1);
    const [group] = await app.api.data('POST', 'groupY', { idComGspe: from?.id_com_gspe });
    await app.api.sms('insUpdGroupT', {
      idGroup: from?.id_group,
      idComGspe: from?.id_com_gspe,
      idGroupY: from?.id_group_y,
      dop: 'каз.',
      idNameGr: 0,
      rowVersion: undefined,
    });
    expect(group).toBeDefined();
    const copied = await app.api.post(
      'copy-group',
      { idGroupFrom: from?.id_group, idGroupTo: to?.id_group },
      'kg',
    );
    expect(copied).toMatchObject({
      status: 200,
      data: [{ sms: 2 }],
      message: 'Сурамыңыз ийгиликтүү аткарылды',
    });
    expect(
      (await app.api.post('copy-group', { idGroupFrom: from?.id_group, idGroupTo: to?.id_group })).message,
    ).toBe('Your request was completed successfully');
    expect((await ofSpeciality(1)).find((row) => row.id_group === to?.id_group)?.dop).toBe('каз.');
    expect(
      (await app.api.refused('copy-group', { idGroupFrom: from?.id_group, idGroupTo: from?.id_group }))
        .status,
    ).toBe(400);
    expect(
      (await app.api.refused('copy-group', { idGroupFrom: from?.id_group, idGroupTo: 424242 })).status,
    ).toBe(404);
  });

  it('answers 401 without a session, for reads and writes', async () => {
    const response = await app.t.call('POST', 'ministerstvo/groupAll', {
      body: { idRate: 0, idSpeciality: 1 },
    });
    expect(response.statusCode).toBe(401);
    const write = await app.t.call('POST', 'ministerstvo/del-group', { body: { idGroup: 1 } });
    expect(write.statusCode).toBe(401);
  });
});
