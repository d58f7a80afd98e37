import './texts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listUsers } from '../../../contract/users';
import { catalog } from '../../api/catalog';
import { NotAllowed } from '../../components/not-allowed';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { useAccountActions } from './account-actions';
import { fullNameOf, userAccess, userListQuery, useUserMutations } from './api';
import { useUserColumns } from './user-columns';
import { useUserForm } from './user-form';

/** {base}/users (decision 0013): the accounts, their roles and faculty scopes, for administrators. */
export default function UsersPage() {
  const { can } = usePermissions();
  return can(listUsers) ? <UsersScreen /> : <NotAllowed />;
}

function UsersScreen() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { userId: self } = usePermissions();
  const faculties = useQuery(catalog.faculties());
  const facultyOptions = (faculties.data ?? []).map((faculty) => ({
    value: faculty.id_faculty,
    label: localName({ ru: faculty.faculty, kg: faculty.faculty_kg, en: faculty.faculty_en }),
  }));
  const facultyName = (id: number) => facultyOptions.find((option) => option.value === id)?.label ?? `#${id}`;
  const account = useAccountActions(self);

  return (
    <ReferenceScreen
      title={t('routes.users')}
      query={userListQuery()}
      columns={useUserColumns(facultyName)}
      rowKey={(row) => row.idAvnUser}
      history={(row) => ({ kind: 'user', id: row.idAvnUser })}
      searchTexts={(row) => [row.login, fullNameOf(row)]}
      searchLabel={t('users.search')}
      searchPlaceholder={t('users.searchPlaceholder')}
      exported={{ table: 'users' }}
      rowLabel={(row) => row.login}
      deleteName={(row) => `${row.login} — ${fullNameOf(row)}`}
      isLocked={() => false}
      rowRefusal={(row, action) => {
        if (action === 'edit') return null;
        if (row.idAvnUser === self) return t('users.self');
        return row.deletable ? null : t('users.auditedNoDelete');
      }}
      moreRowActions={account.actions}
      form={useUserForm(facultyOptions)}
      mutations={useUserMutations()}
      access={userAccess}
    >
      {account.modals}
    </ReferenceScreen>
  );
}
