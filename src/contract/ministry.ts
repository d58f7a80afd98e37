import { z } from 'zod';
import { defineCall, writeCall } from './call';
import { exportFormats } from './export';
import { optional, plain, required, text, twoDigitYear } from './fields';
import { licenceVerdicts } from './licence';
import { LOGIN_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';
import { LICENCE_TEXT_MAX_LENGTH, organisationCode } from './setup';
import { universityFields } from './university';

// The ministry's console (decision 0069): the universities of one deployment side by side, for the
// ministry's accounts. Each university's figures are read in that university, as its own users read them;
// only the ministry's administrator adds a university, with its first administrator and, if it has one,
// its licence.

/** A university's figures for one academic year, as its overview counts them. */
const universityFigures = z.object({
  faculties: z.number(),
  /** Groups studying in the year (course 1 to the form's last). */
  groups: z.number(),
  /** Planned students of the year (budget + contract). */
  students: z.number(),
  planBudget: z.number(),
  planContract: z.number(),
  /** Classroom seats. */
  seats: z.number(),
  /** Open data checks today. */
  openChecks: z.number(),
});
export type UniversityFigures = z.infer<typeof universityFigures>;

/** The accounts of a university by role, the disabled ones apart. */
const staffCounts = z.object({
  administrators: z.number(),
  editors: z.number(),
  viewers: z.number(),
  disabled: z.number(),
});

const universityRow = z.object({
  idVuz: z.number(),
  /** Its code (OKPO), as its licence names it. */
  code: z.string(),
  /** Short and full names in the request's language (the Russian where untranslated). */
  shortName: z.string(),
  name: z.string(),
  licence: z.object({ verdict: z.enum(licenceVerdicts), validUntil: z.string().nullable() }),
  staff: staffCounts,
  /** ISO time a user of the university was last seen; null: never. */
  lastActivityAt: z.string().nullable(),
  figures: universityFigures,
});
export type MinistryUniversity = z.infer<typeof universityRow>;

const ministryOverview = z.object({
  year: z.number(),
  universities: z.array(universityRow),
  /** Every university's figures and staff summed. */
  totals: z.object({ staff: staffCounts, figures: universityFigures }),
});
export type MinistryOverview = z.infer<typeof ministryOverview>;

export const ministryUniversities = defineCall({
  method: 'POST',
  path: 'ministry/universities',
  body: z.object({ year: twoDigitYear() }),
  data: ministryOverview,
  requiresSession: true,
  access: 'ministry',
  summary:
    "The ministry's console: every university with its licence's state, staff by role, last activity and " +
    "the overview's figures for the year (faculties, groups, students, admission plan, seats, open checks), with totals",
});

export const ministryExport = defineCall({
  method: 'POST',
  path: 'ministry/export',
  body: z.object({ year: twoDigitYear(), format: z.enum(exportFormats) }),
  data: z.never(),
  requiresSession: true,
  access: 'ministry',
  file: true,
  summary:
    "The ministry's console as an Excel workbook or a UTF-8 CSV file: a row per university and the totals",
});

const addUniversityBody = z.object({
  ...universityFields,
  code: organisationCode(),
  /** The university's first administrator: must choose a new password at the first sign-in. */
  login: plain(LOGIN_MAX_LENGTH).pipe(z.string().min(1)),
  surname: required(NAME_MAX_LENGTH),
  name: required(NAME_MAX_LENGTH),
  patronymic: optional(NAME_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
  /** The vendor's licence for the university, exactly as its file holds it; empty: installed later. */
  licence: text(LICENCE_TEXT_MAX_LENGTH).default(''),
});
export type AddUniversityInput = z.output<typeof addUniversityBody>;

export const addUniversity = {
  ...writeCall(
    'ministry/add-university',
    'ministryAdministrator',
    addUniversityBody,
    'Add a university to the ministry with its first administrator (and its licence, if given), in one ' +
      'transaction: sms 1, or sms 3 when its code or the login is taken; 400 for a licence the server would ' +
      'refuse; 409 past the last university whose ids can be kept apart (1,023)',
  ),
  refuses: [409] as const,
};
