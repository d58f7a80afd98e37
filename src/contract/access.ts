/**
 * Who may do what (decision 0013): three roles, a faculty scope for editors, and the rule each
 * call declares. The same functions decide on the server (the guard) and in the web app (which only hides
 * or disables what the user may not use).
 */

/** The roles of a university's account: the users screen gives these. */
export const universityRoles = ['administrator', 'editor', 'viewer'] as const;
/**
 * The roles of a ministry's account (decision 0069): it belongs to no university; the administrator adds
 * universities and their first administrators, the analyst reads. Both read a university's structure
 * only when they open it from the ministry's console, and never write it.
 */
const ministryRoles = ['ministry_administrator', 'ministry_analyst'] as const;
export const roles = [...universityRoles, ...ministryRoles] as const;
export type Role = (typeof roles)[number];
export type MinistryRole = (typeof ministryRoles)[number];

export const isMinistryRole = (role: Role): role is MinistryRole =>
  (ministryRoles as readonly Role[]).includes(role);

/**
 * The rule of a call:
 * - `read`: any signed-in user (every list);
 * - `own`: any signed-in user, on their own account only (change their password, sign out);
 * - `reference`: shared reference lists (directions, qualifications, study forms …): administrators and
 *   editors of all faculties;
 * - `faculty`: rows that belong to a faculty (a faculty, its departments, groups …): administrators, and
 *   editors whose scope holds that faculty (the server checks each row the call touches);
 * - `administrator`: users and everything else reserved to administrators;
 * - `ministry`: the ministry's console (both ministry roles);
 * - `ministryAdministrator`: adding a university (the ministry's administrator).
 */
const accessRules = [
  'read',
  'own',
  'reference',
  'faculty',
  'administrator',
  'ministry',
  'ministryAdministrator',
] as const;
export type Access = (typeof accessRules)[number];

/** What the rules look at: the signed-in user's role and faculty scope. */
export interface Permissions {
  role: Role;
  /** An editor of every faculty (administrators have it implicitly). */
  allFaculties: boolean;
  /** The faculties of an editor's scope when not all. */
  facultyIds: readonly number[];
}

/**
 * Whether the user may make a call of this rule at all. A `faculty` call is then checked row by row
 * (mayWriteFaculty); a call without a rule is reserved to administrators (fail closed). A call that keeps
 * the national classifiers alone (national.ts keptByMinistry) is the ministry's administrator's too
 * (decision 0072); whether a university's account still may once the installation holds several
 * universities, PostgreSQL decides (migration 0029).
 */
export function mayCall(user: Permissions, access: Access | undefined, keptByMinistry = false): boolean {
  if (keptByMinistry && user.role === 'ministry_administrator') return true;
  switch (access) {
    case 'read':
    case 'own':
      return true;
    case 'ministry':
      return isMinistryRole(user.role);
    case 'ministryAdministrator':
      return user.role === 'ministry_administrator';
    case 'reference':
      return user.role === 'administrator' || (user.role === 'editor' && user.allFaculties);
    case 'faculty':
      return user.role === 'administrator' || user.role === 'editor';
    default:
      return user.role === 'administrator';
  }
}

/** Whether the user may write the rows of this faculty. */
export function mayWriteFaculty(user: Permissions, facultyId: number): boolean {
  if (user.role === 'administrator') return true;
  if (user.role !== 'editor') return false;
  return user.allFaculties || user.facultyIds.includes(facultyId);
}
