import type { SetupUniversityInput } from '../../contract/setup';
import { AppError } from '../core/errors';
import type { Transaction } from '../db/write';
import {
  insertMinistry,
  insertUniversity,
  lockUniversities,
  ministryExists,
  ministryNamed,
  type SetUpUniversity,
  setUpUniversity,
} from './queries';
import { ministryChoice } from './rules';

// The setup's writes (decision 0060), inside the caller's one transaction: the setup screen's call and the
// setup command make the same.

/**
 * The university set up so far, with the universities locked until the transaction ends: what a setup
 * finds once it may write (a second setup at the same moment waits for this one).
 */
export async function lockedUniversity(tx: Transaction): Promise<SetUpUniversity | undefined> {
  await lockUniversities(tx);
  return setUpUniversity(tx);
}

/** Writes the university under the ministry the input names (found by a name, or created); its id. */
export async function createUniversity(tx: Transaction, input: SetupUniversityInput): Promise<number> {
  const choice = ministryChoice(input);
  let ministryId: number;
  if ('id' in choice) {
    if (!(await ministryExists(tx, choice.id))) throw new AppError('NOT_FOUND', 'setupMinistryGone');
    ministryId = choice.id;
  } else {
    ministryId = (await ministryNamed(tx, choice.name)) ?? (await insertMinistry(tx, choice));
  }
  return insertUniversity(tx, ministryId, input);
}

/** The setup screen's call: once only, refused with the university's name once one exists. */
export async function setUpOnce(tx: Transaction, input: SetupUniversityInput): Promise<number> {
  const existing = await lockedUniversity(tx);
  if (existing) throw new AppError('CONFLICT', 'setupDone', { name: existing.v2, code: existing.code });
  return createUniversity(tx, input);
}
