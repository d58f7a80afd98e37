import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { type SetupUniversityInput, setupUniversityBody } from '../../contract/setup';
import { readConfig } from '../config';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import { settleTransaction } from '../db/sql';
import { inUniversity } from '../db/university-scope';
import { LicenceClock } from '../licence/clock';
import { licencePublicKey } from '../licence/demo';
import { installJudged, licenceTextInForce } from '../licence/install-check';
import type { SetUpUniversity } from '../setup/queries';
import { universityWithCode } from '../setup/queries';
import { differences, type SetupValues, vendorRequest } from '../setup/rules';
import { createUniversity, lockedUniversity } from '../setup/setup';
import { withDatabase } from './with-database';

// npm run setup (decision 0060): the setup screen's university in one command, for operators who
// script installs, with the vendor's licence if it is there already. One transaction: a licence the server
// would refuse leaves nothing set up. Run again with the same values it changes nothing; with others it is
// refused, naming them (the university is changed on the educational-structure screen).

const usage = `Usage:
  npm run setup -- --ministry <name> --university <full name> --code <code> [--licence <file>]
  npm run setup -- --ministry <name> --add-university <full name> --code <code> [--licence <file>]
                   [--ministry-kg <name>] [--ministry-en <name>]
                   [--university-kg <full name>] [--university-en <full name>]
                   [--short <short name>] [--short-kg <name>] [--short-en <name>]
                   [--address <address>] [--address-kg <address>] [--address-en <address>]
                   [--head <name>] [--phone <phone>] [--mail <e-mail>]
--ministry: the ministry the university answers to, found by any of its names, or made with this name (and
--ministry-kg, --ministry-en). --university: the university's full name in Russian, and --code the code a
licence names beside it (e.g. its OKPO), exactly as the vendor's licence will name them. --short: its short
name (the full name when left out). --licence: the file the vendor signed (npm run licence:issue), checked
as the server checks it (LICENCE_PUBLIC_KEY must be set). Once the university is set up, the same command
changes nothing; other values are refused (change them on the Educational structure screen).
--add-university: a further university in the same database (a ministry's installation), kept apart from
the others by the database (decision 0068); its code must be its own. Its licence is its own: --licence
installs it for this university alone. Its first administrator: npm run user:add -- … --university <code>.`;

/** Each flag and the setup field it gives. */
const flags = {
  ministry: 'ministry',
  'ministry-kg': 'ministryKg',
  'ministry-en': 'ministryEn',
  university: 'v2',
  'university-kg': 'v2K',
  'university-en': 'v2En',
  short: 'v1',
  'short-kg': 'v1K',
  'short-en': 'v1En',
  code: 'code',
  address: 'adres',
  'address-kg': 'adresKg',
  'address-en': 'adresEn',
  head: 'glava',
  phone: 'tel',
  mail: 'mail',
} as const satisfies Record<string, keyof SetupUniversityInput>;
type Flag = keyof typeof flags;
const flagOf = (field: string) =>
  `--${(Object.keys(flags) as Flag[]).find((flag) => flags[flag] === field) ?? field}`;

/** Why a value is refused, in the operator's English (the screen's reasons are the server's own). */
const customReasons: Record<string, string> = {
  email: 'not an e-mail address (e.g. info@university.kg)',
  phone: 'not a phone number: 7 to 15 digits, with +, spaces, brackets and hyphens allowed',
  organisationCode: 'letters and digits without blanks, with ".", "/" or "-" between them (e.g. 02287351)',
};
function reasonOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') return `at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_small') return 'must not be empty';
  const reason = (issue as { params?: { reason?: string } }).params?.reason;
  if (reason) return customReasons[reason] ?? `characters not allowed (${reason})`;
  return issue.message;
}

class Refused extends Error {}

const { values } = parseArgs({
  options: {
    ...(Object.fromEntries(Object.keys(flags).map((flag) => [flag, { type: 'string' }])) as Record<
      Flag,
      { type: 'string' }
    >),
    licence: { type: 'string' },
    'add-university': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const adding = values['add-university'] !== undefined;
if (adding) values.university = values['add-university'];
const missing = (['ministry', 'university', 'code'] as const).filter((flag) => !values[flag]?.trim());
if (missing.length > 0) {
  console.error(`${missing.map((flag) => `--${flag}`).join(', ')} required.\n\n${usage}`);
  process.exit(1);
}

/** The fields given, by setup field: what a repeated setup compares. */
const given: Partial<Record<keyof SetupUniversityInput, string>> = {};
for (const flag of Object.keys(flags) as Flag[]) {
  const value = values[flag];
  if (value !== undefined) given[flags[flag]] = value;
}
const parsed = setupUniversityBody.safeParse({ idMinistry: null, v1: values.university, ...given });
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`${flagOf(String(issue.path[0]))}: ${reasonOf(issue)}.`);
  process.exit(1);
}
const input = parsed.data;

let licenceText: string | undefined;
if (values.licence) {
  try {
    licenceText = (await readFile(resolve(values.licence), 'utf8')).trim();
  } catch {
    console.error(`${values.licence}: the file cannot be read.`);
    process.exit(1);
  }
}

/** The university set up, as the setup's fields name its values. */
const valuesOf = (university: SetUpUniversity): SetupValues & { ministryNames: string[] } => ({
  ministry: university.ministry,
  ministryNames: [university.ministry, university.ministry_kg, university.ministry_en].filter(Boolean),
  v1: university.v1,
  v1K: university.v1_k,
  v1En: university.v1_en,
  v2: university.v2,
  v2K: university.v2_k,
  v2En: university.v2_en,
  code: university.code,
  adres: university.adres,
  adresKg: university.adres_kg,
  adresEn: university.adres_en,
  glava: university.glava,
  tel: university.tel,
  mail: university.mail,
});

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const clock = new LicenceClock({ timeZone: config.licence.timeZone, timeUrl: config.licence.timeUrl });
const days = await clock.days();

await withDatabase(async (database) => {
  const said: string[] = [];
  try {
    await database.orm.transaction(async (tx) => {
      const first = await lockedUniversity(tx);
      // A further university is compared with the one of its code; the first setup with the one there is.
      const existing = adding ? first && (await universityWithCode(tx, input.code)) : first;
      // Past the university's row, the command works as the server does for that university (decision 0068):
      // the licence it reads and installs is that university's own.
      if (existing) {
        // What is compared: the values given, the parsed ones (trimmed, as they would have been stored).
        const asked = Object.fromEntries(
          Object.keys(given).map((field) => [field, input[field as keyof SetupValues]]),
        ) as Partial<SetupValues>;
        const found = differences(valuesOf(existing), asked);
        if (found.length > 0)
          throw new Refused(
            `The university is set up already, otherwise: ${found
              .map(({ field, setUp, given }) => `${flagOf(field)} is «${setUp}», not «${given}»`)
              .join('; ')}. Nothing was changed: change the university on the Educational structure screen.`,
          );
        said.push(
          `The university «${existing.v2}» (code ${existing.code}) is set up already: nothing was changed.`,
        );
        await inUniversity(existing.id_vuz, () => settleTransaction(tx));
      } else {
        await inUniversity(await createUniversity(tx, input), () => settleTransaction(tx));
        said.push(
          `The university «${input.v2}» (code ${input.code}) is set up under the ministry «${input.ministry}».`,
        );
      }
      const inForce = await licenceTextInForce(tx);
      if (licenceText !== undefined && inForce?.trim() === licenceText) {
        said.push('The licence is the one in force already: nothing was changed.');
      } else if (licenceText !== undefined) {
        const { verdict, refusal } = await installJudged(tx, licenceText, licencePublicKey(config), days);
        if (refusal) throw new Refused(`Nothing was set up: ${translate(refusal.key, 'en', refusal.params)}`);
        said.push(`Licence installed: valid until ${verdict?.payload?.validUntil}.`);
      } else if (inForce === null) {
        const vendor = vendorRequest(existing ?? input, days.service ?? days.local, undefined);
        said.push(
          "No licence yet. Send the licence vendor the university's full name and code, or this line:",
          `  ${vendor.command}`,
          'then install what comes back: npm run licence:install -- --file licence.txt (or this command with --licence).',
        );
      }
    });
  } catch (error) {
    if (!(error instanceof Refused || error instanceof AppError)) throw error;
    console.error(
      error instanceof AppError ? translate(error.messageKey, 'en', error.params) : error.message,
    );
    process.exitCode = 1;
    return;
  }
  for (const line of said) console.log(line);
});
