import type { ExportTableName } from '../../../contract/export';
import type { ExportTable, FilterOf } from '../layout';
import { admissionPlansTable } from './admission-plans';
import { auditTable } from './audit';
import { buildingsTable, classroomSpecificsTable, classroomsTable, officesTable } from './classrooms';
import { commissionHistoryTable, commissionTable, specialityCommissionTable } from './commission';
import { headcountsTable, nameGroupsTable, nextYearGroupsTable, specialityGroupsTable } from './educational';
import {
  gradingSpecialitiesTable,
  licencesTable,
  variantFieldsTable,
  variantRangesTable,
} from './educational-plan';
import {
  displayRulesTable,
  gradingConfigurationTable,
  gradingRangesTable,
  rangeDetailsTable,
} from './grading';
import { newYearReportTable } from './new-year';
import {
  overviewAdmissionTable,
  overviewBuildingsTable,
  overviewChecksTable,
  overviewGroupsTable,
  overviewTrendTable,
} from './overview';
import { positionsTable } from './positions';
import {
  departmentTable,
  directionTable,
  levelTable,
  qualificationTable,
  specialityTable,
} from './reference';
import { facultiesTable, facultySpecialitiesTable, groupsTable } from './structure';
import { usersTable } from './users';

/** Every table the product exports, by the name the export request gives (contract/export.ts). */
export const exportTables: {
  // biome-ignore lint/suspicious/noExplicitAny: each table has rows of its own
  [Name in ExportTableName]: ExportTable<Name, any, FilterOf<Name>>;
} = {
  direction: directionTable,
  speciality: specialityTable,
  kafedra: departmentTable,
  qual: qualificationTable,
  level: levelTable,
  users: usersTable,
  audit: auditTable,
  audience: classroomsTable,
  audienceSpecifics: classroomSpecificsTable,
  audienceBuildings: buildingsTable,
  audienceOffices: officesTable,
  positionTeaching: positionsTable,
  stateMember: commissionTable,
  stateMemberHistory: commissionHistoryTable,
  specMember: specialityCommissionTable,
  specialityGroups: specialityGroupsTable,
  nameGroups: nameGroupsTable,
  nextYearGroups: nextYearGroupsTable,
  headcounts: headcountsTable,
  licences: licencesTable,
  gradingSpecialities: gradingSpecialitiesTable,
  variantRanges: variantRangesTable,
  variantFields: variantFieldsTable,
  admissionPlans: admissionPlansTable,
  gradingRanges: gradingRangesTable,
  rangeDetails: rangeDetailsTable,
  gradingConfiguration: gradingConfigurationTable,
  displayRules: displayRulesTable,
  newYearReport: newYearReportTable,
  overviewAdmission: overviewAdmissionTable,
  overviewTrend: overviewTrendTable,
  overviewGroups: overviewGroupsTable,
  overviewBuildings: overviewBuildingsTable,
  overviewChecks: overviewChecksTable,
  faculties: facultiesTable,
  facultySpecialities: facultySpecialitiesTable,
  groups: groupsTable,
};
