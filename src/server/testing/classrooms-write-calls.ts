import { type AdminCalls, find, onSharedTable, type WriteScenario } from './admin-fixtures';

// The write calls of the classrooms screen (decision 0021), each with a fresh valid request: what the audit and
// roles proofs make of them (write-calls.ts joins them to the others). Buildings, offices, classrooms and
// specifics are shared (the `reference` rule), so no scenario names a faculty.

/** A new classroom in building 3 (demo: pedagogy and psychology), as the administrator; answers its id. */
async function newClassroom(admin: AdminCalls, unique: string): Promise<number> {
  const number = `К${unique}`;
  await admin.post('audience/ins-upd-auditoriums', {
    idAuditorium: -1,
    idKorpus: 3,
    number,
    contain: 25,
    square: 40,
    note: 'Маркерная доска',
  });
  return find(await admin.post('audience/auditoriums', { idKorpus: 3 }), 'number', number)
    .id_auditorium as number;
}

/** A new classroom specifics, as the administrator; answers its id. */
async function newSpecifics(admin: AdminCalls, unique: string): Promise<number> {
  const name = `Аудитория ${unique}`;
  await admin.post('audience/ins-upd-specifics', {
    idSpecifics: -1,
    specifics: name,
    specificsKg: `Аудитория ${unique}`,
    specificsEn: `Room ${unique}`,
  });
  return find(await admin.get('audience/specifics-auditoriums'), 'specifics', name).id_specifics as number;
}

/** A new building, as the administrator; answers its id. */
async function newBuilding(admin: AdminCalls, unique: string): Promise<number> {
  const name = `Корпус ${unique}`;
  await admin.post('audience/ins-upd-korpus', { idKorpus: -1, korpus: name });
  return find(await admin.get('audience/sel-korpus'), 'korpus', name).id_korpus as number;
}

/** A new office, as the administrator; answers its id. */
async function newOffice(admin: AdminCalls, unique: string): Promise<number> {
  const name = `Отдел ${unique}`;
  await admin.post('audience/ins-upd-otdel', { idOtdel: -1, otdel: name });
  return find(await admin.get('audience/set-otdel'), 'otdel', name).id_otdel as number;
}

export const classroomsScenarios: WriteScenario[] = [
  ...onSharedTable('korpus', [
    {
      path: 'audience/ins-upd-korpus',
      body: async (_admin, u) => ({
        idKorpus: -1,
        korpus: `Учебный корпус ${u}`,
        korpusKg: `Окуу корпусу ${u}`,
        korpusEn: `Academic building ${u}`,
        adres: 'г. Бишкек, ул. Киевская, 44',
        adresKg: 'Бишкек ш., Киев көчөсү, 44',
        adresEn: '44 Kievskaya Street, Bishkek',
      }),
    },
    {
      path: 'audience/ins-upd-korpus',
      body: async (admin, u) => ({
        idKorpus: await newBuilding(admin, u),
        korpus: `Лабораторный корпус ${u}`,
        adres: 'г. Бишкек, ул. Тыныстанова, 199',
      }),
    },
    {
      path: 'audience/del-korpus',
      body: async (admin, u) => ({ idKorpus: await newBuilding(admin, u) }),
    },
  ]),
  ...onSharedTable('otdel', [
    {
      path: 'audience/ins-upd-otdel',
      body: async (_admin, u) => ({
        idOtdel: -1,
        otdel: `Отдел практики ${u}`,
        otdelKg: `Практика бөлүмү ${u}`,
        otdelEn: `Internship office ${u}`,
      }),
    },
    {
      path: 'audience/ins-upd-otdel',
      body: async (admin, u) => ({ idOtdel: await newOffice(admin, u), otdel: `Отдел карьеры ${u}` }),
    },
    {
      path: 'audience/del-otdel',
      body: async (admin, u) => ({ idOtdel: await newOffice(admin, u) }),
    },
  ]),
  ...onSharedTable('auditorium', [
    {
      path: 'audience/ins-upd-auditoriums',
      // Department 5 (software engineering) is one of faculty 2's.
      body: async (_admin, u) => ({
        idAuditorium: -1,
        idKorpus: 2,
        number: `К${u}`,
        contain: '30',
        specific: 3,
        note: '20 компьютеров',
        square: '52,3',
        idFaculty: 2,
        idOtdel1: null,
        idKafedra: 5,
      }),
    },
    {
      path: 'audience/ins-upd-auditoriums',
      body: async (admin, u) => ({
        idAuditorium: await newClassroom(admin, u),
        idKorpus: 3,
        number: `Л${u}`,
        contain: 16,
        specific: 5,
        note: '16 рабочих мест с гарнитурами',
        square: 38.5,
        idOtdel1: 1,
      }),
    },
    {
      path: 'audience/del-auditoriums',
      body: async (admin, u) => ({ idAuditorium: await newClassroom(admin, u) }),
    },
  ]),
  ...onSharedTable('specifics', [
    {
      path: 'audience/ins-upd-specifics',
      body: async (_admin, u) => ({
        idSpecifics: -1,
        specifics: `Мастерская ${u}`,
        shortSpecifics: 'МС',
        specificsKg: `Устакана ${u}`,
        specificsEn: `Workshop ${u}`,
      }),
    },
    {
      path: 'audience/ins-upd-specifics',
      body: async (admin, u) => ({
        idSpecifics: await newSpecifics(admin, u),
        specifics: `Аудитория ${u}!`,
        specificsKg: `Аудитория ${u}!`,
        specificsEn: `Room ${u}!`,
      }),
    },
  ]),
];
