// Every save/delete pair of the route table, with how to make a valid row and how to delete one: what the
// audit proof (db/audit.test.ts) and the roles proof (auth/access.test.ts) write. A new write call fails
// both until it is added here or to their scenarios of its own: no write escapes either proof.
export interface WrittenResource {
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
    deletes: ['ministerstvo/del-spec', 'ministerstvo/del-special'],
    create: (u) => ({ idSpecial: -1, code_: `S${u}`, special_: `Специальность ${u}` }),
    update: (id, u) => ({ idSpecial: id, code_: `T${u}`, special_: `Специальность ${u}` }),
    remove: (id) => ({ idSpec: id, idSpecial: id }),
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
      oztextRu: 'очная',
      oz: 0,
      maxRateId: 4,
      idFeducVid: 1,
      educationCycle: 'бакалавриат',
      idFeducProg: 1,
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
