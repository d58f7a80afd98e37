import { z } from 'zod';
import { defineCall } from './call';
import { smsRowSchema } from './envelope';
import { id, optional, required } from './fields';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';

// Disciplines (SPEC §7 "Discipline", under /discipline/discipline/): no screen in SPEC; insert, delete and
// the kinds of discipline, plus a list of our own (decision 0020) so that a future screen and the tests
// can read what was inserted.

const writeAnswer = z.array(smsRowSchema);

/** A kind of discipline (compulsory, elective, optional …): the shape of the other kind lists (feduc-vid). */
export const disciplineKindRow = z.object({
  id: z.number(),
  name: z.string(),
  name_kg: z.string(),
  name_en: z.string(),
});
export type DisciplineKindRow = z.infer<typeof disciplineKindRow>;

export const disciplineKinds = defineCall({
  method: 'GET',
  path: 'discipline/discipline/vidDiscipline',
  body: undefined,
  data: z.array(disciplineKindRow),
  requiresSession: true,
  summary: 'The kinds of discipline (compulsory, elective, optional …) in three languages',
});

/** A discipline, in the names of its insert payload (p34 the Russian name, as SPEC's p24/p25). */
export const disciplineRow = z.object({
  id_discipline: z.number(),
  code_discipline: z.string(),
  p34: z.string(),
  p34_kg: z.string(),
  p34_en: z.string(),
  id_vid_disc: z.number(),
  rowVersion: z.number(),
});
export type DisciplineRow = z.infer<typeof disciplineRow>;

export const disciplines = defineCall({
  method: 'GET',
  path: 'discipline/discipline/list',
  body: undefined,
  data: z.array(disciplineRow),
  requiresSession: true,
  summary: 'All disciplines by code (not in SPEC: decision 0020)',
});

export const insertDiscipline = defineCall({
  method: 'POST',
  path: 'discipline/discipline/insert',
  body: z.object({
    p34: required(NAME_MAX_LENGTH),
    p34Kg: optional(NAME_MAX_LENGTH),
    p34En: optional(NAME_MAX_LENGTH),
    codeDiscipline: required(CODE_MAX_LENGTH),
    idVidDisc: id(),
  }),
  data: writeAnswer,
  requiresSession: true,
  access: 'reference',
  summary: 'Add a discipline: sms 1, or 3 when its code exists; 400 for an unknown kind',
});

export const deleteDiscipline = defineCall({
  method: 'POST',
  path: 'discipline/discipline/delete',
  body: z.object({ disciplineId: id() }),
  data: writeAnswer,
  requiresSession: true,
  access: 'reference',
  summary: 'Delete a discipline: sms 8, or 6 when it is in use',
});
