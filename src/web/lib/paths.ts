/** The app's own paths under the base path (SPEC §2). */

/** Where a signed-in user lands. */
export const HOME_PATH = '/educational';
/** Where a ministry's account lands: the ministry's console (decision 0069). */
export const MINISTRY_PATH = '/ministry';
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const LOGOUT_EVERYWHERE_PATH = '/logout-everywhere';
/** The signed-in user's own password change, from the user menu (not a screen of the shell). */
export const CHANGE_PASSWORD_PATH = '/change-password';
/** A printable document's print view, outside the shell: {base}/print/<document>?<its parameters> (decision 0049). */
export const PRINT_PATH = '/print';
/** The university's setup, outside the shell: where an administrator goes while there is none (decision 0060). */
export const SETUP_PATH = '/setup';
/** The licence screen, where an administrator goes when the licence is refused (decision 0060). */
export const LICENCE_PATH = '/licence';

/**
 * The guarded screens' paths (routes.ts gives each its title, icon and page). Here rather than there so
 * that the sign-in page, which loads without the screens' icons and pages, knows them too.
 */
export const SCREEN_PATHS = [
  'educational',
  'directions',
  'speciality-names',
  'departments',
  'qualifications',
  'levels',
  'grading-rules',
  'positions',
  'classrooms',
  'commission',
  'commission/speciality',
  'users',
  'audit',
  // The new academic year in one guided step (decision 0048).
  'new-year',
  // The overview: the university's figures in charts.
  'overview',
  // Every violation of the data checks, grouped by check.
  'checks',
  // The licence in force, its days left and the upload of the next one (decision 0060).
  'licence',
  // The ministry's console: every university side by side (decision 0069).
  'ministry',
  // The integration API's machine clients (decision 0075).
  'integrations',
] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number];

/**
 * The screens' earlier addresses, each with the screen it now is (docs/glossary.md, "Names in the code"):
 * a bookmark of an old address opens the screen under its new one, query and fragment kept (router.tsx).
 */
export const renamedScreens: Readonly<Record<string, ScreenPath>> = {
  'evaluation-rule': 'grading-rules',
  audience: 'classrooms',
  'state-member': 'commission',
  'spec-member': 'commission/speciality',
  kafedra: 'departments',
  'position-teaching': 'positions',
  qual: 'qualifications',
  direction: 'directions',
  level: 'levels',
  speciality: 'speciality-names',
};

/**
 * The canonical path ('/directions') of a router path naming a screen in any letter case, with or without
 * a trailing slash ('/Direction', '/DIRECTION/'), or by its earlier address ('/evaluation-rule' →
 * '/grading-rules'); undefined for any other path. The router matches paths without regard to case, so
 * all of these show the screen: redirecting to the one spelling gives the header its title and the
 * sidebar its lit item.
 */
export function canonicalScreenPath(pathname: string): `/${ScreenPath}` | undefined {
  // One word, or two for a screen under another's ('commission/speciality').
  const name = /^\/([^/]+(?:\/[^/]+)?)\/?$/.exec(pathname)?.[1]?.toLowerCase();
  if (name === undefined) return undefined;
  const screen = SCREEN_PATHS.find((path) => path === name) ?? renamedScreen(name);
  return screen && `/${screen}`;
}

/** The screen an earlier address names now (an own key only: 'constructor' names none). */
const renamedScreen = (name: string): ScreenPath | undefined =>
  Object.hasOwn(renamedScreens, name) ? renamedScreens[name] : undefined;

/**
 * The print view's path ('/print/commission') of a router path naming one, in any letter case of 'print';
 * undefined for any other path. Which documents exist is the print page's to say (the contract's list
 * would bring Zod into the sign-in page): here only its shape, a word.
 */
function printPath(pathname: string): string | undefined {
  const document = /^\/print\/([A-Za-z]{1,40})\/?$/i.exec(pathname)?.[1];
  return document && `${PRINT_PATH}/${document}`;
}

/** The setup page's path of a router path naming it in any letter case, with or without a trailing slash. */
const setupPath = (pathname: string): string | undefined =>
  pathname.replace(/\/$/, '').toLowerCase() === SETUP_PATH ? SETUP_PATH : undefined;

/** The query parameter of the login address that holds where to go after signing in. */
export const NEXT_PARAM = 'next';

/**
 * Where signing in goes on to, from the `next` parameter of the login address: a screen of this app
 * ('/qualifications?page=2', relative to the base path), a print view ('/print/commission?faculty=2') or undefined.
 * Anything else (another origin, '//host', a backslash, the API, logout, an unknown path) is ignored, so
 * the parameter cannot send the user away.
 */
export function nextTarget(
  next: string | null | undefined,
): { pathname: string; search: string } | undefined {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  const [path = '', ...rest] = next.split('?');
  // A print view opened signed out (a reload after the session ended) comes back to its document too, and
  // the setup page to itself.
  const pathname = canonicalScreenPath(path) ?? printPath(path) ?? setupPath(path);
  if (!pathname) return undefined;
  // The fragment is not kept; the query string is, as typed (it never leaves this app's screens).
  const query = rest.join('?').split('#')[0] ?? '';
  return { pathname, search: query ? `?${query}` : '' };
}

/**
 * The login address's query string that brings the user back to a screen after signing in ('?next=…'),
 * or '' when the router path is neither a screen's nor a print view's.
 */
export function nextQuery(pathname: string, search: string): string {
  const screen = canonicalScreenPath(pathname) ?? printPath(pathname) ?? setupPath(pathname);
  return screen ? `?${new URLSearchParams({ [NEXT_PARAM]: `${screen}${search}` })}` : '';
}
