import { isMinistryRole, type Role } from '../../contract/access';
import type { ViewedUniversity } from './viewed-university';

/** Whether the user reads a university's lists now: a university's account always, a ministry's in one opened. */
export const readsUniversity = (role: Role, opened: ViewedUniversity | null): boolean =>
  !isMinistryRole(role) || opened !== null;
