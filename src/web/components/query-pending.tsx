import { Alert, Button, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * What a list or record shows while its query has no data: a loader, or the load error (the database
 * stopped, the network gone) with a retry.
 */
export function QueryPending({
  query,
  height = 120,
}: {
  query: Pick<UseQueryResult, 'isError' | 'refetch'>;
  /** The loader's room, so that the layout does not jump when the data arrives. */
  height?: number;
}) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Alert color="red" title={t('table.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
          {t('table.retry')}
        </Button>
      </Alert>
    );
  return (
    <Center h={height}>
      {/* A status, so that its name is announced (a name on an element without a role is not allowed). */}
      <Loader size="sm" role="status" aria-label={t('table.loading')} />
    </Center>
  );
}
