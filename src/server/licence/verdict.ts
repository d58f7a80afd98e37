import type { KeyObject } from 'node:crypto';
import type { LicenceVerdict } from '../../contract/licence';
import type { ClockDays } from './clock';
import { type LicencePayload, readLicence } from './document';

// What the licence says today (SPEC §4 "Licence check", §8 licence messages; decision 0023).

/** The organisation a licence must name: a row of the database (its name and code). */
export interface Organisation {
  name: string;
  code: string;
}

export interface VerdictInput {
  /** The installed licence text; null or blank when none is installed. */
  licenceText: string | null | undefined;
  publicKey: KeyObject;
  organisations: readonly Organisation[];
  /** yyyy-mm-dd in the licence's time zone (clock.ts). */
  today: string;
}

export interface Verdict {
  verdict: LicenceVerdict;
  /** Why a licence is `violated` or `absent` though a text is installed: for the operator's log. */
  reason?: 'malformed' | 'badSignature' | 'organisation' | 'notYetValid';
  /** The licence, when its signature holds. */
  payload?: LicencePayload;
}

/** Names compare trimmed and whatever their case (a university renamed "КНУ" to "кну" is the same one). */
const sameName = (left: string, right: string) =>
  left.normalize('NFC').trim().toLowerCase() === right.normalize('NFC').trim().toLowerCase();

/**
 * The verdict of a licence today: `absent` without one (or before its first day), `violated` when it is
 * not a licence of this issuer (changed, malformed) or names no organisation of the database (name and
 * code of one row; codes compare exactly), `expired` after its last day, `expiringSoon` from its notice
 * date, `valid` otherwise. Days compare as yyyy-mm-dd text, both ends of the validity included.
 */
export function licenceVerdict({ licenceText, publicKey, organisations, today }: VerdictInput): Verdict {
  if (licenceText === null || licenceText === undefined || licenceText.trim() === '')
    return { verdict: 'absent' };
  const reading = readLicence(licenceText, publicKey);
  if (!reading.ok) return { verdict: 'violated', reason: reading.reason };
  const { payload } = reading;
  const named = organisations.some(
    (organisation) =>
      organisation.code === payload.organisation.code &&
      sameName(organisation.name, payload.organisation.name),
  );
  if (!named) return { verdict: 'violated', reason: 'organisation', payload };
  if (today < payload.validFrom) return { verdict: 'absent', reason: 'notYetValid', payload };
  if (today > payload.validUntil) return { verdict: 'expired', payload };
  if (today >= payload.noticeFrom) return { verdict: 'expiringSoon', payload };
  return { verdict: 'valid', payload };
}

/** Whether a verdict lets the users in. */
const admits = ({ verdict }: Verdict) => verdict === 'valid' || verdict === 'expiringSoon';

/**
 * The verdict on the time service's day, unless that day alone refuses where the server's clock's day
 * admits: then the server's (decision 0055). A university is never locked out on the service's word alone;
 * the service may still move the day within the hour it is believed (clock.ts), e.g. to grant the last
 * day to a server clock running fast past midnight.
 */
export function verdictOnDays(
  days: ClockDays,
  judge: (today: string) => Verdict,
): { today: string; verdict: Verdict } {
  const local = { today: days.local, verdict: judge(days.local) };
  if (days.service === undefined || days.service === days.local) return local;
  const service = { today: days.service, verdict: judge(days.service) };
  return admits(service.verdict) || !admits(local.verdict) ? service : local;
}
