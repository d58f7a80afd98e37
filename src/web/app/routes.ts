import {
  IconAward,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingCommunity,
  IconCalendarRepeat,
  IconCertificate,
  IconChartBar,
  IconClipboardList,
  IconDoor,
  IconLicense,
  IconListCheck,
  IconPlugConnected,
  IconRoute,
  IconScale,
  IconSchool,
  IconStairs,
  IconUserCheck,
  IconUserShield,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ComponentType, lazy } from 'react';
import type { Access } from '../../contract/access';
import type { ScreenPath } from '../lib/paths';

/** The guarded screens of SPEC §2, in sidebar order; one lazy chunk per screen. */
export interface Screen {
  /** One of paths.ts' SCREEN_PATHS (routes.test.ts: each of them once, in this order). */
  path: ScreenPath;
  titleKey: `routes.${
    | 'educational'
    | 'directions'
    | 'specialityNames'
    | 'departments'
    | 'qualifications'
    | 'levels'
    | 'gradingRules'
    | 'positions'
    | 'classrooms'
    | 'commission'
    | 'specialityCommission'
    | 'users'
    | 'audit'
    | 'newYear'
    | 'overview'
    | 'checks'
    | 'licence'
    | 'ministry'
    | 'integrations'}`;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /**
   * 'reference': the sidebar's "general reference" group; 'admin': its administration group; 'ministry':
   * above the others, for the ministry's accounts.
   */
  group: 'main' | 'reference' | 'admin' | 'ministry';
  /** In the sidebar only for users who may make calls of this rule (contract/access.ts); all by default. */
  access?: Access;
  Page: ComponentType;
}

export const screens: readonly Screen[] = [
  {
    path: 'educational',
    titleKey: 'routes.educational',
    icon: IconSchool,
    group: 'main',
    Page: lazy(() => import('../features/educational/educational-page')),
  },
  {
    path: 'directions',
    titleKey: 'routes.directions',
    icon: IconRoute,
    group: 'main',
    Page: lazy(() => import('../features/directions/directions-page')),
  },
  {
    path: 'speciality-names',
    titleKey: 'routes.specialityNames',
    icon: IconCertificate,
    group: 'main',
    Page: lazy(() => import('../features/speciality-names/speciality-names-page')),
  },
  {
    path: 'departments',
    titleKey: 'routes.departments',
    icon: IconBuildingCommunity,
    group: 'main',
    Page: lazy(() => import('../features/departments/departments-page')),
  },
  {
    path: 'qualifications',
    titleKey: 'routes.qualifications',
    icon: IconAward,
    group: 'main',
    Page: lazy(() => import('../features/qualifications/qualifications-page')),
  },
  {
    // The levels of education (decision 0033): a shared classifier of the general reference.
    path: 'levels',
    titleKey: 'routes.levels',
    icon: IconStairs,
    group: 'reference',
    Page: lazy(() => import('../features/levels/levels-page')),
  },
  {
    path: 'grading-rules',
    titleKey: 'routes.gradingRules',
    icon: IconScale,
    group: 'reference',
    Page: lazy(() => import('../features/grading-rules/grading-rules-page')),
  },
  {
    path: 'positions',
    titleKey: 'routes.positions',
    icon: IconBriefcase,
    group: 'reference',
    Page: lazy(() => import('../features/positions/positions-page')),
  },
  {
    path: 'classrooms',
    titleKey: 'routes.classrooms',
    icon: IconDoor,
    group: 'reference',
    Page: lazy(() => import('../features/classrooms/classrooms-page')),
  },
  {
    path: 'commission',
    titleKey: 'routes.commission',
    icon: IconUsersGroup,
    group: 'reference',
    Page: lazy(() => import('../features/commission/commission-page')),
  },
  {
    path: 'commission/speciality',
    titleKey: 'routes.specialityCommission',
    icon: IconUserCheck,
    group: 'reference',
    Page: lazy(() => import('../features/commission/speciality-commission-page')),
  },
  {
    path: 'users',
    titleKey: 'routes.users',
    icon: IconUserShield,
    group: 'admin',
    access: 'administrator',
    Page: lazy(() => import('../features/users/users-page')),
  },
  {
    // Every change in the database, filtered, each opening its record's history (decision 0045).
    path: 'audit',
    titleKey: 'routes.audit',
    icon: IconClipboardList,
    group: 'admin',
    access: 'administrator',
    Page: lazy(() => import('../features/audit/audit-page')),
  },
  {
    // The new academic year in one guided step (decision 0048): for administrators and editors.
    path: 'new-year',
    titleKey: 'routes.newYear',
    icon: IconCalendarRepeat,
    group: 'main',
    access: 'faculty',
    Page: lazy(() => import('../features/new-year/new-year-page')),
  },
  {
    // The university's figures in charts, each with its table and export: every signed-in user.
    path: 'overview',
    titleKey: 'routes.overview',
    icon: IconChartBar,
    group: 'main',
    Page: lazy(() => import('../features/overview/overview-page')),
  },
  {
    // Every violation of the data checks: it only reads, so every signed-in role sees it; the
    // sidebar's item carries the number of open violations (sidebar.tsx).
    path: 'checks',
    titleKey: 'routes.checks',
    icon: IconListCheck,
    group: 'main',
    Page: lazy(() => import('../features/checks/checks-page')),
  },
  {
    // The licence in force and the upload of the next one (decision 0060): where an administrator renews it.
    path: 'licence',
    titleKey: 'routes.licence',
    icon: IconLicense,
    group: 'admin',
    access: 'administrator',
    Page: lazy(() => import('../features/licence/licence-page')),
  },
  {
    // Every university side by side, for the ministry's accounts (decision 0069).
    path: 'ministry',
    titleKey: 'routes.ministry',
    icon: IconBuildingBank,
    group: 'ministry',
    access: 'ministry',
    Page: lazy(() => import('../features/ministry/ministry-page')),
  },
  {
    // The other systems reading the structure through the integration API (decision 0075).
    path: 'integrations',
    titleKey: 'routes.integrations',
    icon: IconPlugConnected,
    group: 'admin',
    access: 'administrator',
    Page: lazy(() => import('../features/integrations/integrations-page')),
  },
];

/**
 * The screen of a router pathname (basename already stripped), for the header title: the screen of that
 * very path, else the longest whose path it lies under ('/commission/speciality' is its own screen, not
 * the commission's).
 */
export const screenOfPath = (pathname: string): Screen | undefined =>
  screens.find((screen) => pathname === `/${screen.path}`) ??
  screens
    .filter((screen) => pathname.startsWith(`/${screen.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
