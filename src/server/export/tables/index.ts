import type { ExportTableName } from '../../../contract/export';
import type { ExportTable, FilterOf } from '../layout';
import { admissionPlansTable } from './admission-plans';
import {
  audienceBuildingsTable,
  audienceOfficesTable,
  audienceSpecificsTable,
  audienceTable,
} from './audience';
import { auditTable } from './audit';
import { specMemberTable, stateMemberHistoryTable, stateMemberTable } from './commission';
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
import { positionTeachingTable } from './positions';
import { directionTable, kafedraTable, levelTable, qualificationTable, specialityTable } from './reference';
import { facultiesTable, facultySpecialitiesTable, groupsTable } from './structure';
import { usersTable } from './users';

/** Every table the product exports, by the name the export request gives (contract/export.ts). */
export const exportTables: {
  // biome-ignore lint/suspicious/noExplicitAny: each table has rows of its own
  [Name in ExportTableName]: ExportTable<Name, any, FilterOf<Name>>;
} = {
  direction: directionTable,
  speciality: specialityTable,
  kafedra: kafedraTable,
  qual: qualificationTable,
  level: levelTable,
  users: usersTable,
  audit: auditTable,
  audience: audienceTable,
  audienceSpecifics: audienceSpecificsTable,
  audienceBuildings: audienceBuildingsTable,
  audienceOffices: audienceOfficesTable,
  positionTeaching: positionTeachingTable,
  stateMember: stateMemberTable,
  stateMemberHistory: stateMemberHistoryTable,
  specMember: specMemberTable,
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
