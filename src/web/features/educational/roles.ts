import type { Permissions } from '../../../contract/access';
import { refusalOf } from '../../lib/refusals';

/*
 * The role rules of the educational screen's buttons (decision 0033), apart from their layout: a button whose
 * modal shows a record opens for everyone (read-only, with the reason, where the user may not save: the
 * form decides); a button whose action the role can never take is disabled before any form is filled.
 */

/** Why the user may never add a faculty (the server's rule, structure/routes.ts), as a text key; null: may. */
export function newFacultyRefusal(
  user: Permissions,
): 'access.viewOnly' | 'educational.access.newFaculty' | null {
  if (refusalOf(user, 'reference') === null) return null;
  return user.role === 'viewer' ? 'access.viewOnly' : 'educational.access.newFaculty';
}
