import { z } from 'zod';
import { defineCall, listCall } from './call';
import { id, twoDigitYear } from './fields';

// The new academic year in one guided step (decision 0048): what a faculty's year carries into
// the next, previewed per speciality and kind, applied in one audited transaction, reported, and undone
// while nothing it made has changed since.

/** What a turnover can carry, in the order it carries them (groups before their headcounts). */
export const turnoverKinds = ['admission', 'groups', 'headcounts', 'grading', 'commission'] as const;
export type TurnoverKind = (typeof turnoverKinds)[number];

/**
 * The kinds whose rows a turnover writes, and so may replace. Grading-rule assignments, entrance-test
 * thresholds and commissions belong to the speciality or faculty, not to a year (SPEC §3): the turnover
 * checks and reports them, and they carry by themselves (decision 0048).
 */
export const replaceableKinds = ['admission', 'headcounts'] as const satisfies readonly TurnoverKind[];

/** The most faculties or specialities a scope may name (a university has fewer). */
const TURNOVER_SCOPE_MAX = 5_000;

/** A client's name for one apply, to follow it (random, 16 to 64 letters, digits, - and _). */
const progressId = () => z.string().regex(/^[\w-]{16,64}$/);

/** What the user chose: the years, the scope (both lists empty: the whole university), the kinds. */
const turnoverRequest = z.object({
  yearFrom: twoDigitYear(),
  yearTo: twoDigitYear(),
  /** The faculties chosen whole. */
  facultyIds: z.array(id()).max(TURNOVER_SCOPE_MAX).default([]),
  /** Single specialities (bindings, id_speciality) chosen besides. */
  specialityIds: z.array(id()).max(TURNOVER_SCOPE_MAX).default([]),
  kinds: z.array(z.enum(turnoverKinds)).min(1).max(turnoverKinds.length),
  /** The kinds whose rows already in the target year are overwritten with the carried values. */
  replace: z.array(z.enum(replaceableKinds)).max(replaceableKinds.length).default([]),
});
export type TurnoverRequest = z.infer<typeof turnoverRequest>;

const turnoverVerdicts = ['created', 'kept', 'replaced', 'refused'] as const;
export type TurnoverVerdict = (typeof turnoverVerdicts)[number];

const counts = {
  created: z.number().int(),
  kept: z.number().int(),
  replaced: z.number().int(),
  /** Not carried, each with its reason. */
  refused: z.number().int(),
};

/** One speciality's (or a faculty commission's) outcome for one kind. */
const turnoverRow = z.object({
  kind: z.enum(turnoverKinds),
  idFaculty: z.number(),
  faculty: z.string(),
  /** The speciality (binding), or null for a faculty's own commission. */
  idSpeciality: z.number().nullable(),
  /** The speciality as staff name it (code, name, study form), or the commission's name. */
  record: z.string(),
  ...counts,
  /** Why what was not carried was not, in the request's language ("2 × the group finishes its studies"). */
  reasons: z.array(z.string()),
});
export type TurnoverRow = z.infer<typeof turnoverRow>;

const turnoverCounts = z.object({ kind: z.enum(turnoverKinds), ...counts });
export type TurnoverCounts = z.infer<typeof turnoverCounts>;

const turnoverReport = z.object({
  rows: z.array(turnoverRow),
  /** One per chosen kind, in the order of turnoverKinds. */
  counts: z.array(turnoverCounts),
  /**
   * For an editor of some faculties (decision 0057): those faculties, named in the request's language, which
   * are all the turnover covers. Absent for an administrator or an editor of every faculty, and in a kept
   * report.
   */
  onlyFaculties: z.array(z.string()).optional(),
  /** What the apply must find again: a change in the data since the preview refuses it (409). */
  token: z.string(),
});
export type TurnoverReport = z.infer<typeof turnoverReport>;

export const previewTurnover = defineCall({
  method: 'POST',
  path: 'new-year/preview',
  body: turnoverRequest,
  data: turnoverReport,
  requiresSession: true,
  access: 'faculty',
  summary:
    'What a new academic year would carry from yearFrom to yearTo, per speciality and kind: created, kept (already there), replaced, or not carried with the reason; nothing is written. 400 when yearTo is not after yearFrom',
});

export const applyTurnover = defineCall({
  method: 'POST',
  path: 'new-year/apply',
  // progressId: the client's name for this apply, to ask new-year/progress how far it is (decision 0057).
  body: turnoverRequest.extend({ token: z.string().max(128), progressId: progressId().optional() }),
  // idTurnover: null when nothing was written (a second apply): there is nothing to undo.
  data: turnoverReport.extend({ idTurnover: z.number().nullable() }),
  requiresSession: true,
  access: 'faculty',
  writes: true,
  refuses: [409],
  summary:
    'Carry a previewed new year in one audited transaction, by the rules and scope of the screens’ saves; what is already there is kept (or replaced where asked), so a second apply creates nothing; 409 when the data changed since the preview',
});

/** A turnover as the screen lists it, newest first. */
const turnoverEntry = z.object({
  idTurnover: z.number(),
  yearFrom: z.number(),
  yearTo: z.number(),
  /** When it was applied (ISO time). */
  madeAt: z.string(),
  /** Who applied it (surname and name). */
  madeBy: z.string(),
  /** The table rows it wrote (a group's planned students are a row per half-year). */
  created: z.number(),
  replaced: z.number(),
  /**
   * What it created and replaced per kind, counted as a registrar counts them (plans, groups, groups'
   * planned students, decision 0057), in the order of turnoverKinds.
   */
  counts: z.array(z.object({ kind: z.enum(turnoverKinds), created: z.number(), replaced: z.number() })),
  /** When it was undone, or null. */
  undoneAt: z.string().nullable(),
  rowVersion: z.number(),
});
export type TurnoverEntry = z.infer<typeof turnoverEntry>;

/** The most recent turnovers the screen lists. */
export const TURNOVERS_LISTED = 20;

export const turnovers = listCall('GET', 'new-year/turnovers', turnoverEntry, {
  summary: 'The latest turnovers (at most 20), newest first, with who applied them and whether undone',
});

export const turnoverReportOf = defineCall({
  method: 'POST',
  path: 'new-year/report',
  body: z.object({ idTurnover: id() }),
  data: turnoverReport.omit({ token: true }).extend({ idTurnover: z.number() }),
  requiresSession: true,
  refuses: [404],
  summary: "An applied turnover's report (created / kept / replaced / not carried per speciality and kind)",
});

export const undoTurnover = defineCall({
  method: 'POST',
  path: 'new-year/undo',
  body: z.object({ idTurnover: id(), rowVersion: z.number().int().positive().max(2_147_483_647).optional() }),
  data: z.array(z.object({ sms: z.number(), removed: z.number(), restored: z.number() })),
  requiresSession: true,
  access: 'faculty',
  writes: true,
  summary:
    'Undo a turnover: remove what it created and restore what it replaced, in one transaction; 409 when any of it changed since, naming the record, or when already undone',
});

/** A record that keeps a turnover from being undone (decision 0057), as the screen lists it. */
const turnoverBlocker = z.object({
  /** The record's kind and id, for its history (contract/history.ts). */
  kind: z.enum(['admissionPlan', 'group', 'headcount']),
  id: z.number(),
  /** The record as staff name it, in the request's language ("План приёма 580300 Финансы · Очная на 2027-2028"). */
  record: z.string(),
  /** changed or deleted since the turnover; added: planned students given to a group the turnover made. */
  change: z.enum(['changed', 'deleted', 'added']),
  /** When it was last changed (ISO time), from the audit log; null when the log has nothing. */
  changedAt: z.string().nullable(),
  /** Who changed it (surname and name); null for a change made outside the product. */
  changedBy: z.string().nullable(),
});
export type TurnoverBlocker = z.infer<typeof turnoverBlocker>;

/** The most blocking records the screen lists (it says how many there are in all). */
export const TURNOVER_BLOCKERS_LISTED = 50;

export const turnoverBlockers = defineCall({
  method: 'POST',
  path: 'new-year/blockers',
  body: z.object({ idTurnover: id() }),
  data: z.object({ total: z.number(), records: z.array(turnoverBlocker) }),
  requiresSession: true,
  refuses: [404],
  summary:
    'What keeps a turnover from being undone: the records changed since it (the first 50, named in the request language, with who changed them and when) and how many in all; none when nothing does or it is undone',
});

/** How far an apply has gone (decision 0057): its phase now, in the order an apply goes through them. */
export const turnoverPhases = [
  'reading',
  'judging',
  'admission',
  'groups',
  'headcounts',
  'recording',
  'done',
] as const;
export type TurnoverPhase = (typeof turnoverPhases)[number];

export const turnoverProgress = defineCall({
  method: 'POST',
  path: 'new-year/progress',
  body: z.object({ progressId: progressId() }),
  data: z.object({
    /** false: this process knows no apply of this name by this user (not begun, long done, another process). */
    known: z.boolean(),
    phase: z.enum(turnoverPhases).nullable(),
    /** Of the apply's statements (each weighed by the rows it writes), how many are done, 0–100. */
    percent: z.number().int().min(0).max(100),
  }),
  requiresSession: true,
  access: 'faculty',
  summary:
    'How far a running new-year/apply of this user has gone, by the progressId it was sent with: its phase and per cent done, as the server process running it knows them',
});
