import { currentAcademicYear } from '../../contract/academic-year';
import { importCalls } from './import-calls';
import type { SignedInApp } from './signed-in-app';

/** The demo university, the filter of its faculties' and taught specialities' imports. */
export const UNIVERSITY = { idVuz: 1 };
/** This year's first half-year of the demo university, the filter of its groups' import. */
export const GROUPS = { idVuz: 1, idYear: currentAcademicYear(), idWs: 1 };

/** The structure import's three steps of a university (decision 0061), and SQL on the app's database. */
export const structureImportCalls = (app: SignedInApp) => ({
  faculties: () => importCalls(app.api, 'faculties', UNIVERSITY),
  specialities: () => importCalls(app.api, 'facultySpecialities', UNIVERSITY),
  groups: () => importCalls(app.api, 'groups', GROUPS),
  query: <Row>(sql: string, params: unknown[] = []) => app.t.database.query<Row>(sql, params),
});
