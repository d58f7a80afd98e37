import { useTranslation } from 'react-i18next';
import { mayWriteFaculty, type Permissions } from '../../contract/access';
import type { CallDefinition } from '../../contract/call';
import type { RecordKind } from '../../contract/history';
import { useClassifiersKeptByMinistry } from './installation';
import { callRefusalOf, facultyRefusalOf, type RefusalKey, recordRefusalOf } from './refusals';
import { useSession } from './session';

/*
 * What the signed-in user may do, by the rules of contract/access.ts, for the screens to disable (never to
 * guard: the server checks every call) what the user may not use, saying why.
 */

/** Signed out (or not yet known): nothing may be written. */
const NOBODY: Permissions = { role: 'viewer', allFaculties: false, facultyIds: [] };

/** A refusal in the interface language (shown as a disabled button's hint); null: allowed. */
export type Refusal = string | null;

/** The signed-in user's permissions, and why a call or a faculty's row is refused, translated. */
export function usePermissions() {
  const { t } = useTranslation();
  const session = useSession();
  const user: Permissions = session.status === 'authenticated' ? session.user : NOBODY;
  const ministryKeeps = useClassifiersKeptByMinistry();
  const say = (key: RefusalKey | null): Refusal => (key === null ? null : t(key));
  type Call = Pick<CallDefinition, 'access' | 'path'>;
  const refusalKey = (call: Call) => callRefusalOf(user, call, ministryKeeps);
  const refusal = (call: Call) => say(refusalKey(call));
  return {
    user,
    /** The signed-in user's id (0 signed out), e.g. to keep one from disabling one's own account. */
    userId: session.status === 'authenticated' ? session.user.idAvnUser : 0,
    isAdministrator: user.role === 'administrator',
    /** Whether the user may make this call at all (a `faculty` call is then checked row by row). */
    can: (call: Call) => refusalKey(call) === null,
    /** Whether the user may write the rows of this faculty. */
    canFaculty: (facultyId: number) => mayWriteFaculty(user, facultyId),
    /** Why the call is refused, or null. */
    refusal,
    /** Whether the call is refused because the ministry keeps what it writes (decision 0072). */
    keptByMinistry: (call: Call) => refusalKey(call) === 'access.keptByMinistry',
    /**
     * Why a table's add, edit and delete are refused: its ins-upd call both adds and edits (SPEC §7), its
     * del call (where the table deletes) deletes.
     */
    tableRefusals: (save: Call, remove?: Call) => ({
      add: refusal(save),
      edit: refusal(save),
      ...(remove && { remove: refusal(remove) }),
    }),
    /** Why the call is refused on a record of this kind (a restore), or null. */
    recordRefusal: (call: Call, kind: RecordKind) => say(recordRefusalOf(user, call, kind, ministryKeeps)),
    /** Why the call is refused on a row of this faculty, or null. */
    facultyRefusal: (call: Call, facultyId: number) =>
      say(refusalKey(call) ?? facultyRefusalOf(user, call.access, facultyId)),
  };
}
