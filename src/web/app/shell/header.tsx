import { Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useTabTitle } from '../../lib/tab-title';
import { screenOfPath } from '../routes';
import { NotificationBell } from './notifications/notification-bell';
import classes from './shell.module.css';
import { UserMenu, type UserMenuProps } from './user-menu';

/** The header: the current screen's title (also the tab's), the user menu (with the full name) and the language switcher. */
export function Header(menu: UserMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = screenOfPath(pathname);
  useTabTitle(screen ? t(screen.titleKey) : undefined);

  return (
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap" miw={0} className={classes.titleGroup}>
        <Badge
          size="lg"
          radius="sm"
          variant="filled"
          title={t('app.name')}
          visibleFrom="sm"
          className={classes.badge}
        >
          {t('app.abbr')}
        </Badge>
        <Title order={1} size="h3" className={classes.title}>
          {screen ? t(screen.titleKey) : t('app.name')}
        </Title>
      </Group>
      <Group gap={0} wrap="nowrap" className={classes.headerEnd}>
        <NotificationBell />
        <UserMenu {...menu} />
        <LanguageSwitcher />
      </Group>
    </div>
  );
}
