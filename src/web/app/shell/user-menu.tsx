import { Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDevicesOff, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../../contract/auth';
import { CHANGE_PASSWORD_PATH, LOGOUT_PATH } from '../../lib/paths';
import classes from './shell.module.css';
import { useUserName } from './use-user-name';

/** The signed-in user, and what the menu's sign-out on all devices does. */
export interface UserMenuProps {
  user: SessionUser;
  /** Asks whether to sign out on all devices (sign-out-everywhere.tsx). */
  onSignOutEverywhere: () => void;
}

/**
 * The header's user menu: a user icon, with the full name beside it from the `sm` width up, opens the
 * full name, the change of one's own password and the two ways to sign out (the one for all devices asks
 * first). Reachable at every width, where the name alone would not fit.
 */
export function UserMenu({ user, onSignOutEverywhere }: UserMenuProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const userName = useUserName(user);
  const label = userName.name ? t('userMenu.button', { name: userName.name }) : t('shell.user');

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={label} title={t('shell.user')}>
          <Group gap={6} wrap="nowrap">
            <IconUser size={20} aria-hidden />
            <Group gap={6} wrap="nowrap" visibleFrom="sm" data-testid="user-name">
              {userName.loading ? (
                <Skeleton height={14} width={140} />
              ) : (
                <Text size="sm" className={classes.userName}>
                  {userName.name}
                </Text>
              )}
            </Group>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.userDropdown}>
        <Menu.Label>{t('shell.user')}</Menu.Label>
        {userName.name ? (
          <Text size="sm" fw={500} px="sm" pb="xs" className={classes.userMenuName}>
            {userName.name}
          </Text>
        ) : (
          <Skeleton height={14} width={140} mx="sm" mb="xs" />
        )}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={CHANGE_PASSWORD_PATH}
          // Where the change (or its cancel) goes back to.
          state={{ from: `${pathname}${search}` }}
          leftSection={<IconKey size={16} aria-hidden />}
        >
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={LOGOUT_PATH} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('logout.action')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDevicesOff size={16} aria-hidden />} onClick={onSignOutEverywhere}>
          {t('logout.everywhere')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
