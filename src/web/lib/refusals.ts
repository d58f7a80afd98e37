import { type Access, mayCall, mayWriteFaculty, type Permissions } from '../../contract/access';

/** Why the web app disables what the user may not use (permissions.ts translates it). */

/** Why a call is refused, as a key of the access.* texts; null: allowed. */
export type RefusalKey =
  | 'access.viewOnly'
  | 'access.allFacultiesOnly'
  | 'access.outsideScope'
  | 'access.adminOnly';

/** Why the user may not make a call of this rule at all, or null. */
export function refusalOf(user: Permissions, access: Access | undefined): RefusalKey | null {
  if (mayCall(user, access)) return null;
  if (access === 'administrator' || access === undefined) return 'access.adminOnly';
  if (user.role === 'viewer') return 'access.viewOnly';
  return access === 'reference' ? 'access.allFacultiesOnly' : 'access.adminOnly';
}

/** Why the user may not make a call of this rule on a row of this faculty, or null. */
export function facultyRefusalOf(
  user: Permissions,
  access: Access | undefined,
  facultyId: number,
): RefusalKey | null {
  const refusal = refusalOf(user, access);
  if (refusal !== null || access !== 'faculty') return refusal;
  return mayWriteFaculty(user, facultyId) ? null : 'access.outsideScope';
}
