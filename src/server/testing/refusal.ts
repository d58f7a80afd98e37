import { AppError } from '../core/errors';

/** The message key a rule refuses with, or undefined when it lets the value pass (rules' own tests). */
export function refusalOf(run: () => void): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
  return undefined;
}
