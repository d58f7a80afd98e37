import { refusedVerdicts } from '../../contract/licence';
import { AppError } from '../core/errors';
import { firstRow, sql } from '../db/sql';
import type { Transaction } from '../db/write';
import type { CurrentLicence } from './current';
import { organisationShape } from './queries';

/**
 * A new full name for a university that the licence in force names would break the licence ("violated")
 * and so stop every data call, this one included, until someone repairs it in the database: the rename is
 * refused instead, and made once a licence with the new name is installed (decision 0023). Runs inside the
 * save's transaction, the university's row locked.
 */
export async function assertRenameKeepsLicence(
  licence: CurrentLicence,
  tx: Transaction,
  universityId: number,
  newName: string,
): Promise<void> {
  const row = await firstRow(
    tx,
    organisationShape,
    sql`SELECT btrim(v2) AS name, id_field AS code FROM vuz WHERE id_vuz = ${universityId} FOR UPDATE`,
  );
  const name = newName.trim();
  if (!row || row.name === name) return;
  const { state, today, verdict } = await licence.judgedToday();
  // A licence refused already is not made worse; the guard refuses the call anyway.
  if (refusedVerdicts.includes(verdict.verdict)) return;
  let renamed = false;
  const organisations = state.organisations.map((organisation) => {
    if (renamed || organisation.name !== row.name || organisation.code !== row.code) return organisation;
    renamed = true;
    return { ...organisation, name };
  });
  const after = licence.judge({ text: state.text, organisations }, today).verdict;
  if (refusedVerdicts.includes(after)) throw new AppError('VALIDATION', 'renameBreaksLicence');
}
