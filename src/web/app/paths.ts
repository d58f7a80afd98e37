/** The app's own paths under the base path (SPEC §2). */

/** Where a signed-in user lands. */
export const HOME_PATH = '/educational';
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const LOGOUT_EVERYWHERE_PATH = '/logout-everywhere';
