import { z } from 'zod';
import { defineCall, listCall, writeCall } from './call';
import { isoDateText } from './dates';
import { historyId, id, plain, rowVersion } from './fields';

// The change history of a record and the audit screen (decision 0045): what the audit log (decision 0003)
// holds, told as the screens tell it. Not in SPEC §7: this product's own calls, under /history/.

/** The kinds of record whose history can be read: each is the rows of one table of the product. */
export const recordKinds = [
  'direction',
  'specialityName',
  'department',
  'qualification',
  'level',
  'studyForm',
  'university',
  'faculty',
  'speciality',
  'licence',
  'nameGroup',
  'binding',
  'group',
  'admissionPlan',
  'headcount',
  'gradingRule',
  'gradingRange',
  'gradingDetail',
  'estimationField',
  'displayRule',
  'position',
  'building',
  'office',
  'classroom',
  'specifics',
  'commissionMember',
  'specialityCommissionMember',
  'user',
  'integrationClient',
] as const;
export type RecordKind = (typeof recordKinds)[number];

/**
 * The kinds whose records no screen saves as a whole, so that no restore can be made by their own save:
 * a group's binding to a speciality (bound and unbound, never edited) and a grading rule's variant (no
 * screen edits it). The server refuses to start when this list and its saves disagree.
 */
export const unrestorableKinds: readonly RecordKind[] = ['binding', 'gradingRule', 'integrationClient'];

/** What a change did to its record; a restore (decision 0046) is a change. */
export const changeActions = ['created', 'changed', 'deleted'] as const;
export type ChangeAction = (typeof changeActions)[number];

/** One field a change touched: its label and values as the record's screen shows them. */
const fieldChange = z.object({
  /** A stable name of the field (for a client's own labels); `label` is what the screen calls it. */
  field: z.string(),
  label: z.string(),
  /** null: the record had no value (or did not exist yet, or no longer exists). */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChange>;

/** Who made a change: null for a change made outside the product (the demo data, psql). */
const author = {
  userId: z.number().int().nullable(),
  userLogin: z.string().nullable(),
  /** "Surname Name Patronymic" of the author as the account says it now. */
  userName: z.string().nullable(),
  /** The integration client that made it, by its name (decision 0080); null for a person's or the system's. */
  clientName: z.string().nullable(),
};

const historyEntry = z.object({
  auditId: z.number().int(),
  /** ISO time with its offset; the screens show it in the university's time zone. */
  changedAt: z.string(),
  action: z.enum(changeActions),
  ...author,
  /** The record's version after the change (null after a delete): the one a restore names. */
  rowVersion: z.number().int().nullable(),
  /** Created: its values; changed: what changed; deleted: the values it had. */
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** The most entries one record's history answers (newest first); older ones are on the audit screen. */
export const HISTORY_ENTRIES_MAX = 500;

export const recordHistory = listCall('POST', 'history/record', historyEntry, {
  body: z.object({ kind: z.enum(recordKinds), id: id() }),
  summary:
    "A record's changes, newest first: when, who, what, and each changed field's old and new value as its screen shows them (users: administrators)",
});

/** Rows of the audit screen per page. */
export const AUDIT_PAGE_SIZE = 50;
/** The longest free-text filter: a few words of a name or a code. */
export const AUDIT_TEXT_MAX_LENGTH = 100;

export const auditFilter = z.object({
  /** From 1; a page past the last answers no rows. */
  page: z.number().int().min(1).max(10_000).default(1),
  userId: id().optional(),
  kind: z.enum(recordKinds).optional(),
  action: z.enum(changeActions).optional(),
  /** Days (YYYY-MM-DD) in the university's time zone, both included. */
  from: isoDateText().optional(),
  to: isoDateText().optional(),
  /** Words each of which begins a word of the record's values after the change (before a delete). */
  text: plain(AUDIT_TEXT_MAX_LENGTH).optional(),
});
export type AuditFilter = z.infer<typeof auditFilter>;

const auditRow = z.object({
  auditId: z.number().int(),
  changedAt: z.string(),
  action: z.enum(changeActions),
  ...author,
  kind: z.enum(recordKinds),
  /** The kind's name in the request's language ("Direction"). */
  kindLabel: z.string(),
  recordId: z.number().int(),
  /** The record's name as its screen shows it now (a deleted one: as it was when deleted). */
  recordName: z.string(),
  /** The labels of the fields the change touched. */
  fields: z.array(z.string()),
});
export type AuditRow = z.infer<typeof auditRow>;

/**
 * The most rows a filter is counted to: past it the total is "over" (narrow the filter to page further),
 * so that a broad filter on a large log costs one bounded count, not a count of the whole log.
 */
export const AUDIT_COUNT_MAX = 10_000;

const auditPage = z.object({
  /** The rows the filter finds, counted up to AUDIT_COUNT_MAX. */
  total: z.number().int(),
  /** More rows than `total` match: the count stopped at AUDIT_COUNT_MAX. */
  more: z.boolean(),
  rows: z.array(auditRow),
});
export type AuditPage = z.infer<typeof auditPage>;

export const auditLog = defineCall({
  method: 'POST',
  path: 'history/audit',
  body: auditFilter,
  data: auditPage,
  requiresSession: true,
  access: 'administrator',
  summary:
    'Every change in the database, newest first, 50 a page, filtered by user, kind of record, action, days and words of the values (administrators)',
});

/**
 * Restore a record's values as they were after one of its changes (or, for a deleted record, as they were
 * when deleted): one new audited change, made by the same rules, roles and faculty scope as the record's
 * own save on its screen, so that a restore can itself be undone.
 */
export const restoreRecord = writeCall(
  'history/restore',
  'faculty',
  z.object({
    kind: z.enum(recordKinds),
    id: id(),
    /** The change whose resulting values come back (a delete: the values the record had). */
    auditId: historyId(),
    /** The record's version the history was read at (its newest entry's): a later change refuses (409). */
    rowVersion: rowVersion(),
  }),
  "Restore a record's values after one of its changes: sms 2 (restored), 1 (a deleted record brought back), 3 (a duplicate, named); 400 when an old value breaks a rule now or cannot be set on the screen; 404 when the record is gone for good; 409 when it changed since",
);
