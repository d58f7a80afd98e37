import { facultyMembers, pastFacultyMembers, specialityMembers } from '../../../contract/commission';
import type { Reads } from '../../api/queries';

/**
 * What a member's save, replacement, end or delete changes, on both commission screens: also the data
 * checks, which judge each commission's roles.
 */
export const memberChanges: Reads = [facultyMembers, pastFacultyMembers, specialityMembers];
