import './texts';
import { useTranslation } from 'react-i18next';
import { listUsers } from '../../../contract/users';
import { useFacultyChoices } from '../../components/faculty-choices';
import { NotAllowed } from '../../components/not-allowed';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
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
  const { userId: self } = usePermissions();
  const { options: facultyOptions, nameOf: facultyName } = useFacultyChoices();
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
