import type { Language } from '../../contract/limits';
import type { LicencePanel, SetupState } from '../../contract/setup';
import { translate } from '../core/messages';
import type { Database } from '../db/connection';
import { type CurrentLicence, verdictMessages } from '../licence/current';
import { ministries, setUpUniversity } from './queries';
import { daysLeft, vendorRequest } from './rules';

// What the setup screen and the licence panel show (issue 46): whether setup comes first, the ministries to
// choose from, the university set up, the licence in force judged today, and the vendor's line.

export async function setupStateOf(
  database: Database,
  licence: CurrentLicence,
  lang: Language,
): Promise<SetupState> {
  const ministryRows = await ministries(database);
  const university = await setUpUniversity(database);
  const { today, verdict } = await licence.judgedToday();
  const { payload } = verdict;
  const key = verdictMessages[verdict.verdict];
  const panel: LicencePanel = {
    verdict: verdict.verdict,
    message: key ? translate(key, lang) : null,
    today,
    organisation: payload ? { ...payload.organisation } : null,
    validFrom: payload?.validFrom ?? null,
    validUntil: payload?.validUntil ?? null,
    noticeFrom: payload?.noticeFrom ?? null,
    daysLeft: payload ? daysLeft(today, payload.validUntil) : null,
    keyConfigured: licence.publicKey !== undefined,
  };
  // The next licence follows the one in force when that one admits the users; else it starts today.
  const admits = verdict.verdict === 'valid' || verdict.verdict === 'expiringSoon';
  return {
    needed: university === undefined,
    message: university === undefined ? translate('setupFirst', lang) : null,
    ministries: ministryRows,
    university: university
      ? {
          id_vuz: university.id_vuz,
          v1: university.v1,
          v2: university.v2,
          code: university.code,
          ministry: university.ministry,
        }
      : null,
    licence: panel,
    vendor: university ? vendorRequest(university, today, admits ? payload?.validUntil : undefined) : null,
  };
}
