import { readFileSync } from 'node:fs';
import { PASSWORD_MIN_LENGTH } from '../../contract/limits';
import { AppError } from '../core/errors';
import type { MessageKey } from '../core/messages';

/*
 * The rules a new password must meet, wherever one is set: auth/change-password and user:add.
 * Passwords are compared as the sign-in compares them: trimmed by the caller (SPEC §5), NFC-normalised.
 */

let commonPasswords: Set<string> | undefined;

/** The 10,000 most common passwords (common-passwords.txt: source and licence in its header), lower case. */
function commonList(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(
      text
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map(fold),
    );
  }
  return commonPasswords;
}

const fold = (value: string) => value.normalize('NFC').toLowerCase();

/** True when the password is on the common-password list, whatever its case. */
export const isCommonPassword = (password: string): boolean => commonList().has(fold(password));

interface PasswordProblem {
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

/** Why a new password is refused for this login, or undefined when it is acceptable. */
export function passwordProblem(password: string, login: string): PasswordProblem | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return { messageKey: 'passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
  if (fold(password) === fold(login.trim())) return { messageKey: 'passwordIsLogin', params: {} };
  if (isCommonPassword(password)) return { messageKey: 'passwordTooCommon', params: {} };
  return undefined;
}

/** Refuses (400 VALIDATION, with the rule's message) a new password the rules do not accept. */
export function assertAcceptablePassword(password: string, login: string): void {
  const problem = passwordProblem(password, login);
  if (problem) throw new AppError('VALIDATION', problem.messageKey, problem.params);
}
