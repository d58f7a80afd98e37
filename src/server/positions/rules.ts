import { AppError } from '../core/errors';

/** A position row as the inline editor saves it: any of its three fields may still be empty. */
interface PositionInput {
  nDoljnost: string;
  chasy: number | null;
  idYear: number | null;
}

/** SPEC §5: name, hours and year are required, else 'fillFields'. Answers the filled row. */
export function assertPositionFilled(input: PositionInput): { name: string; hours: number; year: number } {
  if (input.nDoljnost === '' || input.chasy === null || input.idYear === null)
    throw new AppError('VALIDATION', 'fillFields');
  return { name: input.nDoljnost, hours: input.chasy, year: input.idYear };
}
