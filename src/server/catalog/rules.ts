import { AppError } from '../core/errors';
import { type Names, namesIn } from '../core/messages';

/** SPEC §5: a new study form needs oz (0 or 1) and a maximum course; an existing one may leave them empty. */
export function assertStudyFormComplete(body: {
  idFeduc: number;
  oz: number | null;
  maxRateId: number | null;
}) {
  if (body.idFeduc !== -1) return;
  if (body.oz === null) throw new AppError('VALIDATION', 'requiredField', { field: 'oz' });
  if (body.maxRateId === null) throw new AppError('VALIDATION', 'requiredField', { field: 'maxRateId' });
}

/**
 * A department changes faculty only while no speciality or classroom of its faculty names it (decision 0013's addendum):
 * moved, it would be another faculty's department linked across faculties.
 */
export function assertDepartmentMovable(pinned: boolean, department: Names) {
  if (pinned) throw new AppError('VALIDATION', 'departmentInUse', namesIn('department', department));
}
