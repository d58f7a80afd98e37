import { skipToken } from '@tanstack/react-query';
import { facultyCourses, facultyYearGroups, headcounts } from '../../contract/group-plan';
import {
  admissionPlan,
  gradingSpecialities,
  licences,
  specialityParameters,
  variantEstimation,
  variantRanges,
} from '../../contract/speciality-plan';
import {
  bindingGroups,
  faculties,
  facultyDirections,
  facultyNameGroups,
  facultySpecialities,
  facultyStudyForms,
  groupYears,
  halfYears,
  ministries,
  specialityCourses,
  specialityGroups,
  specialityNameGroups,
  subGroups,
  trimesterSetting,
  universities,
} from '../../contract/structure';
import { allCatalogReads } from './catalog';
import { type Reads, read, ready } from './queries';

/*
 * The educational structure as more than one screen reads it: the cascade's lists below a faculty (the
 * educational screen, the new academic year's choice of specialities), and what a change of the structure
 * makes stale.
 */

export const directionsQuery = (idFaculty: number | null) =>
  read(
    facultyDirections,
    ready(idFaculty, (id) => ({ idFaculty: id })),
  );
export const studyFormsQuery = (idFaculty: number | null, idDirection: number | null) =>
  read(
    facultyStudyForms,
    idFaculty !== null && idDirection !== null ? { idFaculty, idDirection } : skipToken,
  );
export const specialitiesQuery = (
  idFaculty: number | null,
  idDirection: number | null,
  idFeduc: number | null,
) =>
  read(
    facultySpecialities,
    idFaculty !== null && idDirection !== null && idFeduc !== null
      ? { idFaculty, idDirection, idFeduc }
      : skipToken,
  );

/**
 * What a change of the structure makes stale (the educational screen's writes, a new academic year):
 * every read of the educational screen (they are small, and the server answers
 * them from memory), the catalogs it edits (a faculty, a direction, a study form, a speciality name),
 * as every other screen shows them, and the data checks (plans, licences, headcounts).
 */
export const structureChanges: Reads = [
  ...[ministries, universities, faculties, facultyDirections, facultyStudyForms, facultySpecialities],
  ...[specialityCourses, specialityGroups, specialityNameGroups, facultyNameGroups, subGroups],
  ...[groupYears, bindingGroups, trimesterSetting, licences, halfYears, facultyCourses, headcounts],
  ...[specialityParameters, admissionPlan, gradingSpecialities, variantRanges, variantEstimation],
  facultyYearGroups,
  ...allCatalogReads,
];
