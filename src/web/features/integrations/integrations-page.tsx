import './texts';
import { Stack, Text } from '@mantine/core';
import { IconKeyOff, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createIntegrationClient,
  listIntegrationCalls,
  listIntegrationClients,
  revokeIntegrationClient,
} from '../../../contract/integration';
import { showToast } from '../../api/toast';
import { ConfirmModal } from '../../components/confirm-modal';
import { useFacultyChoices } from '../../components/faculty-choices';
import { GuardedButton } from '../../components/guarded-button';
import { useHistoryAction } from '../../components/history/history-action';
import { NotAllowed } from '../../components/not-allowed';
import { useUrlListState } from '../../components/paged-table/list-state';
import { PagedSearchTable } from '../../components/paged-table/paged-search-table';
import { RowActions } from '../../components/row-actions';
import { usePermissions } from '../../lib/permissions';
import { AddClientModal } from './add-client-modal';
import { type ClientRow, clientListQuery, type IssuedCredentials, useRevokeClient } from './api';
import { CallsModal } from './calls-modal';
import { useClientColumns } from './client-columns';
import { CredentialsModal } from './credentials-modal';

/** {base}/integrations (decision 0075): the other systems reading the structure, for administrators. */
export default function IntegrationsPage() {
  const { can } = usePermissions();
  return can(listIntegrationClients) ? <IntegrationsScreen /> : <NotAllowed />;
}

function IntegrationsScreen() {
  const { t } = useTranslation();
  const { refusal } = usePermissions();
  const clients = useQuery(clientListQuery());
  const { options: facultyOptions, nameOf: facultyName } = useFacultyChoices();
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<IssuedCredentials | null>(null);
  const [revoking, setRevoking] = useState<ClientRow | null>(null);
  const [watching, setWatching] = useState<ClientRow | null>(null);
  const revoke = useRevokeClient(
    (row) => showToast({ color: 'green', message: t('integrations.revokedDone', { name: row.name }) }),
    () => setRevoking(null),
  );
  const history = useHistoryAction();

  return (
    <Stack gap="md">
      <Text c="dimmed" maw={900}>
        {t('integrations.intro')}
      </Text>
      <PagedSearchTable
        label={t('routes.integrations')}
        rows={clients.data}
        failed={clients.isError}
        onRetry={() => void clients.refetch()}
        columns={useClientColumns(facultyName)}
        rowKey={(row) => row.idClient}
        searchNames={(row) => [row.name, row.clientId]}
        searchLabel={t('integrations.search')}
        searchPlaceholder={t('integrations.searchPlaceholder')}
        state={useUrlListState()}
        toolbar={
          <GuardedButton
            leftSection={<IconPlus size={18} aria-hidden />}
            refusal={refusal(createIntegrationClient)}
            onClick={() => setAdding(true)}
          >
            {t('integrations.add')}
          </GuardedButton>
        }
        rowActions={(row) => (
          <RowActions
            actions={[
              {
                key: 'revoke',
                label: `${t('integrations.revoke')}: ${row.name}`,
                icon: <IconKeyOff size={18} aria-hidden />,
                color: 'red',
                refusal: row.revokedAt ? t('integrations.alreadyRevoked') : refusal(revokeIntegrationClient),
                onClick: () => setRevoking(row),
              },
              {
                key: 'calls',
                label: `${t('integrations.calls')}: ${row.name}`,
                icon: <IconListDetails size={18} aria-hidden />,
                refusal: refusal(listIntegrationCalls),
                onClick: () => setWatching(row),
              },
              history({ kind: 'integrationClient', id: row.idClient }, row.name),
            ]}
          />
        )}
      />
      {clients.data?.length === 0 && <Text c="dimmed">{t('integrations.empty')}</Text>}
      <AddClientModal
        opened={adding}
        facultyOptions={facultyOptions}
        onClose={() => setAdding(false)}
        onIssued={setIssued}
      />
      <CredentialsModal credentials={issued} onClose={() => setIssued(null)} />
      <CallsModal client={watching} onClose={() => setWatching(null)} />
      <ConfirmModal
        subject={revoking ? `${revoking.name} (${revoking.clientId})` : null}
        title={t('integrations.revokeTitle')}
        question={t('integrations.revokeQuestion')}
        note={t('integrations.revokeNote')}
        confirmLabel={t('integrations.revoke')}
        pending={revoke.isPending}
        onConfirm={() => revoking && !revoke.isPending && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
