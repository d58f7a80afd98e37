import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recordUsage, type UsageKind, type UsageRow } from '../../contract/usage';
import { SCREEN_HANDLES_FAILURES } from '../api/client';
import { read } from '../api/queries';
import formClasses from './form-modal/form-body.module.css';

/** Which record a delete confirmation asks about, for the usage read (decision 0035). */
export interface UsageRequest {
  kind: UsageKind;
  id: number;
}

/**
 * Where a record is used, read afresh each time a confirmation opens (another user may have added a use
 * meanwhile). A failed read does not stop the delete: the server still refuses a used record (sms 6).
 */
export function useUsage(request: UsageRequest | null | undefined) {
  const { i18n } = useTranslation();
  const query = useQuery({
    ...read(recordUsage, request ? { kind: request.kind, id: request.id } : skipToken, {
      language: i18n.language,
      call: SCREEN_HANDLES_FAILURES,
    }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const rows: UsageRow[] = query.data ?? [];
  return {
    checking: !!request && query.isLoading,
    used: !!request && rows.length > 0,
    rows,
  };
}

export const USAGE_NOTICE_ID = 'usage-notice';

/** What a confirmation shows of the usage: a line while it is read, and the uses that stop the delete. */
export function UsageNotice({ usage }: { usage: ReturnType<typeof useUsage> }) {
  const { t } = useTranslation();
  if (usage.checking)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('confirmDelete.checking')}
        </Text>
      </Group>
    );
  if (!usage.used) return null;
  return (
    <Alert
      id={USAGE_NOTICE_ID}
      color="orange"
      variant="light"
      title={t('confirmDelete.inUse')}
      // The title in the text colour: orange on the light orange fails the contrast rule (as the forms' notices).
      classNames={{ title: formClasses.noticeTitle }}
    >
      <List size="sm" spacing={4}>
        {usage.rows.map((row) => (
          <List.Item key={row.kind}>
            <Text span size="sm" fw={600}>
              {row.label}: {row.count}
            </Text>
            <Text span size="sm">
              {' — '}
              {row.names.join('; ')}
              {row.count > row.names.length &&
                ` ${t('confirmDelete.more', { count: row.count - row.names.length })}`}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('confirmDelete.inUseHint')}
      </Text>
    </Alert>
  );
}
