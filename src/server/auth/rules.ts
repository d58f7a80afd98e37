import { LOGIN_MIN_LENGTH } from '../../contract/limits';
import { AppError } from '../core/errors';

/** Both fields are trimmed (SPEC §5); a login under 2 characters is refused with its own message. */
export function normalizeCredentials(body: { login: string; password: string }) {
  const login = body.login.trim();
  const password = body.password.trim();
  if ([...login].length < LOGIN_MIN_LENGTH) throw new AppError('VALIDATION', 'loginTooShort');
  return { login, password };
}

/** "Surname Name Patronymic", skipping the parts that are empty. */
export const fullName = (user: { surname: string; name: string; patronymic: string }) =>
  [user.surname, user.name, user.patronymic].filter((part) => part.trim() !== '').join(' ');
