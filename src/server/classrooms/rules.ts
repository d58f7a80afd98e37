import { MAX_ROOMS_PER_BUILDING } from '../../contract/classrooms';
import { AppError } from '../core/errors';

// The rules of the classrooms screen that the contract's schemas cannot say alone (SPEC §5, §9; decision 0021).

/** What the inline row sends of the fields SPEC §5 requires; null or '' is "not filled". */
interface ClassroomFields {
  idKorpus: number | null;
  number: string;
  note: string;
  contain: number | null;
  square: number | null;
}

/** The filled required fields, narrowed. */
type FilledClassroom<T extends ClassroomFields> = T & {
  idKorpus: number;
  contain: number;
  square: number;
};

/** SPEC §5: a classroom needs its building, number, note, capacity and square, else 'fillFields'. */
export function assertClassroomFilled<T extends ClassroomFields>(row: T): asserts row is FilledClassroom<T> {
  if (
    row.idKorpus === null ||
    row.number === '' ||
    row.note === '' ||
    row.contain === null ||
    row.square === null
  )
    throw new AppError('VALIDATION', 'fillFields');
}

/**
 * A department given with a faculty is one of that faculty's (decision 0021); `departmentFaculty` is the
 * department's faculty, undefined when the department does not exist.
 */
export function assertDepartmentOfFaculty(departmentFaculty: number | undefined, facultyId: number | null) {
  if (departmentFaculty === undefined) throw new AppError('VALIDATION', 'unknownReference');
  if (facultyId !== null && departmentFaculty !== facultyId)
    throw new AppError('VALIDATION', 'departmentOfOtherFaculty');
}

/** A building holds at most MAX_ROOMS_PER_BUILDING classrooms, so that its list stays bounded (0021). */
export function assertRoomInBuilding(otherRooms: number) {
  if (otherRooms >= MAX_ROOMS_PER_BUILDING)
    throw new AppError('VALIDATION', 'buildingFull', { max: MAX_ROOMS_PER_BUILDING });
}
