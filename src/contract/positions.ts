import { z } from 'zod';
import { defineCall, listCall, tableWrites } from './call';
import { smsRowSchema } from './envelope';
import { digitsInput, optional, twoDigitYear, versioned } from './fields';
import { NAME_MAX_LENGTH, POSITION_HOURS_DIGITS } from './limits';

// Teaching positions (SPEC §7 "Teaching positions", under /positions-teach/): the positions of an
// academic year with the teaching hours each carries. Payload keys as §7, answer rows as §3. Decisions
// where SPEC is silent: 0020.

const positionRow = z.object({
  id_rrnk_doljnost: z.number(),
  n_doljnost: z.string(),
  chasy: z.number(),
  /** The academic year (two-digit start year, as a_year). */
  year: z.number(),
  ...versioned,
});
export type PositionRow = z.infer<typeof positionRow>;

export const positions = listCall('POST', 'positions-teach/rrnk-dolj', positionRow, {
  body: z.object({ idYear: twoDigitYear() }),
  summary: 'The teaching positions of an academic year with their hours, in the order they were added',
});

/**
 * Hours as the inline editor sends them: at most 3 digits (SPEC §5, §9). Empty or null is "not filled"
 * (the 'fillFields' refusal of SPEC §5, made by the server's rule, not here).
 */
const hours = () => digitsInput(POSITION_HOURS_DIGITS, null);

const positionWrites = tableWrites('idRrnkDoljnost', 'reference');

export const savePosition = positionWrites.save(
  'positions-teach/insUpd-rrnk-dolj',
  {
    // Name, hours and year may arrive empty from the row being edited: refused as a whole ('fillFields').
    nDoljnost: optional(NAME_MAX_LENGTH),
    chasy: hours(),
    idYear: twoDigitYear().nullable().default(null),
  },
  'Create (idRrnkDoljnost -1) or update a teaching position: sms 1, 2, 3 (name exists that year); ' +
    '400 fillFields when name, hours or year is empty; 409 when rowVersion is stale',
);

/**
 * Copies the positions of one academic year into another (last year's into a new one, decision 0033), with
 * their hours, in one audited transaction. A position the target year has already (by name) is kept as it
 * is: a second copy makes nothing.
 */
export const copyPositions = defineCall({
  method: 'POST',
  path: 'positions-teach/copy-rrnk-dolj',
  body: z
    .object({ idYearFrom: twoDigitYear(), idYearTo: twoDigitYear() })
    .refine((body) => body.idYearFrom !== body.idYearTo, { path: ['idYearTo'], message: 'same year' }),
  data: z.array(smsRowSchema.extend({ copied: z.number(), kept: z.number() })),
  writes: true,
  requiresSession: true,
  access: 'reference',
  summary:
    "Copy a year's teaching positions into another year: sms 1 with the positions copied and kept, 7 when none was left to copy",
});

export const deletePosition = positionWrites.delete(
  'positions-teach/del-rrnk-dolj',
  'Delete a teaching position: sms 8, or 6 when it is in use',
);
