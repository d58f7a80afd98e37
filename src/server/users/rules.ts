import type { Role } from '../../contract/access';
import { LOGIN_MIN_LENGTH } from '../../contract/limits';
import { AppError } from '../core/errors';

/**
 * The scope an account keeps: an editor's faculties (each once, in order) or all of them; no scope for
 * the other roles, whatever the form sent. An editor with no faculty at all could change nothing: refused.
 */
export function scopeOf(
  role: Role,
  allFaculties: boolean,
  facultyIds: readonly number[],
): { allFaculties: boolean; facultyIds: number[] } {
  if (role !== 'editor') return { allFaculties: false, facultyIds: [] };
  if (allFaculties) return { allFaculties: true, facultyIds: [] };
  const ids = [...new Set(facultyIds)].sort((a, b) => a - b);
  if (ids.length === 0) throw new AppError('VALIDATION', 'scopeRequired');
  return { allFaculties: false, facultyIds: ids };
}

/** The login as stored: trimmed, at least 2 characters (SPEC §5, as at sign-in). */
export function loginOf(login: string): string {
  const trimmed = login.trim();
  if ([...trimmed].length < LOGIN_MIN_LENGTH) throw new AppError('VALIDATION', 'loginTooShort');
  return trimmed;
}

/**
 * Refuses (409) a change that would leave no enabled administrator: nobody could then manage users.
 * `activeAdministrators` are locked by the caller; `target` is the account losing the role or disabled.
 */
export function assertAdministratorRemains(activeAdministrators: readonly number[], target: number) {
  if (activeAdministrators.every((id) => id === target)) throw new AppError('CONFLICT', 'lastAdministrator');
}
