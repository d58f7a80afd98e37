import { z } from 'zod';
import { listCall, tableWrites, writeCall } from './call';
import { id, optional, optionRow, required, trilingual, trilingualInput, versioned } from './fields';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';

// Disciplines (SPEC §7 "Discipline", under /discipline/discipline/): no screen in SPEC; insert, delete and
// the kinds of discipline, plus a list of our own (decision 0020) so that a future screen and the tests
// can read what was inserted.

/** A kind of discipline (compulsory, elective, optional …): the shape of the other kind lists (feduc-vid). */
const disciplineKindRow = optionRow('id', 'name');

export const disciplineKinds = listCall('GET', 'discipline/discipline/vidDiscipline', disciplineKindRow, {
  summary: 'The kinds of discipline (compulsory, elective, optional …) in three languages',
});

/** A discipline, in the names of its insert payload (p34 the Russian name, as SPEC's p24/p25). */
const disciplineRow = z.object({
  id_discipline: z.number(),
  code_discipline: z.string(),
  ...trilingual('p34'),
  id_vid_disc: z.number(),
  ...versioned,
});
export type DisciplineRow = z.infer<typeof disciplineRow>;

export const disciplines = listCall('GET', 'discipline/discipline/list', disciplineRow, {
  summary: 'All disciplines by code (not in SPEC: decision 0020)',
});

export const insertDiscipline = writeCall(
  'discipline/discipline/insert',
  'reference',
  z.object({
    ...trilingualInput('p34', NAME_MAX_LENGTH, optional),
    codeDiscipline: required(CODE_MAX_LENGTH),
    idVidDisc: id(),
  }),
  'Add a discipline: sms 1, or 3 when its code exists; 400 for an unknown kind',
);

export const deleteDiscipline = tableWrites('disciplineId', 'reference').delete(
  'discipline/discipline/delete',
  'Delete a discipline: sms 8, or 6 when it is in use',
);
