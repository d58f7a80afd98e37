import { queryOptions } from '@tanstack/react-query';
import type { CallBody } from '../../../contract/call';
import {
  allDirection,
  allFeduc,
  allSpecial,
  feducProg,
  feducVid,
  nameLevel,
} from '../../../contract/catalog';
import type { SmsRow } from '../../../contract/envelope';
import { gradingVariants } from '../../../contract/grading';
import { facultyYearGroups } from '../../../contract/group-plan';
import {
  admissionPlan,
  gradingSpecialities,
  licences,
  specialityParameters,
  variantEstimation,
  variantRanges,
} from '../../../contract/speciality-plan';
import {
  academicYears,
  bindingGroups,
  faculties,
  facultyDirections,
  facultyNameGroups,
  facultySpecialities,
  facultyStudyForms,
  groupYears,
  ministries,
  specialityCourses,
  specialityGroups,
  specialityNameGroups,
  subGroups,
  trimesterSetting,
  universities,
} from '../../../contract/structure';
import { type AreaWriteOptions, areaQueries, useAreaWrite } from '../../api/area-queries';
import { callApi } from '../../api/client';

/** Every list of this screen sits under one key: a write reloads them all (they are small). */
const area = areaQueries('structure');
export const structureKeys = { all: area.all };
const key = area.key;

export const ministriesQuery = () =>
  queryOptions({ queryKey: key('ministries'), queryFn: () => callApi(ministries) });
export const universitiesQuery = (idMinisterstvo: number) =>
  queryOptions({
    queryKey: key('vuz', idMinisterstvo),
    queryFn: () => callApi(universities, { idMinisterstvo }),
  });
export const facultiesQuery = (idVuz: number) =>
  queryOptions({ queryKey: key('faculty', idVuz), queryFn: () => callApi(faculties, { idVuz }) });
export const directionsQuery = (idFaculty: number) =>
  queryOptions({
    queryKey: key('direction', idFaculty),
    queryFn: () => callApi(facultyDirections, { idFaculty }),
  });
export const studyFormsQuery = (idFaculty: number, idDirection: number) =>
  queryOptions({
    queryKey: key('feduc', idFaculty, idDirection),
    queryFn: () => callApi(facultyStudyForms, { idFaculty, idDirection }),
  });
export const specialitiesQuery = (idFaculty: number, idDirection: number, idFeduc: number) =>
  queryOptions({
    queryKey: key('speciality', idFaculty, idDirection, idFeduc),
    queryFn: () => callApi(facultySpecialities, { idFaculty, idDirection, idFeduc }),
  });

export const coursesQuery = (idSpeciality: number) =>
  queryOptions({
    queryKey: key('rate', idSpeciality),
    queryFn: () => callApi(specialityCourses, { idSpeciality }),
  });
export const groupsQuery = (idSpeciality: number, idRate: number) =>
  queryOptions({
    queryKey: key('groupAll', idSpeciality, idRate),
    queryFn: () => callApi(specialityGroups, { idSpeciality, idRate }),
  });
export const nameGroupsQuery = (idFaculty: number, idSpecial: number, idFEduc: number) =>
  queryOptions({
    queryKey: key('group', idFaculty, idSpecial, idFEduc),
    queryFn: () => callApi(specialityNameGroups, { idFaculty, idSpecial, idFEduc }),
  });
export const facultyNameGroupsQuery = (idFaculty: number) =>
  queryOptions({
    queryKey: key('allNGr', idFaculty),
    queryFn: () => callApi(facultyNameGroups, { idFaculty }),
  });
export const subGroupsQuery = (idSpeciality: number, idNGr: number) =>
  queryOptions({
    queryKey: key('subgroup', idSpeciality, idNGr),
    queryFn: () => callApi(subGroups, { idSpeciality, idNGr }),
  });
export const yearsQuery = () => queryOptions({ queryKey: key('years'), queryFn: () => callApi(groupYears) });
export const bindingGroupsQuery = (idComGspe: number) =>
  queryOptions({ queryKey: key('groupY', idComGspe), queryFn: () => callApi(bindingGroups, { idComGspe }) });
export const trimesterQuery = () =>
  queryOptions({ queryKey: key('check-all'), queryFn: () => callApi(trimesterSetting) });
/** The academic years (two-digit id, label) of the plan, headcount and next-year modals. */
export const academicYearsQuery = () =>
  queryOptions({ queryKey: key('year'), queryFn: () => callApi(academicYears) });
/** The licences a speciality may name (its parameters, the licence picker). */
export const licencesQuery = () =>
  queryOptions({ queryKey: key('licence'), queryFn: () => callApi(licences) });

export { currentYear } from '../../api/academic-year';

// A speciality's parameters, admission plan and grading variant; the faculty's groups of a year (issue 12).
/** A read of this screen as a query, keyed by its path and payload. */
export const readOf = area.read;
export const parametersQuery = (body: CallBody<typeof specialityParameters>) =>
  readOf(specialityParameters, body);
export const admissionPlanQuery = (idSpeciality: number, aYear: number) =>
  readOf(admissionPlan, { idSpeciality, aYear });
export const gradingSpecialitiesQuery = (body: CallBody<typeof gradingSpecialities>) =>
  readOf(gradingSpecialities, body);
export const gradingVariantsQuery = () =>
  queryOptions({ queryKey: key('ebe-var'), queryFn: () => callApi(gradingVariants) });
export const variantRangesQuery = (idEbeVar: number) => readOf(variantRanges, { idEbeVar });
export const variantEstimationQuery = (idEbeVar: number) => readOf(variantEstimation, { idEbeVar });
export const facultyYearGroupsQuery = (idFaculty: number, idYear: number) =>
  readOf(facultyYearGroups, { idFaculty, idYear });

// The shared catalogs the speciality, direction and study form modals edit.
export const catalogQueries = {
  directions: () => queryOptions({ queryKey: key('allDirection'), queryFn: () => callApi(allDirection) }),
  studyForms: () => queryOptions({ queryKey: key('allFeduc'), queryFn: () => callApi(allFeduc) }),
  specials: () => queryOptions({ queryKey: key('allSpecial'), queryFn: () => callApi(allSpecial) }),
  kinds: () => queryOptions({ queryKey: key('feduc-vid'), queryFn: () => callApi(feducVid) }),
  programmes: () => queryOptions({ queryKey: key('feduc-prog'), queryFn: () => callApi(feducProg) }),
  levels: () => queryOptions({ queryKey: key('nameLevel'), queryFn: () => callApi(nameLevel) }),
};

export { smsOf } from '../../api/area-queries';

/** A write of this screen: its result code toasted, then every list of the screen reloads. */
export const useStructureWrite = <Payload>(
  write: (payload: Payload) => Promise<SmsRow[]>,
  options: AreaWriteOptions = {},
) => useAreaWrite(structureKeys.all, write, options);
