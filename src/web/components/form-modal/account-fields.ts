import type { TFunction } from 'i18next';
import {
  LOGIN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../contract/limits';
import usersEn from '../../features/users/texts/en.json';
import usersKg from '../../features/users/texts/kg.json';
import usersRu from '../../features/users/texts/ru.json';
import { addScreenTexts } from '../../i18n';
import type { FormField, FormValues } from './fields';

// The fields' labels are the users screen's: here too wherever an account is made (a new university's first
// administrator).
addScreenTexts('users', { ru: usersRu, kg: usersKg, en: usersEn });

type AccountValues = { login: string; surname: string; name: string; patronymic: string; password: string };

/** An account's login and names (the users screen's form, a new university's first administrator). */
export const accountNameFields = <Values extends FormValues & AccountValues>(
  t: TFunction,
): FormField<Values>[] => [
  { kind: 'text', name: 'login', label: t('users.login'), required: true, maxLength: LOGIN_MAX_LENGTH },
  { kind: 'text', name: 'surname', label: t('users.surname'), required: true, maxLength: NAME_MAX_LENGTH },
  { kind: 'text', name: 'name', label: t('users.name'), required: true, maxLength: NAME_MAX_LENGTH },
  { kind: 'text', name: 'patronymic', label: t('users.patronymic'), maxLength: NAME_MAX_LENGTH },
];

/** A new account's first password, changed at the first sign-in. */
export const firstPasswordField = <Values extends FormValues & AccountValues>(
  t: TFunction,
): FormField<Values> => ({
  kind: 'password',
  name: 'password',
  label: t('users.firstPassword'),
  description: t('users.firstPasswordHint', { min: PASSWORD_MIN_LENGTH }),
  required: true,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
});
