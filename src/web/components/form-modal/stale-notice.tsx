import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A save refused because someone else changed the record since it was opened (409): says so, and offers
 * the record as it is now (the typed changes are dropped, to be made again on it).
 */
export function StaleNotice({
  text,
  onReload,
  compact,
}: {
  text: string;
  onReload?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('form.staleTitle')}
      role="alert"
      p={compact ? 'xs' : undefined}
    >
      <Text size="sm">{text}</Text>
      <Button mt="xs" size="xs" variant="light" color="orange" onClick={onReload}>
        {t('form.reload')}
      </Button>
    </Alert>
  );
}
