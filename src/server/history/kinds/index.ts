import type { RecordKind } from '../../../contract/history';
import type { Catalogue, KindDescription } from '../kind';
import * as areas from './areas';
import { integrationClient } from './integration';
import * as reference from './reference';
import * as structure from './structure';

/** Every kind of record whose history is told, by its name in the contract. */
export const catalogue: Catalogue = {
  direction: reference.direction,
  specialityName: reference.specialityName,
  department: reference.department,
  qualification: reference.qualification,
  level: reference.level,
  studyForm: reference.studyForm,
  university: reference.university,
  faculty: reference.facultyKind,
  speciality: structure.speciality,
  licence: structure.licence,
  nameGroup: structure.nameGroup,
  binding: structure.binding,
  group: structure.group,
  admissionPlan: structure.admissionPlan,
  headcount: structure.headcount,
  gradingRule: areas.gradingRule,
  gradingRange: areas.gradingRange,
  gradingDetail: areas.gradingDetail,
  estimationField: areas.estimationField,
  displayRule: areas.displayRule,
  position: areas.position,
  building: areas.building,
  office: areas.office,
  classroom: areas.classroom,
  specifics: areas.specifics,
  commissionMember: areas.commissionMember,
  specialityCommissionMember: areas.specialityCommissionMember,
  user: areas.user,
  integrationClient,
};

const kindsByTable = new Map(
  (Object.entries(catalogue) as [RecordKind, KindDescription][]).map(([kind, description]) => [
    description.table,
    kind,
  ]),
);

/** The kind whose rows a table holds; undefined for a table no screen shows. */
export const kindOfTable = (table: string): RecordKind | undefined => kindsByTable.get(table);

/** The tables of every kind, for the audit screen. */
export const cataloguedTables = [...kindsByTable.keys()];
