import { type CheckRowOf, LICENCE_WARNING_DAYS } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { type MessageKey, translate } from '../core/messages';
import { type Executor, sql } from '../db/sql';
import {
  type CheckDay,
  dayText,
  facultyIn,
  found,
  NOT_PLACEHOLDER,
  placeOf,
  SPECIALITY_JOINS,
  SPECIALITY_NAMES,
  specialityIn,
  specialityShape,
} from './found';

// A speciality is taught under a licence valid today: one without a licence, or whose
// licence has ended or not begun yet, is reported; one ending within 90 days too, as a warning.

const shape = {
  ...specialityShape,
  id_licence: 'integer?',
  state: ['none', 'expired', 'notYet', 'expiring'],
  /** The day that matters: the licence's first day (notYet) or its last. */
  day: 'text?',
  days_left: 'integer?',
} as const;

export function licence(tx: Executor, at: CheckDay) {
  return found(
    tx,
    shape,
    sql`SELECT * FROM (
          SELECT ${SPECIALITY_NAMES}, l.id_licence,
                 CASE WHEN l.id_licence IS NULL THEN 'none'
                      WHEN l.resolution_end < ${at.day}::date THEN 'expired'
                      WHEN l.resolution_beg > ${at.day}::date THEN 'notYet'
                      WHEN l.resolution_end <= ${at.day}::date + ${LICENCE_WARNING_DAYS}::int THEN 'expiring' END AS state,
                 to_char(CASE WHEN l.resolution_beg > ${at.day}::date THEN l.resolution_beg ELSE l.resolution_end END,
                         'YYYY-MM-DD') AS day,
                 (l.resolution_end - ${at.day}::date)::int AS days_left
            FROM speciality s
            ${SPECIALITY_JOINS}
            LEFT JOIN licence l ON l.id_licence = s.id_licence
           WHERE ${NOT_PLACEHOLDER}
        ) x WHERE x.state IS NOT NULL`,
    sql`v.faculty, v.id_faculty, v.code, v.id_speciality`,
  );
}

export type LicenceViolation = Awaited<ReturnType<typeof licence>>['rows'][number];

const sentences: Record<LicenceViolation['state'], MessageKey> = {
  none: 'checkLicenceNone',
  expired: 'checkLicenceExpired',
  notYet: 'checkLicenceNotYet',
  expiring: 'checkLicenceExpiring',
};

/** "the licence expires on 14.06.2028 (in 60 days)". */
export function sayLicence(row: LicenceViolation, lang: Language): CheckRowOf<'licence'> {
  return {
    check: 'licence',
    ...placeOf(row),
    idLicence: row.id_licence,
    state: row.state,
    day: row.day,
    record: specialityIn(row, lang),
    faculty: facultyIn(row, lang),
    detail: translate(sentences[row.state], lang, {
      day: row.day === null ? '' : dayText(row.day, lang),
      days: row.days_left ?? 0,
    }),
  };
}
