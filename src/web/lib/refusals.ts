import {
  type Access,
  isMinistryRole,
  mayCall,
  mayWriteFaculty,
  type Permissions,
} from '../../contract/access';
import type { CallDefinition } from '../../contract/call';
import type { RecordKind } from '../../contract/history';
import { keptByMinistry, nationalKinds } from '../../contract/national';

/** Why the web app disables what the user may not use (permissions.ts translates it). */

/** Why a call is refused, as a key of the access.* texts; null: allowed. */
export type RefusalKey =
  | 'access.viewOnly'
  | 'access.allFacultiesOnly'
  | 'access.outsideScope'
  | 'access.adminOnly'
  | 'access.keptByMinistry';

/** Why the user may not make a call of this rule at all, or null. */
export function refusalOf(user: Permissions, access: Access | undefined): RefusalKey | null {
  if (mayCall(user, access)) return null;
  if (access === 'administrator' || access === undefined) return 'access.adminOnly';
  if (user.role === 'viewer') return 'access.viewOnly';
  return access === 'reference' ? 'access.allFacultiesOnly' : 'access.adminOnly';
}

/**
 * Why the user may not make this call at all, or null: its rule, and who keeps the national classifiers
 * (decision 0072): the ministry's administrator always may make a call that writes them alone, and once the
 * installation holds several universities (`ministryKeeps`) no university's account may. A call that writes
 * a university's rows too (an import, a restore) is judged where the screen knows its target's save.
 */
export function callRefusalOf(
  user: Permissions,
  call: Pick<CallDefinition, 'access' | 'path'>,
  ministryKeeps: boolean,
): RefusalKey | null {
  const kept = keptByMinistry(call.path);
  if (!mayCall(user, call.access, kept)) return refusalOf(user, call.access);
  return ministryKeeps && kept && !isMinistryRole(user.role) ? 'access.keptByMinistry' : null;
}

/**
 * Why the user may not make this call on a record of this kind (a restore from its history): the call's
 * own refusal, or a national classifier the ministry keeps (decision 0072).
 */
export function recordRefusalOf(
  user: Permissions,
  call: Pick<CallDefinition, 'access' | 'path'>,
  kind: RecordKind,
  ministryKeeps: boolean,
): RefusalKey | null {
  const refusal = callRefusalOf(user, call, ministryKeeps);
  if (refusal !== null) return refusal;
  return ministryKeeps && nationalKinds.has(kind) && !isMinistryRole(user.role)
    ? 'access.keptByMinistry'
    : null;
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
