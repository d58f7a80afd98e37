import type { Permissions } from '../../contract/access';

/**
 * Who a session belongs to: what every call knows of the signed-in user (request.user). Here, below every
 * layer, so that http/ names it without importing auth/ (decision 0063); auth/sessions.ts finds it.
 */
export interface SignedInUser extends Permissions {
  id: number;
  login: string;
  name: string;
  surname: string;
  tokenHash: string;
  /**
   * The university whose rows the user's calls see (db/university-scope.ts); null only for an account of
   * the first day, made before the university was set up.
   */
  universityId: number | null;
  /** Must change the password first: every call but auth/check, logout and change-password answers 403. */
  mustChangePassword?: boolean;
}
