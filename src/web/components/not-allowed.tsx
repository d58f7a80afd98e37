import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../lib/paths';
import { warningTitleClass } from './warning-badge';

/**
 * Shown instead of a screen the user's role does not open (its address typed or kept in a bookmark);
 * `text` says who may use it where that is not the administrators alone.
 */
export function NotAllowed({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      // Its title in the body's colour: orange on the light orange fill fails WCAG AA (axe).
      classNames={{ title: warningTitleClass }}
      icon={<IconLock aria-hidden />}
      title={t('access.notAllowedTitle')}
      maw={640}
    >
      {text ?? t('access.notAllowedText')}
      <div>
        {/* Neutral: the light orange button's label on the orange fill fails WCAG AA (axe). */}
        <Button component={Link} to={HOME_PATH} variant="default" mt="sm">
          {t('access.home')}
        </Button>
      </div>
    </Alert>
  );
}
