import { tablesWrittenBy } from './call-tables';
import type { RecordKind } from './history';

/*
 * The national classifiers (decision 0072): the tables every university of an installation shares, kept by
 * the ministry once the installation holds more than one university. Migration 0029 guards the same tables
 * in PostgreSQL; db/national-classifiers.test.ts fails when the two lists part, or when a table of the
 * schema is in neither this list, the universities' (row-level security) nor the installation's below.
 */
export const nationalTables: ReadonlySet<string> = new Set([
  'com_ebef_est',
  'direction',
  'discipline',
  'ebe',
  'ebe_detal',
  'ebe_var',
  'est_config',
  'estimation_form',
  'f_educ',
  'f_educ_prog',
  'f_educ_vid',
  'level',
  'member_type',
  'qualification',
  'rate',
  'special',
  'specifics',
  'vid_discipline',
  'wiki_news',
]);

/**
 * Shared too, and written by any university's work on purpose: the calendar (a university's new year adds
 * the next year when it is missing), the one ministry row of the first day's set-up, the installation's
 * settings, the sign-in limit's failures (kept by login) and the migrations' own record.
 */
export const installationTables: ReadonlySet<string> = new Set([
  'a_year',
  'app_setting',
  'login_failure',
  'ministry',
  'schema_migration',
  'w_s',
]);

/** Whether a write call may change a national classifier (its own saves, an import, a restore). */
export const writesNational = (path: string): boolean =>
  tablesWrittenBy(path).some((table) => nationalTables.has(table));

/**
 * Whether a write call changes the national classifiers and nothing of a university's: the ministry's
 * administrator may make it (an import or a restore, which write a university's rows too, stay the
 * university's).
 */
export function keptByMinistry(path: string): boolean {
  const written = tablesWrittenBy(path).filter((table) => table !== 'audit_log');
  return written.length > 0 && written.every((table) => nationalTables.has(table));
}

/**
 * The kinds of record (their history's) whose rows are national classifiers: a restore of one is the
 * ministry's too. history/national-kinds.test.ts fails when a kind's table says otherwise.
 */
export const nationalKinds: ReadonlySet<RecordKind> = new Set<RecordKind>([
  'direction',
  'displayRule',
  'estimationField',
  'gradingDetail',
  'gradingRange',
  'gradingRule',
  'level',
  'qualification',
  'specialityName',
  'specifics',
  'studyForm',
]);
