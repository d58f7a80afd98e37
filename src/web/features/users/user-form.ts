import { useTranslation } from 'react-i18next';
import { universityRoles } from '../../../contract/access';
import type { UserRow } from '../../../contract/users';
import { accountNameFields, firstPasswordField } from '../../components/form-modal/account-fields';
import type { ReferenceForm } from '../../components/reference-screen/reference-screen';
import type { UserValues } from './api';

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
