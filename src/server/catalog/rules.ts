import { AppError } from '../http/errors';

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
