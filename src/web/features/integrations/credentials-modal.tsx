import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { ConfirmModal } from '../../components/confirm-modal';
import { Copyable } from '../../components/copyable/copyable';
import { type IssuedCredentials, tokenUrl } from './api';

/**
 * A new client's credentials, shown this once (decision 0075: only the secret's digest is kept). Closing
 * before the secret was copied asks first: a secret closed away is lost, and the client must be made anew.
 */
export function CredentialsModal({
  credentials,
  onClose,
}: {
  credentials: IssuedCredentials | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    setCopied(false);
    onClose();
  };
  return (
    <>
      <AppModal
        opened={credentials !== null}
        onClose={() => (copied ? close() : setAsking(true))}
        title={t('integrations.secretTitle', { name: credentials?.name ?? '' })}
        size="lg"
      >
        {credentials && (
          <Stack gap="md">
            <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
              {t('integrations.secretOnce')}
            </Alert>
            <Copyable label={t('integrations.clientId')} value={credentials.clientId} />
            <Copyable
              label={t('integrations.secret')}
              value={credentials.clientSecret}
              onCopied={() => setCopied(true)}
            />
            <Copyable label={t('integrations.tokenUrl')} value={tokenUrl()} />
            <Group justify="flex-end">
              <Button onClick={() => (copied ? close() : setAsking(true))}>{t('integrations.saved')}</Button>
            </Group>
          </Stack>
        )}
      </AppModal>
      <ConfirmModal
        subject={asking ? (credentials?.name ?? '') : null}
        title={t('integrations.closeUncopiedTitle')}
        question={t('integrations.closeUncopied')}
        confirmLabel={t('integrations.closeAnyway')}
        closeLabel={t('integrations.keepOpen')}
        pending={false}
        onConfirm={close}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
