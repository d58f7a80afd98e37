import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../contract/limits';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import { assertAcceptablePassword, isCommonPassword, passwordProblem } from './password-policy';

describe('the common-password list shipped with the app', () => {
  const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n');

  it('holds the 10,000 most common passwords, after a header naming its source and licence', () => {
    const header = lines.filter((line) => line.startsWith('#')).join('\n');
    expect(header).toContain('SecLists');
    expect(header).toContain('MIT License');
    expect(lines.filter((line) => line !== '' && !line.startsWith('#'))).toHaveLength(10_000);
  });

  it('knows the usual suspects, whatever their case', () => {
    for (const password of ['123456', 'password', 'qwerty', 'PASSWORD1', 'Qwerty123', 'iloveyou', 'admin'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['Жаңы-сырсөз-2026', 'tulip-Kettle-93', ''])
      expect(isCommonPassword(password), password).toBe(false);
  });
});

describe('the password rules', () => {
  it('accept a long, uncommon password that is not the login', () => {
    expect(passwordProblem('tulip-Kettle-93', 'registrar')).toBeUndefined();
    expect(passwordProblem('Жаңы-сырсөз', 'registrar')).toBeUndefined();
    expect(() => assertAcceptablePassword('tulip-Kettle-93', 'registrar')).not.toThrow();
  });

  it(`refuse fewer than ${PASSWORD_MIN_LENGTH} characters, counting characters, not bytes`, () => {
    expect(passwordProblem('tK-93x!', 'registrar')).toEqual({
      messageKey: 'passwordTooShort',
      params: { min: PASSWORD_MIN_LENGTH },
    });
    expect(passwordProblem('😀😀😀😀😀😀😀', 'registrar')?.messageKey).toBe('passwordTooShort');
    expect(passwordProblem('😀😀😀😀😀😀😀😀', 'registrar')).toBeUndefined();
  });

  it('refuse the login itself, whatever its case', () => {
    expect(passwordProblem('Registrar', 'registrar')?.messageKey).toBe('passwordIsLogin');
    expect(passwordProblem('REGISTRAR-2026', 'registrar')).toBeUndefined();
  });

  it('refuse a password of the common list, whatever its case', () => {
    expect(passwordProblem('password1', 'registrar')?.messageKey).toBe('passwordTooCommon');
    expect(passwordProblem('Baseball', 'registrar')?.messageKey).toBe('passwordTooCommon');
    expect(passwordProblem('QWERTYUIOP', 'registrar')?.messageKey).toBe('passwordTooCommon');
  });

  it.each([
    ['ru', 'Этот пароль слишком распространён'],
    ['kg', 'Бул сырсөз өтө кеңири таралган'],
    ['en', 'This password is too common'],
  ] as const)('refuse with a 400 whose message is in the request language (%s)', (lang, start) => {
    let refusal: unknown;
    try {
      assertAcceptablePassword('iloveyou', 'registrar');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    const { code, status, messageKey, params } = refusal as AppError;
    expect({ code, status }).toEqual({ code: 'VALIDATION', status: 400 });
    expect(translate(messageKey, lang, params)).toMatch(new RegExp(`^${start}`));
  });

  it('say the minimum in the message', () => {
    expect(translate('passwordTooShort', 'en', { min: PASSWORD_MIN_LENGTH })).toBe(
      'The password must have at least 8 characters',
    );
  });
});
