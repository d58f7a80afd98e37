import { groupPage, specialityPage } from '../resource-queries/specialities';
import { names, namesOrNull, pagedResource } from './page';

// The specialities and groups (structure:read).

/** The postgraduate kind a speciality's `phd` stores (5 doctorate, 1 other, 0 none). */
const postgraduate = (phd: number) => (phd === 5 ? 'doctorate' : phd === 1 ? 'other' : null);

export const specialities = pagedResource(specialityPage, (row) => ({
  id: row.id,
  facultyId: row.facultyId,
  departmentId: row.departmentId,
  directionId: row.directionId,
  code: row.code,
  nameCode: row.nameCode,
  name: names(row, 'name'),
  studyForm: {
    id: row.studyFormId,
    shortName: row.studyFormShortName,
    name: names(row, 'studyForm'),
    kind: names(row, 'studyFormKind'),
    programme: names(row, 'programme'),
    cycle: row.cycle,
    courses: row.courses,
  },
  level: row.levelId === null ? null : { id: row.levelId, name: namesOrNull(row, 'level') },
  qualification:
    row.qualificationId === null
      ? null
      : { id: row.qualificationId, name: namesOrNull(row, 'qualification') },
  licence:
    row.licenceId === null
      ? null
      : {
          id: row.licenceId,
          resolution: row.licenceResolution,
          validFrom: row.licenceFrom,
          validUntil: row.licenceUntil,
          supplement: row.licenceSupplement,
        },
  termYears: row.termYears,
  apprenticeship: row.apprenticeship,
  standard: row.standard,
  trimester: row.trimester,
  postgraduate: postgraduate(row.phd),
  updatedAt: row.updatedAt,
}));

export const groups = pagedResource(groupPage, (row) => ({
  id: row.id,
  name: row.name,
  facultyId: row.facultyId,
  specialityId: row.specialityId,
  admissionYearId: row.admissionYearId,
  subgroup: row.subgroup,
  individualName: row.individualName,
  winterReception: row.winterReception,
  updatedAt: row.updatedAt,
}));
