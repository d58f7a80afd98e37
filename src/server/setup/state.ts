import type { Language } from '../../contract/limits';
import type { LicencePanel, SetupState } from '../../contract/setup';
import { translate } from '../core/messages';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { universityKey, universityOfKey } from '../db/university-scope';
import { type CurrentLicence, verdictMessages } from '../licence/current';
import type { ClassifierKeeper } from './classifiers';
import { ministries, setUpUniversity } from './queries';
import { daysLeft, vendorRequest } from './rules';

// What the setup screen and the licence panel show (decision 0060): whether setup comes first, the ministries to
// choose from, the university set up, the licence in force judged today, and the vendor's line.

type Places = {
  ministries: Awaited<ReturnType<typeof ministries>>;
  university: Awaited<ReturnType<typeof setUpUniversity>>;
};

/**
 * The ministries and the university set up, kept in memory until either table changes (decision 0009):
 * the Licence screen and the setup page read them on every visit, and they change once a year at most.
 */
export const setupPlaces = (database: Database) => {
  // One entry per university (decision 0068): each sees its own row of vuz.
  const cache = new CoherentCache<string, Places>(
    database.changes,
    ['ministry', 'vuz'],
    1_000,
    universityOfKey,
  );
  return () =>
    cache.get(universityKey(''), async () => ({
      value: { ministries: await ministries(database), university: await setUpUniversity(database) },
      freshForMs: Number.POSITIVE_INFINITY,
    })) as Promise<Places>;
};

export async function setupStateOf(
  places: () => Promise<Places>,
  licence: CurrentLicence,
  classifiers: ClassifierKeeper,
  lang: Language,
): Promise<SetupState> {
  const { ministries: ministryRows, university } = await places();
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
    classifiersKeptByMinistry: await classifiers.ministryKeeps(),
    vendor: university ? vendorRequest(university, today, admits ? payload?.validUntil : undefined) : null,
  };
}
