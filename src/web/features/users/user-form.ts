import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { universityRoles } from '../../../contract/access';
import {
  LOGIN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../contract/limits';
import type { UserRow } from '../../../contract/users';
import type { FormField, FormValues } from '../../components/form-modal/fields';
import type { ReferenceForm } from '../../components/reference-screen/reference-screen';
import type { UserValues } from './api';

type AccountValues = { login: string; surname: string; name: string; patronymic: string; password: string };
type Translate = TFunction;

/** An account's login and names (the users screen's form, a new university's first administrator). */
export const accountNameFields = <Values extends FormValues & AccountValues>(
  t: Translate,
): FormField<Values>[] => [
  { kind: 'text', name: 'login', label: t('users.login'), required: true, maxLength: LOGIN_MAX_LENGTH },
  { kind: 'text', name: 'surname', label: t('users.surname'), required: true, maxLength: NAME_MAX_LENGTH },
  { kind: 'text', name: 'name', label: t('users.name'), required: true, maxLength: NAME_MAX_LENGTH },
  { kind: 'text', name: 'patronymic', label: t('users.patronymic'), maxLength: NAME_MAX_LENGTH },
];

/** A new account's first password, changed at the first sign-in. */
export const firstPasswordField = <Values extends FormValues & AccountValues>(
  t: Translate,
): FormField<Values> => ({
  kind: 'password',
  name: 'password',
  label: t('users.firstPassword'),
  description: t('users.firstPasswordHint', { min: PASSWORD_MIN_LENGTH }),
  required: true,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
});

const isEditor = (values: UserValues) => values.role === 'editor';

/**
 * The add/edit form of a user: login and names, the role, for an editor the scope (every faculty, or the
 * ones picked), and when adding the first password, which the user changes at the first sign-in.
 */
export function useUserForm(
  facultyOptions: ReadonlyArray<{ value: number; label: string }>,
): ReferenceForm<UserRow, UserValues> {
  const { t } = useTranslation();
  return {
    addTitle: t('users.add'),
    editTitle: t('users.edit'),
    fields: [
      ...accountNameFields<UserValues>(t),
      {
        kind: 'select',
        name: 'role',
        label: t('users.role'),
        description: t('users.roleHint'),
        required: true,
        options: universityRoles.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
      },
      {
        kind: 'checkbox',
        name: 'allFaculties',
        label: t('users.allFaculties'),
        description: t('users.allFacultiesHint'),
        shownWhen: isEditor,
      },
      {
        kind: 'multiselect',
        name: 'facultyIds',
        label: t('users.faculties'),
        description: t('users.facultiesHint'),
        required: true,
        options: facultyOptions,
        shownWhen: (values) => isEditor(values) && !values.allFaculties,
      },
      { ...firstPasswordField<UserValues>(t), shownWhen: (_values, mode) => mode === 'add' },
    ],
    emptyValues: {
      login: '',
      surname: '',
      name: '',
      patronymic: '',
      role: 'viewer',
      allFaculties: false,
      facultyIds: [],
      password: '',
    },
    valuesOf: (row) => ({
      login: row.login,
      surname: row.surname,
      name: row.name,
      patronymic: row.patronymic,
      role: row.role,
      allFaculties: row.allFaculties,
      facultyIds: row.facultyIds,
      password: '',
    }),
  };
}
