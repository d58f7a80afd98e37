import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../lib/paths';

/**
 * Shown instead of a screen the user's role does not open (its address typed or kept in a bookmark);
 * `text` says who may use it where that is not the administrators alone.
 */
export function NotAllowed({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconLock aria-hidden />} title={t('access.notAllowedTitle')} maw={640}>
      {text ?? t('access.notAllowedText')}
      <div>
        <Button component={Link} to={HOME_PATH} variant="light" color="orange" mt="sm">
          {t('access.home')}
        </Button>
      </div>
    </Alert>
  );
}
