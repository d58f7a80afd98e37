import { refusedVerdicts } from '../../contract/licence';
import { AppError } from '../core/errors';
import { type CurrentLicence, type LicenceState, verdictMessages } from './current';

/**
 * The areas a person needs without a valid licence: to sign in and out, to read the licence, the news, and
 * to set the university up and install its licence (decision 0060); and the ministry's console, which is
 * no university's and licenses them (decision 0069).
 */
const OPEN_AREAS = ['auth', 'license', 'wiki', 'setup', 'ministry'];

/**
 * Whether a route is refused while the licence is violated, expired or absent (SPEC §4, §8; decision
 * 0023): every call that needs a session, but those of the open areas. Decided once, when the route is
 * registered (http/gate.ts).
 */
export function isLicensedRoute(url: string, requiresSession: boolean, apiPrefix: string): boolean {
  return requiresSession && !OPEN_AREAS.some((area) => url.startsWith(`${apiPrefix}/v1/${area}/`));
}

const refusalOf = ({ verdict, organisations }: LicenceState) => {
  // No university yet: no licence can name one, and the setup is what comes first (decision 0060).
  if (organisations.length === 0) return new AppError('SETUP', 'setupFirst');
  const key = verdictMessages[verdict.verdict];
  return key && refusedVerdicts.includes(verdict.verdict) ? new AppError('LICENCE', key) : undefined;
};

/**
 * Calls `done` with 403 SETUP while the user's university is not set up, else with 403 LICENCE and the verdict's
 * sentence while the licence forbids work, before the body is read, so nothing changes. The verdict is a
 * memory read (current.ts) but once a minute.
 */
export function judgeLicence(
  licence: CurrentLicence,
  university: number | null,
  done: (error?: Error) => void,
): void {
  const state = licence.peek(university);
  if (state) {
    done(refusalOf(state));
    return;
  }
  licence.get(university).then(
    (loaded) => done(refusalOf(loaded)),
    (error: Error) => done(error),
  );
}
