import { type SkipToken, skipToken } from '@tanstack/react-query';
import type { CallBody } from '../../../contract/call';
import { facultyCourses, facultyYearGroups, headcounts } from '../../../contract/planned-students';
import {
  admissionPlan,
  gradingSpecialities,
  licences,
  specialityParameters,
  variantEstimation,
  variantRanges,
} from '../../../contract/speciality-plan';
import {
  bindingGroups,
  faculties,
  facultyNameGroups,
  groupYears,
  halfYears,
  ministries,
  specialityCourses,
  specialityGroups,
  specialityNameGroups,
  subGroups,
  trimesterSetting,
  universities,
} from '../../../contract/structure';
import { catalog } from '../../api/catalog';
import { read, ready } from '../../api/queries';

/*
 * The educational screen's reads (api/queries.ts: keyed by call and body; null ids wait with skipToken),
 * the shared catalogs it shows (api/catalog.ts), and its writes.
 */

export const ministriesQuery = () => read(ministries);
export const universitiesQuery = (idMinisterstvo: number | null) =>
  read(
    universities,
    ready(idMinisterstvo, (id) => ({ idMinisterstvo: id })),
  );
export const facultiesQuery = (idVuz: number | null) =>
  read(
    faculties,
    ready(idVuz, (id) => ({ idVuz: id })),
  );
export { directionsQuery, specialitiesQuery, studyFormsQuery } from '../../api/structure';

export const coursesQuery = (idSpeciality: number | null) =>
  read(
    specialityCourses,
    ready(idSpeciality, (id) => ({ idSpeciality: id })),
  );
export const groupsQuery = (idSpeciality: number | null, idRate: number) =>
  read(
    specialityGroups,
    ready(idSpeciality, (id) => ({ idSpeciality: id, idRate })),
  );
export const nameGroupsQuery = (idFaculty: number, idSpecial: number, idFEduc: number) =>
  read(specialityNameGroups, { idFaculty, idSpecial, idFEduc });
export const facultyNameGroupsQuery = (idFaculty: number | null) =>
  read(
    facultyNameGroups,
    ready(idFaculty, (id) => ({ idFaculty: id })),
  );
export const subGroupsQuery = (idSpeciality: number, idNGr: number | null) =>
  read(
    subGroups,
    ready(idNGr, (id) => ({ idSpeciality, idNGr: id })),
  );
export const yearsQuery = () => read(groupYears);
export const bindingGroupsQuery = (idComGspe: number | null) =>
  read(
    bindingGroups,
    ready(idComGspe, (id) => ({ idComGspe: id })),
  );
export const trimesterQuery = () => read(trimesterSetting);
/** The academic years (two-digit id, label) of the plan, headcount and next-year modals. */
export const academicYearsQuery = catalog.academicYears;
/** The licences a speciality may name (its parameters, the licence picker). */
export const licencesQuery = () => read(licences);

export { currentYear } from '../../api/academic-year';

// A speciality's parameters, admission plan and grading variant; the faculty's groups of a year (decision 0015).
export const parametersQuery = (body: CallBody<typeof specialityParameters>) =>
  read(specialityParameters, body);
export const admissionPlanQuery = (idSpeciality: number, aYear: number) =>
  read(admissionPlan, { idSpeciality, aYear });
export const gradingSpecialitiesQuery = (body: CallBody<typeof gradingSpecialities> | SkipToken) =>
  read(gradingSpecialities, body);
export const gradingVariantsQuery = catalog.gradingVariants;
export const variantRangesQuery = (idEbeVar: number) => read(variantRanges, { idEbeVar });
export const variantEstimationQuery = (idEbeVar: number) => read(variantEstimation, { idEbeVar });
export const facultyYearGroupsQuery = (idFaculty: number | null, idYear: number) =>
  read(
    facultyYearGroups,
    ready(idFaculty, (id) => ({ idFaculty: id, idYear })),
  );
// The half-year headcounts (decision 0015).
export const halfYearsQuery = () => read(halfYears);
export const facultyCoursesQuery = (idYear: number | null, idWs: number | null, idFaculty: number | null) =>
  read(
    facultyCourses,
    idYear !== null && idWs !== null && idFaculty !== null ? { idYear, idWs, idFaculty } : skipToken,
  );
export const headcountsQuery = (idYear: number, idWs: number, idRate: number, idFaculty: number) =>
  read(headcounts, { idYear, idWs, idRate, idFaculty });
