import type { SetupUniversityInput, VendorRequest } from '../../contract/setup';
import { AppError } from '../core/errors';
import { addMonths } from '../licence/demo';

// The university's setup as plain rules (decision 0060): which ministry a setup names, what the vendor is sent,
// how many days a licence has left, and how a setup asked for again differs from the one made.

/** The ministry a setup names: an existing one by its id, or one by its names (found, or created). */
type MinistryChoice = { id: number } | { name: string; nameKg: string; nameEn: string };

export function ministryChoice(
  input: Pick<SetupUniversityInput, 'idMinistry' | 'ministry' | 'ministryKg' | 'ministryEn'>,
): MinistryChoice {
  if (input.idMinistry !== null) return { id: input.idMinistry };
  if (input.ministry === '') throw new AppError('VALIDATION', 'setupMinistryRequired', { field: 'ministry' });
  return { name: input.ministry, nameKg: input.ministryKg, nameEn: input.ministryEn };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `today` to a licence's last day, both yyyy-mm-dd: 0 on the last day, negative after it. */
export const daysLeft = (today: string, until: string): number =>
  Math.round(dayNumber(until) - dayNumber(today));

/** A word the shell reads as one argument, whatever it holds ('…'\''…'). */
export const shellWord = (text: string): string =>
  /^[\p{L}\p{N}._/-]+$/u.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * What the vendor is sent for the next licence: the university's full name and code exactly as the licence
 * must name them, and the `licence:issue` line signing it for a year from the day after the licence in
 * force ends (today when none admits the users), its notice left to the command's default.
 */
export function vendorRequest(
  university: { v2: string; code: string },
  today: string,
  inForceUntil: string | undefined,
): VendorRequest {
  const from = inForceUntil !== undefined && inForceUntil >= today ? addDays(inForceUntil, 1) : today;
  const until = addDays(addMonths(from, 12), -1);
  const name = university.v2.trim();
  const command = [
    'npm run licence:issue --',
    '--key ./issuer/private.pem',
    `--name ${shellWord(name)}`,
    `--code ${shellWord(university.code)}`,
    `--from ${from}`,
    `--until ${until}`,
    '--out licence.txt',
  ].join(' ');
  return { name, code: university.code, from, until, command };
}

/** The university's fields a repeated setup compares: the setup's own, the ministry by its name. */
export type SetupValues = Record<
  keyof Omit<SetupUniversityInput, 'idMinistry' | 'ministryKg' | 'ministryEn'>,
  string
>;

/** A field a repeated setup gives otherwise than the university set up has it. */
interface Difference {
  field: keyof SetupValues;
  setUp: string;
  given: string;
}

/**
 * How the values given now differ from the university set up (only those given: what a repeated setup
 * leaves out it does not ask to change). The ministry is the same when it is any of the ministry's names;
 * texts compare trimmed, the code exactly.
 */
export function differences(
  setUp: SetupValues & { ministryNames: readonly string[] },
  given: Partial<SetupValues>,
): Difference[] {
  const found: Difference[] = [];
  for (const field of Object.keys(given) as Array<keyof SetupValues>) {
    const wanted = given[field];
    if (wanted === undefined) continue;
    const same =
      field === 'ministry'
        ? setUp.ministryNames.some((name) => name.trim().toLowerCase() === wanted.trim().toLowerCase())
        : field === 'code'
          ? setUp.code === wanted
          : setUp[field].trim() === wanted.trim();
    if (!same) found.push({ field, setUp: setUp[field], given: wanted });
  }
  return found;
}
