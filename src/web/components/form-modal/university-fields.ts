import type { TFunction } from 'i18next';
import { EMAIL_MAX_LENGTH, emailRefusal, PHONE_MAX_LENGTH, phoneRefusal } from '../../../contract/contact';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { ORGANISATION_CODE_MAX_LENGTH, organisationCodeRefusal } from '../../../contract/setup';
import setupEn from '../../features/setup/texts/en.json';
import setupKg from '../../features/setup/texts/kg.json';
import setupRu from '../../features/setup/texts/ru.json';
import { addScreenTexts } from '../../i18n';
import type { FormField, FormValues } from './fields';

// The fields' labels are the setup screen's: here too wherever the fields are shown (a ministry's new university).
addScreenTexts('setup', { ru: setupRu, kg: setupKg, en: setupEn });

/** A university's own fields as setup/university and ministry/add-university take them. */
export type UniversityValues = Record<
  | 'v1'
  | 'v1K'
  | 'v1En'
  | 'v2'
  | 'v2K'
  | 'v2En'
  | 'code'
  | 'adres'
  | 'adresKg'
  | 'adresEn'
  | 'glava'
  | 'tel'
  | 'mail',
  string
>;

/**
 * A university's fields (the setup's form and a ministry's new university): the short and full names in
 * three languages (the Russian ones required, as on the educational screen), the code a licence names,
 * address, head and contacts, with the contract's rules checked before the call.
 */
export function universityFields<Values extends FormValues & UniversityValues>(
  t: TFunction,
): FormField<Values>[] {
  const text = (name: keyof UniversityValues, maxLength: number, more: Partial<FormField<Values>> = {}) =>
    ({ kind: 'text', name, label: t(`setup.fields.${name}`), maxLength, ...more }) as FormField<Values>;
  return [
    text('v1', NAME_MAX_LENGTH, { required: true, heading: t('setup.headings.names') }),
    text('v1K', NAME_MAX_LENGTH),
    text('v1En', NAME_MAX_LENGTH),
    text('v2', NAME_MAX_LENGTH, { required: true }),
    text('v2K', NAME_MAX_LENGTH),
    text('v2En', NAME_MAX_LENGTH),
    text('code', ORGANISATION_CODE_MAX_LENGTH, {
      required: true,
      heading: t('setup.headings.code'),
      description: t('setup.fields.codeHint'),
      wide: true,
      check: (value: string) => (organisationCodeRefusal(value) ? 'setup.fields.invalidCode' : null),
    }),
    text('adres', NAME_MAX_LENGTH, { heading: t('setup.headings.contacts') }),
    text('adresKg', NAME_MAX_LENGTH),
    text('adresEn', NAME_MAX_LENGTH),
    text('glava', NAME_MAX_LENGTH),
    text('tel', PHONE_MAX_LENGTH, {
      check: (value: string) => (phoneRefusal(value) ? 'form.invalidPhone' : null),
    }),
    text('mail', EMAIL_MAX_LENGTH, {
      check: (value: string) => (emailRefusal(value) ? 'form.invalidEmail' : null),
    }),
  ];
}
