import { z } from 'zod';
import { listCall } from './call';
import { id } from './fields';

// Where a record is used (decision 0035): read before a delete is confirmed, so that the confirmation says
// what would stop the delete instead of the delete being refused after it (sms 6).

/** The kinds of record whose delete another record can stop. */
const usageKinds = [
  'direction',
  'special',
  'studyForm',
  'department',
  'qualification',
  'level',
  'licence',
  'nameGroup',
  'speciality',
  'building',
  'office',
] as const;
export type UsageKind = (typeof usageKinds)[number];

/** The kinds of record that use them. */
const dependentKinds = ['speciality', 'classroom', 'commissionMember', 'binding'] as const;
export type DependentKind = (typeof dependentKinds)[number];

/** Names listed per kind of dependent record (the count says how many there are in all). */
export const USAGE_NAMES_MAX = 3;

const usageRow = z.object({
  kind: z.enum(dependentKinds),
  /** The kind's name in the request's language ("Specialities"). */
  label: z.string(),
  count: z.number().int(),
  /** The first few of them by name, in the request's language. */
  names: z.array(z.string()),
});
export type UsageRow = z.infer<typeof usageRow>;

export const recordUsage = listCall('POST', 'ministerstvo/usage', usageRow, {
  body: z.object({ kind: z.enum(usageKinds), id: id() }),
  summary:
    'Where a record is used: a row per kind of record that names it (its count and the first names); none when it is not used and a delete would not be stopped by another record',
});
