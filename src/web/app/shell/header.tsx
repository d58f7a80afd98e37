import { Badge, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../../contract/auth';
import { LanguageSwitcher } from '../../components/language-switcher';
import { screenOfPath } from '../routes';
import classes from './shell.module.css';
import { useUserName } from './use-user-name';

/** The header: the current screen's title, the user's full name and the language switcher. */
export function Header({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = screenOfPath(pathname);
  const userName = useUserName(user);

  return (
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Badge size="lg" radius="sm" variant="filled" title={t('app.name')} visibleFrom="sm">
          {t('app.abbr')}
        </Badge>
        <Title order={1} size="h3" className={classes.title}>
          {screen ? t(screen.titleKey) : t('app.name')}
        </Title>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Group gap={6} wrap="nowrap" visibleFrom="sm" title={t('shell.user')} data-testid="user-name">
          <IconUser size={18} aria-hidden />
          {userName.loading ? <Skeleton height={14} width={140} /> : <Text size="sm">{userName.name}</Text>}
        </Group>
        <LanguageSwitcher />
      </Group>
    </div>
  );
}
