import { useTranslation } from 'react-i18next';
import { integrationScopes, scopeTextKeys } from '../../../contract/integration';
import type { FormField } from '../../components/form-modal/fields';
import { FormModal } from '../../components/form-modal/form-modal';
import { type IssuedCredentials, type NewClientValues, useCreateClient } from './api';

/** As the contract's rule for the name (contract/integration.ts). */
const NAME_MAX_LENGTH = 100;

const EMPTY: NewClientValues = { name: '', scopes: [0], allFaculties: true, facultyIds: [] };

/**
 * A new integration client (decision 0075): its name, its permissions (reading the structure ticked at
 * first, the least a system needs) and its faculties. Once created it closes and the credentials show.
 */
export function AddClientModal({
  opened,
  facultyOptions,
  onClose,
  onIssued,
}: {
  opened: boolean;
  facultyOptions: ReadonlyArray<{ value: number; label: string }>;
  onClose: () => void;
  onIssued: (credentials: IssuedCredentials) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateClient((credentials) => {
    onClose();
    onIssued(credentials);
  });
  const fields: FormField<NewClientValues>[] = [
    {
      kind: 'text',
      name: 'name',
      label: t('integrations.name'),
      description: t('integrations.nameHint'),
      required: true,
      maxLength: NAME_MAX_LENGTH,
    },
    {
      kind: 'multiselect',
      name: 'scopes',
      label: t('integrations.scopes'),
      description: t('integrations.scopesHint'),
      required: true,
      options: integrationScopes.map((scope, index) => ({
        value: index,
        label: t(`integrations.scopeNames.${scopeTextKeys[scope]}`),
      })),
    },
    {
      kind: 'checkbox',
      name: 'allFaculties',
      label: t('integrations.allFaculties'),
      description: t('integrations.allFacultiesHint'),
    },
    {
      kind: 'multiselect',
      name: 'facultyIds',
      label: t('integrations.faculties'),
      description: t('integrations.facultiesHint'),
      required: true,
      options: facultyOptions,
      shownWhen: (values) => !values.allFaculties,
    },
  ];
  return (
    <FormModal<NewClientValues>
      opened={opened}
      title={t('integrations.addTitle')}
      fields={fields}
      initialValues={EMPTY}
      mode="add"
      locked={false}
      saving={create.isPending}
      onSubmit={(values) => !create.isPending && create.mutate(values)}
      onClose={onClose}
    />
  );
}
