import { mayWriteFaculty, type Permissions } from '../../contract/access';
import { AppError } from './errors';

/** Inside a write: refuses (403, the transaction rolls back) a row of a faculty outside the user's scope. */
export function assertFacultyInScope(user: Permissions, facultyId: number | null | undefined) {
  if (facultyId === null || facultyId === undefined) return;
  if (!mayWriteFaculty(user, facultyId)) throw new AppError('FORBIDDEN', 'outsideScope');
}
