import { facultyMembers, pastFacultyMembers, specialityMembers } from '../../../contract/commission';
import type { Reads } from '../../api/queries';

/** What a member's save, replacement, end or delete changes, on both commission screens. */
export const memberChanges: Reads = [facultyMembers, pastFacultyMembers, specialityMembers];
