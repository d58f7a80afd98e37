import { type CheckCount, type CheckKind, checkKinds } from '../../../contract/checks';

/**
 * The check the screen shows below its summary: the address's (a link from elsewhere, the user's last
 * choice), else the first with violations, else the first.
 */
export function chosenCheck(param: string | null, counts: readonly CheckCount[]): CheckKind {
  const asked = checkKinds.find((check) => check === param);
  if (asked) return asked;
  return (counts.find(({ count }) => count > 0) ?? counts[0])?.check ?? checkKinds[0];
}
