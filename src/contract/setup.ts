import { z } from 'zod';
import { defineCall } from './call';
import { smsRowSchema } from './envelope';
import { id, optional, required, text } from './fields';
import { licenceVerdicts } from './licence';
import { NAME_MAX_LENGTH } from './limits';
import { universityFields } from './university';

// The university's setup without SQL (decision 0060): on a database without a university every
// licensed call answers 403 SETUP, and an administrator sets it up once (the ministry, its names, its
// code, address, head and contacts), then installs the vendor's licence, here or at any later renewal.
// The calls sit under setup/, an area open whatever the licence says (licence/guard.ts).

/** As vuz.id_field and the licence's organisation code (licence/document.ts): at most 50 characters. */
export const ORGANISATION_CODE_MAX_LENGTH = 50;
/** As the licence table's CHECK and licence/document.ts LICENCE_MAX_LENGTH. */
export const LICENCE_TEXT_MAX_LENGTH = 8 * 1024;

// A code a licence names and a command line carries unquoted (an OKPO, an INN): letters and digits,
// with '.', '/' or '-' between them, no blanks.
const ORGANISATION_CODE = /^[\p{L}\p{N}]+([./-][\p{L}\p{N}]+)*$/u;

/** Why a code is refused (the server's reason `organisationCode`), or null. */
export const organisationCodeRefusal = (value: string): 'organisationCode' | null =>
  value === '' || ORGANISATION_CODE.test(value) ? null : 'organisationCode';

/** The university's code, as vuz.id_field keeps it and a licence names it. */
export const organisationCode = () =>
  required(ORGANISATION_CODE_MAX_LENGTH).superRefine((value, context) => {
    const reason = organisationCodeRefusal(value);
    if (reason) context.addIssue({ code: 'custom', message: reason, params: { reason } });
  });

const setupMinistryRow = z.object({
  id_ministry: z.number(),
  name: z.string(),
  name_kg: z.string(),
  name_en: z.string(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The licence in force as the licence panel shows it. */
const licencePanelSchema = z.object({
  verdict: z.enum(licenceVerdicts),
  /** The SPEC §8 sentence in the request's language; null while valid. */
  message: z.string().nullable(),
  /** The day it is judged on (yyyy-mm-dd). */
  today: day,
  /** The organisation the licence names, when its signature holds. */
  organisation: z.object({ name: z.string(), code: z.string() }).nullable(),
  validFrom: day.nullable(),
  validUntil: day.nullable(),
  noticeFrom: day.nullable(),
  /** Days from today to its last day (0 on the last day, negative once ended); null without one. */
  daysLeft: z.number().int().nullable(),
  /** Whether the server holds the issuer's public key (LICENCE_PUBLIC_KEY): without it no licence is valid. */
  keyConfigured: z.boolean(),
});
export type LicencePanel = z.infer<typeof licencePanelSchema>;

/** What the vendor needs to sign the next licence: the university as it must be named, and the command. */
const vendorRequestSchema = z.object({
  name: z.string(),
  code: z.string(),
  /** The proposed validity: from the day after the licence in force ends (or today), for a year. */
  from: day,
  until: day,
  /** The exact `npm run licence:issue` line, the vendor's own key file aside. */
  command: z.string(),
});
export type VendorRequest = z.infer<typeof vendorRequestSchema>;

const setupStateSchema = z.object({
  /** No university yet: every licensed call answers 403 SETUP until one is set up. */
  needed: z.boolean(),
  /** While it is: the sentence every licensed call answers (403 SETUP), in the request's language. */
  message: z.string().nullable(),
  /** The ministries there are (the national one once the fixed reference is in). */
  ministries: z.array(setupMinistryRow),
  /** The university set up (the first one), or null. */
  university: z
    .object({ id_vuz: z.number(), v1: z.string(), v2: z.string(), code: z.string(), ministry: z.string() })
    .nullable(),
  licence: licencePanelSchema,
  /**
   * The installation holds more than one university: the classifiers they share (contract/national.ts) are
   * the ministry's to keep, and a university's account may not write them (decision 0072).
   */
  classifiersKeptByMinistry: z.boolean(),
  /** Null while no university is set up. */
  vendor: vendorRequestSchema.nullable(),
});
export type SetupState = z.infer<typeof setupStateSchema>;

export const setupState = defineCall({
  method: 'POST',
  path: 'setup/state',
  body: undefined,
  data: setupStateSchema,
  requiresSession: true,
  access: 'read',
  summary:
    'Whether the university is still to be set up, the ministries, the university, the licence in force ' +
    '(verdict, validity, days left) and the line to send the licence vendor',
});

export const setupUniversityBody = z.object({
  /** An existing ministry; null: the one named below (found by its name, or created). */
  idMinistry: id().nullable().default(null),
  ministry: optional(NAME_MAX_LENGTH),
  ministryKg: optional(NAME_MAX_LENGTH),
  ministryEn: optional(NAME_MAX_LENGTH),
  // The university's record as the educational screen edits it (ministerstvo/upd-vuz), with its code.
  ...universityFields,
  code: organisationCode(),
});
export type SetupUniversityInput = z.output<typeof setupUniversityBody>;

export const setupUniversity = defineCall({
  method: 'POST',
  path: 'setup/university',
  body: setupUniversityBody,
  data: z.array(smsRowSchema),
  requiresSession: true,
  access: 'administrator',
  summary:
    'Set up the university once (its ministry chosen or named, names, code, address, head, contacts), in ' +
    'one transaction: sms 1; 409 once a university exists; 404 for a ministry that does not',
});

export const installLicence = defineCall({
  method: 'POST',
  path: 'setup/install-licence',
  // Kept exactly as the file holds it: the signature covers every character (the rule says why it is refused).
  body: z.object({ licence: text(LICENCE_TEXT_MAX_LENGTH) }),
  data: z.array(smsRowSchema),
  requiresSession: true,
  access: 'administrator',
  summary:
    "Install the vendor's licence (the setup's, or the next one), checked as the server checks it: sms 1; " +
    '400 with the reason in one sentence when the server would refuse it',
});
