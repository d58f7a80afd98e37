import { ApiError } from '../../api/errors';
import { showToast } from '../../api/toast';
import { showFailure } from '../../api/transport';
import { i18n } from '../../i18n';

/** How a refused save or delete is shown to the person who asked for it. */
type Failure = 'session' | 'stale' | 'gone' | 'shown';

/**
 * Sorts a failed write: an expired session (the sign-in page is already on its way), a record someone else
 * changed (409) or deleted (404) since it was shown; anything else is shown here: under the form's field
 * it names, else as an error toast.
 */
export function sortFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 401) return 'session';
  if (error instanceof ApiError && error.status === 409) return 'stale';
  if (error instanceof ApiError && error.status === 404) return 'gone';
  showFailure(error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN', messageOf(error)));
  return 'shown';
}

/** The sentence of a failure for the user (the server's, in the interface language). */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : i18n.t('errors.unknown');

/** The record is no longer there: someone else deleted it; the list is being reloaded. */
export const showRowGone = () =>
  showToast({
    id: 'row-gone',
    color: 'orange',
    title: i18n.t('sms.warningTitle'),
    message: i18n.t('form.rowGone'),
  });
