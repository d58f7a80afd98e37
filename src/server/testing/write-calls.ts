import { find, newBinding, newGroup, newNameGroup, thisYear, type WriteScenario } from './admin-fixtures';
import { classroomsScenarios } from './classrooms-write-calls';
import { commissionScenarios } from './commission-write-calls';
import { gradingScenarios } from './grading-write-calls';
import { historyScenarios } from './history-write-calls';
import { importScenarios } from './import-write-calls';
import { integrationScenarios } from './integration-write-calls';
import { newYearScenarios } from './new-year-write-calls';
import { planScenarios } from './plan-write-calls';
import { positionsScenarios } from './positions-write-calls';
import { setupScenarios } from './setup-write-calls';
import { wikiScenarios } from './wiki-write-calls';

export type { AdminCalls, WriteScenario } from './admin-fixtures';

/** A study form's fields besides its names: full-time (очная), bachelor's, in the demo's kind and programme. */
export const fullTimeBachelor = {
  oztextRu: 'очная',
  oz: 0,
  maxRateId: 4,
  idFeducVid: 1,
  educationCycle: 'бакалавриат',
  idFeducProg: 1,
};

/** Write calls that are no save/delete pair of a reference table, each with its scenario in the proofs. */
export const otherWrites = [
  'auth/change-password',
  'users/save',
  'users/reset-password',
  'users/set-disabled',
  'users/delete',
  // Once only, on a database without a university: proved by setup/routes.test.ts.
  'setup/university',
  // The ministry's administrator's alone (no university's role may): proved by ministry/routes.test.ts.
  'ministry/add-university',
];

// Every save/delete pair of the route table, with how to make a valid row and how to delete one: what the
// audit proof (db/audit.test.ts) and the roles proof (auth/access.proof.test.ts) write. A new write call fails
// both until it is added here or to their scenarios of its own: no write escapes either proof.
interface WrittenResource {
  table: string;
  /** The faculty a created row belongs to, and the one an update moves it to (rows of a faculty only). */
  faculties?: { created: number; updated: number };
  save: string;
  deletes: string[];
  create(unique: string): Record<string, unknown>;
  update(id: number, unique: string): Record<string, unknown>;
  remove(id: number): Record<string, unknown>;
}

export const resources: WrittenResource[] = [
  {
    table: 'direction',
    save: 'ministerstvo/ins-upd-direction',
    deletes: ['ministerstvo/del-direction'],
    create: (u) => ({
      idDirection: -1,
      code: `A${u}`,
      direction_: `Направление ${u}`,
      directionKg: 'Багыт',
      directionEn: 'Direction',
    }),
    update: (id, u) => ({ idDirection: id, code: `B${u}`, direction_: `Направление ${u}` }),
    remove: (id) => ({ idDirection: id }),
  },
  {
    table: 'special',
    save: 'ministerstvo/ins-upd-spec',
    deletes: ['ministerstvo/del-special'],
    create: (u) => ({ idSpecial: -1, code_: `S${u}`, special_: `Специальность ${u}` }),
    update: (id, u) => ({ idSpecial: id, code_: `T${u}`, special_: `Специальность ${u}` }),
    remove: (id) => ({ idSpecial: id }),
  },
  {
    table: 'kafedra',
    save: 'ministerstvo/ins-upd-kaf',
    deletes: ['ministerstvo/del-kaf'],
    create: (u) => ({
      idKafedra: -1,
      snF1: 'К',
      f1: `Кафедра ${u}`,
      f1Kg: 'Кафедра',
      f1En: 'Department',
      idFaculty: 1,
    }),
    faculties: { created: 1, updated: 2 },
    update: (id, u) => ({
      idKafedra: id,
      snF1: 'К',
      f1: `Кафедра ${u}!`,
      f1Kg: 'Кафедра',
      f1En: 'Department',
      idFaculty: 2,
    }),
    remove: (id) => ({ idKafedra: id }),
  },
  {
    table: 'qualification',
    save: 'ministerstvo/ins-upd-qual',
    deletes: ['ministerstvo/del-qual'],
    create: (u) => ({
      IDQualification: -1,
      NameQualification: `Квалификация ${u}`,
      NameQualificationKg: 'К',
      NameQualificationEn: 'Q',
    }),
    update: (id, u) => ({
      IDQualification: id,
      NameQualification: `Квалификация ${u}!`,
      NameQualificationKg: 'К',
      NameQualificationEn: 'Q',
    }),
    remove: (id) => ({ IDQualification: id }),
  },
  {
    table: 'level',
    save: 'ministerstvo/ins-upd-level',
    deletes: ['ministerstvo/del-level'],
    create: (u) => ({ IDLevel: -1, NameLevel: `Уровень ${u}`, NameLevelKg: 'Д', NameLevelEn: 'L' }),
    update: (id, u) => ({ IDLevel: id, NameLevel: `Уровень ${u}!`, NameLevelKg: 'Д', NameLevelEn: 'L' }),
    remove: (id) => ({ IDLevel: id }),
  },
  {
    table: 'f_educ',
    save: 'ministerstvo/ins-upd-feduc',
    deletes: ['ministerstvo/del-feduc'],
    create: (u) => ({
      idFeduc: -1,
      shortName: 'Т',
      fEduc_: `Форма ${u}`,
      fEducKg: 'Форма',
      ...fullTimeBachelor,
    }),
    update: (id, u) => ({
      idFeduc: id,
      shortName: 'Т',
      fEduc_: `Форма ${u}!`,
      fEducKg: 'Форма',
      oztextRu: 'заочная',
      oz: 1,
      maxRateId: 5,
      idFeducVid: 2,
      educationCycle: 'бакалавриат',
      idFeducProg: 1,
    }),
    remove: (id) => ({ idFeduc: id }),
  },
];

/** The write calls of the educational-structure screen (decisions 0014 and 0015). */
export const scenarios: WriteScenario[] = [
  {
    path: 'ministerstvo/upd-vuz',
    table: 'vuz',
    faculties: [],
    body: async (admin, u) => {
      const university = find(await admin.post('ministerstvo/vuz', { idMinisterstvo: 1 }), 'id_vuz', 1);
      return { idVuz: 1, v1: university.v1, v2: university.v2, glava: `Ректор ${u}` };
    },
  },
  {
    path: 'ministerstvo/ins-upd-faculty',
    table: 'faculty',
    faculties: [0],
    refusal: 'newFacultyNeedsAll',
    body: async (_admin, u) => ({
      idFaculty: -1,
      shortFaculty: 'НФ',
      shortFacultyKg: 'ЖФ',
      shortFacultyEn: 'NF',
      faculty_: `Факультет ${u}`,
      facultyKg: 'Жаңы факультет',
      facultyEn: 'New faculty',
      nDirector: 'Деканов Д.',
      idVuz: 1,
    }),
  },
  {
    path: 'ministerstvo/ins-upd-faculty',
    table: 'faculty',
    faculties: [2],
    body: async (admin) => {
      const faculty = find(await admin.post('ministerstvo/faculty', { idVuz: 1 }), 'id_faculty', 2);
      return {
        idFaculty: 2,
        shortFaculty: faculty.short_faculty,
        shortFacultyKg: faculty.short_faculty_kg,
        shortFacultyEn: faculty.short_faculty_en,
        faculty_: faculty.faculty,
        facultyKg: faculty.faculty_kg,
        facultyEn: faculty.faculty_en,
        nDirector: `Деканов ${Math.random()}`,
        idVuz: 1,
      };
    },
  },
  {
    path: 'ministerstvo/insUpdSpecialty',
    table: 'speciality',
    faculties: [1],
    body: async (admin, u) => {
      await admin.post('ministerstvo/ins-upd-spec', {
        idSpecial: -1,
        code_: `S${u}`,
        special_: `Спец. ${u}`,
      });
      const special = find(await admin.get('ministerstvo/allSpecial'), 'p25-1', `S${u}`);
      return { idSpecial: special.id_special, idFEduc: 1, idFaculty: 1, idDirection: 1 };
    },
  },
  {
    path: 'ministerstvo/insUpdNGr/insupd',
    table: 'n_gr',
    faculties: [1],
    body: async (_admin, u) => ({ idNGr: -1, nGr: `Н${u}`, idFaculty: 1 }),
  },
  {
    path: 'ministerstvo/insUpdNGr/insupd',
    table: 'n_gr',
    faculties: [2],
    body: async (admin, u) => ({ idNGr: await newNameGroup(admin, 2, u), nGr: `П${u}` }),
  },
  {
    path: 'ministerstvo/deleteNGrQuery/delete',
    table: 'n_gr',
    faculties: [1],
    body: async (admin, u) => ({ idNGr: await newNameGroup(admin, 1, u) }),
  },
  {
    path: 'ministerstvo/insUpdComGspe/insupd',
    table: 'com_gspe',
    faculties: [1],
    body: async (admin, u) => ({ idSpeciality: 1, idNGr: await newNameGroup(admin, 1, u), idSubGr: 2 }),
  },
  {
    path: 'ministerstvo/insUpdGroupT',
    table: 'study_group',
    faculties: [1],
    body: async (admin, u) => ({
      idGroup: -1,
      idComGspe: await newBinding(admin, 1, u),
      idGroupY: thisYear - 1,
    }),
  },
  {
    path: 'ministerstvo/insUpdGroupT',
    table: 'study_group',
    faculties: [2],
    body: async (admin, u) => ({ ...(await newGroup(admin, 2, u)), idGroupY: thisYear, dop: u }),
  },
  {
    path: 'ministerstvo/insUpdGroupReception',
    table: 'study_group',
    faculties: [1],
    body: async (admin, u) => ({ idGroup: (await newGroup(admin, 1, u)).idGroup, winterReception: true }),
  },
  {
    path: 'ministerstvo/copy-group',
    table: 'study_group',
    faculties: [2],
    body: async (admin, u) => {
      const from = (await newGroup(admin, 1, u)).idGroup;
      await admin.post('ministerstvo/insUpdGroupReception', { idGroup: from, winterReception: true });
      return { idGroupFrom: from, idGroupTo: (await newGroup(admin, 2, `${u}t`)).idGroup };
    },
  },
  {
    path: 'ministerstvo/del-group',
    table: 'study_group',
    faculties: [1],
    body: async (admin, u) => ({ idGroup: (await newGroup(admin, 1, u)).idGroup }),
  },
  ...planScenarios,
  ...gradingScenarios,
  ...positionsScenarios,
  ...classroomsScenarios,
  ...commissionScenarios,
  ...wikiScenarios,
  ...integrationScenarios,
  ...historyScenarios,
  ...importScenarios,
  ...newYearScenarios,
  ...setupScenarios,
];
