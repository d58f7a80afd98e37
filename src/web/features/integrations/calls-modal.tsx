import { Badge, Code, Stack, Text } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  INTEGRATION_CALLS_SHOWN,
  type IntegrationCallRow,
  listIntegrationCalls,
} from '../../../contract/integration';
import { FALLBACK_LANGUAGE } from '../../../contract/limits';
import { read } from '../../api/queries';
import { AppModal } from '../../components/app-modal';
import { QueryTable } from '../../components/query-table';
import { isLanguage } from '../../i18n';
import { momentFormat } from '../../i18n/dates';
import type { ClientRow } from './api';
import { statusColor } from './call-status';

/** Up to this height the record scrolls under its header. */
const TABLE_MAX_HEIGHT = 520;

/**
 * A client's record of calls (decision 0076): its latest calls, newest first, each with its time in the
 * interface language's way, method and path, answer, and the X-Road ids naming the consumer and the message
 * when it came through Tunduk. Read afresh at each opening: every call of the client adds to it.
 */
export function CallsModal({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  const dates = momentFormat(language, true);
  const calls = useQuery({
    ...read(listIntegrationCalls, client ? { idClient: client.idClient } : skipToken),
    staleTime: 0,
  });
  return (
    <AppModal
      opened={client !== null}
      onClose={onClose}
      title={t('integrations.callsTitle', { name: client?.name ?? '' })}
      size="xl"
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('integrations.callsNote', { count: INTEGRATION_CALLS_SHOWN })}
        </Text>
        <QueryTable<IntegrationCallRow>
          query={calls}
          rowKey={(row) => row.idCall}
          maxHeight={TABLE_MAX_HEIGHT}
          empty={t('integrations.callsEmpty')}
          columns={[
            {
              heading: t('integrations.calledAt'),
              cell: (row) => dates.format(new Date(row.calledAt)),
              width: 170,
            },
            {
              heading: t('integrations.request'),
              cell: (row) => (
                <Code>
                  {row.method} {row.path}
                </Code>
              ),
            },
            {
              heading: t('integrations.status'),
              // A dot badge: the light badges' coloured text is too faint (axe color-contrast).
              cell: (row) => (
                <Badge color={statusColor(row.status)} variant="dot" tt="none">
                  {row.status}
                </Badge>
              ),
              width: 100,
            },
            {
              heading: t('integrations.xroad'),
              cell: (row) =>
                row.xroadClient || row.xroadId ? (
                  <Stack gap={2}>
                    {row.xroadClient && <Code>{row.xroadClient}</Code>}
                    {row.xroadId && <Code>{row.xroadId}</Code>}
                  </Stack>
                ) : null,
            },
          ]}
        />
      </Stack>
    </AppModal>
  );
}
