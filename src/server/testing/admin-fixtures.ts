import type { Access } from '../../contract/access';
import { academicYearOf } from '../structure/rules';

// What the write scenarios (write-calls.ts, plan-write-calls.ts) are made of: the administrator's calls
// that prepare a fresh row for each of them.

/** Calls the API as the administrator (the scenarios' preparations): the answer's data. */
export interface AdminCalls {
  get(path: string): Promise<Array<Record<string, unknown>>>;
  post(path: string, body: unknown): Promise<Array<Record<string, unknown>>>;
}

/** A write call that is no save/delete pair of a reference table: a valid request of it, made afresh. */
export interface WriteScenario {
  path: string;
  /** The table its audit row names. */
  table: string;
  /**
   * The faculties whose rows it writes (empty: shared rows, which the call's rule alone decides; 0: a
   * new faculty, which needs the all-faculties scope).
   */
  faculties: number[];
  /** The message of its refusal to an editor outside the scope, when not the general one. */
  refusal?: 'newFacultyNeedsAll';
  /** The rule that decides, where it is not the call's own: an import's apply, its table's save's rule. */
  rule?: Access;
  body(admin: AdminCalls, unique: string): Promise<Record<string, unknown>>;
}

/**
 * The scenarios of one shared table (the rows of no faculty: the call's rule alone decides), each a call
 * and its body.
 */
export const onSharedTable = (
  table: string,
  calls: Array<Pick<WriteScenario, 'path' | 'body'>>,
): WriteScenario[] => calls.map((call) => ({ ...call, table, faculties: [] }));

export const find = (rows: Array<Record<string, unknown>>, key: string, value: unknown) => {
  const row = rows.find((candidate) => candidate[key] === value);
  if (!row) throw new Error(`no row with ${key} = ${String(value)}`);
  return row;
};

/** A new name-group of the faculty, as the administrator; answers its id. */
export async function newNameGroup(admin: AdminCalls, faculty: number, unique: string): Promise<number> {
  const name = `Г${unique}`;
  await admin.post('ministerstvo/insUpdNGr/insupd', { idNGr: -1, nGr: name, idFaculty: faculty });
  return find(await admin.post('ministerstvo/allNGr/select', { idFaculty: faculty }), 'n_gr', name)
    .id_n_gr as number;
}

// A speciality of each of the two faculties the scenarios write.
export const specialityOf: Record<number, number> = { 1: 1, 2: 14 };

/** A new name-group bound to a speciality of the faculty; answers the binding's id (id_com_gspe). */
export async function newBinding(admin: AdminCalls, faculty: number, unique: string): Promise<number> {
  const idNGr = await newNameGroup(admin, faculty, unique);
  const idSpeciality = specialityOf[faculty];
  await admin.post('ministerstvo/insUpdComGspe/insupd', { idSpeciality, idNGr, idSubGr: 1 });
  const [binding] = await admin.post('ministerstvo/subgroup', { idSpeciality, idNGr });
  return binding?.id_com_gspe as number;
}

// This academic year: the demo has it (seed/demo.sql), and winter reception may change in it.
export const thisYear = academicYearOf(new Date());

/** A new group of this year of a new binding in the faculty; answers its id and its binding's. */
export async function newGroup(
  admin: AdminCalls,
  faculty: number,
  unique: string,
): Promise<{ idGroup: number; idComGspe: number }> {
  const idComGspe = await newBinding(admin, faculty, unique);
  await admin.post('ministerstvo/insUpdGroupT', { idGroup: -1, idComGspe, idGroupY: thisYear, dop: '' });
  const [group] = await admin.post('ministerstvo/groupY', { idComGspe });
  return { idGroup: group?.id_group as number, idComGspe };
}

// A direction of each of the two faculties (the demo's specialities 1 and 14 are in them).
const directionOf: Record<number, number> = { 1: 1, 2: 7 };

/** A new speciality (a new name bound to a direction and the first study form) of the faculty; its id. */
export async function newSpeciality(admin: AdminCalls, faculty: number, unique: string): Promise<number> {
  const code = `S${unique}`;
  await admin.post('ministerstvo/ins-upd-spec', { idSpecial: -1, code_: code, special_: `Спец. ${unique}` });
  const special = find(await admin.get('ministerstvo/allSpecial'), 'p25-1', code);
  const place = { idFaculty: faculty, idDirection: directionOf[faculty], idFeduc: 1 };
  await admin.post('ministerstvo/insUpdSpecialty', {
    idSpecial: special.id_special,
    idFEduc: 1,
    idFaculty: faculty,
    idDirection: place.idDirection,
  });
  return find(await admin.post('ministerstvo/speciality', place), 'id_special', special.id_special)
    .id_speciality as number;
}
