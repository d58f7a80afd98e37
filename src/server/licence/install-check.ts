import type { KeyObject } from 'node:crypto';
import type { MessageKey } from '../core/messages';
import type { Database } from '../db/connection';
import type { Transaction } from '../db/write';
import type { ClockDays } from './clock';
import { LICENCE_MAX_LENGTH } from './document';
import { insertLicence, installedLicence, organisations } from './queries';
import { licenceVerdict, type Organisation, type Verdict, verdictOnDays } from './verdict';

// Whether a licence may be installed (decisions 0023 and 0060): judged exactly as the server will judge it, so
// that a licence the server would refuse is never installed, whether it comes from licence:install, from
// npm run setup or from the licence panel. The reason is one sentence of core/setup-messages.ts.

interface InstallRefusal {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** Why a licence with this verdict must not be installed; undefined when it may be. */
function installRefusal({ verdict, reason, payload }: Verdict, today: string): InstallRefusal | undefined {
  if (verdict === 'absent' && payload)
    return { key: 'licenceNotYet', params: { from: payload.validFrom, today } };
  if (verdict === 'absent') return { key: 'licenceEmpty', params: {} };
  if (verdict === 'expired')
    return { key: 'licenceEnded', params: { until: payload?.validUntil ?? '', today } };
  if (verdict !== 'violated') return undefined;
  if (reason === 'badSignature') return { key: 'licenceBadSignature', params: {} };
  if (reason === 'organisation' && payload)
    return { key: 'licenceOtherOrganisation', params: { ...payload.organisation } };
  return { key: 'licenceMalformed', params: {} };
}

interface InstallJudgement {
  today: string;
  /** Set when the text could be judged (a key is configured and the text is not too long). */
  verdict?: Verdict;
  refusal?: InstallRefusal;
}

/**
 * A licence text judged for installation against these organisations on the clock's days: never refused on
 * the time service's word alone (decision 0055), as the server's own check.
 */
export function judgeInstall(
  text: string,
  publicKey: KeyObject | undefined,
  organisations: readonly Organisation[],
  days: ClockDays,
): InstallJudgement {
  const today = days.service ?? days.local;
  if (!publicKey) return { today, refusal: { key: 'licenceNoKey', params: {} } };
  if (text.length > LICENCE_MAX_LENGTH)
    return { today, refusal: { key: 'licenceTooLong', params: { max: LICENCE_MAX_LENGTH } } };
  const judged = verdictOnDays(days, (day) =>
    licenceVerdict({ licenceText: text, publicKey, organisations, today: day }),
  );
  return { ...judged, refusal: installRefusal(judged.verdict, judged.today) };
}

/**
 * Judges a licence against the universities as this transaction sees them (a setup's new one included)
 * and installs it unless refused: the other areas' way to install one (setup/), the SQL staying here.
 */
export async function installJudged(
  tx: Transaction,
  text: string,
  publicKey: KeyObject | undefined,
  days: ClockDays,
): Promise<InstallJudgement> {
  const judged = judgeInstall(text.trim(), publicKey, await organisations(tx), days);
  if (!judged.refusal) await insertLicence(tx, text);
  return judged;
}

/** The text of the licence in force, or null: whether a licence given again is that one. */
export const licenceTextInForce = (on: Database | Transaction) => installedLicence(on);
