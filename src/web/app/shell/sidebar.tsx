import { AppShell, Badge as CountBadge, Indicator, NavLink, VisuallyHidden } from '@mantine/core';
import { IconDevicesOff, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink } from 'react-router';
import { mayCall } from '../../../contract/access';
import { APP_VERSION } from '../../../contract/limits';
import { openViolations, useChecks } from '../../api/checks';
import { LOGOUT_PATH, type ScreenPath } from '../../lib/paths';
import { usePermissions } from '../../lib/permissions';
import { readsUniversity } from '../../lib/reads-university';
import { useViewedUniversity } from '../../lib/viewed-university';
import { type Screen, screens } from '../routes';
import classes from './shell.module.css';

const ICON_SIZE = 22;

/** A count beside an item: shown whole in the wide sidebar, a dot in the narrow one. */
interface Badge {
  count: number;
  /** What the count is, for screen readers ("(problems: 116)"): read after the item's label. */
  said: string;
}

function SidebarLink({
  to,
  label,
  icon: Icon,
  badge,
}: {
  to: string;
  label: string;
  icon: Screen['icon'];
  badge?: Badge;
}) {
  const icon = <Icon size={ICON_SIZE} stroke={1.6} aria-hidden />;
  const counted = badge !== undefined && badge.count > 0;
  return (
    <NavLink
      component={RouterLink}
      to={to}
      // Lit on its own path only: the commission's item stays dark on commission/speciality.
      end
      // The count in the item's name from its content, not an aria-label: the name keeps the visible label.
      label={
        counted ? (
          <>
            {label}
            <VisuallyHidden> {badge.said}</VisuallyHidden>
          </>
        ) : (
          label
        )
      }
      leftSection={
        counted ? (
          <Indicator size={9} color="red.9" offset={1} withBorder display="flex" aria-hidden>
            {icon}
          </Indicator>
        ) : (
          icon
        )
      }
      rightSection={
        counted ? (
          <CountBadge color="red.9" size="md" circle={badge.count < 10} className={classes.label} aria-hidden>
            {badge.count}
          </CountBadge>
        ) : undefined
      }
      classNames={{ root: classes.link, label: classes.label }}
    />
  );
}

/** The sidebar's badges: the open data checks' violations on their screen's item. */
function useBadges(readsLists: boolean): Partial<Record<ScreenPath, Badge>> {
  const { t } = useTranslation();
  const checks = useChecks(readsLists);
  if (!checks.data) return {};
  const count = openViolations(checks.data);
  return { checks: { count, said: t('shell.checksBadge', { count }) } };
}

/**
 * The navbar content: every screen of SPEC §2, the general-reference group, the administration group (for
 * administrators only), logout, and the footer.
 */
export function Sidebar({ onSignOutEverywhere }: { onSignOutEverywhere: () => void }) {
  const { t } = useTranslation();
  const { user } = usePermissions();
  // A ministry's account reads a university's screens only in the one it opened (decision 0069).
  const readsLists = readsUniversity(user.role, useViewedUniversity());
  // A screen with an access rule is listed only to whom it lets in (the administration group, the new year).
  const allowed = screens.filter(
    (screen) => mayCall(user, screen.access ?? 'read') && (readsLists || screen.access === 'ministry'),
  );
  const admin = allowed.filter((screen) => screen.group === 'admin');
  const badges = useBadges(readsLists);
  const linkOf = (screen: Screen) => (
    <SidebarLink
      key={screen.path}
      to={`/${screen.path}`}
      label={t(screen.titleKey)}
      icon={screen.icon}
      badge={badges[screen.path]}
    />
  );

  return (
    <>
      <AppShell.Section grow p={6}>
        {allowed.filter((screen) => screen.group === 'ministry').map(linkOf)}
        {allowed.filter((screen) => screen.group === 'main').map(linkOf)}
        {readsLists && (
          <div className={`${classes.groupLabel} ${classes.label}`}>{t('shell.generalReference')}</div>
        )}
        {allowed.filter((screen) => screen.group === 'reference').map(linkOf)}
        {admin.length > 0 && (
          <>
            <div className={`${classes.groupLabel} ${classes.label}`}>{t('access.administration')}</div>
            {admin.map(linkOf)}
          </>
        )}
      </AppShell.Section>
      <AppShell.Section p={6}>
        <SidebarLink to={LOGOUT_PATH} label={t('logout.action')} icon={IconLogout} />
        {/* Asks first (sign-out-everywhere.tsx): a button, not a link to the address that acts at once. */}
        <NavLink
          component="button"
          type="button"
          onClick={onSignOutEverywhere}
          label={t('logout.everywhere')}
          leftSection={<IconDevicesOff size={ICON_SIZE} stroke={1.6} aria-hidden />}
          classNames={{ root: classes.link, label: classes.label }}
        />
      </AppShell.Section>
      <AppShell.Section className={classes.footer}>
        <div className={classes.expandedOnly}>{t('app.copyright', { year: new Date().getFullYear() })}</div>
        <div className={classes.expandedOnly}>{t('app.version', { version: APP_VERSION })}</div>
        <div className={classes.collapsedOnly} aria-hidden>
          {APP_VERSION}
        </div>
      </AppShell.Section>
    </>
  );
}
