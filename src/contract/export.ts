import { z } from 'zod';
import { defineCall } from './call';
import { classrooms } from './classrooms';
import { facultyMembers, pastFacultyMembers, specialityMembers } from './commission';
import { id, text } from './fields';
import * as grading from './grading';
import { auditFilter } from './history';
import { NAME_MAX_LENGTH } from './limits';
import { turnoverReportOf } from './new-year';
import { overviewFiguresCall } from './overview';
import * as plannedStudents from './planned-students';
import { positions } from './positions';
import * as specialityPlan from './speciality-plan';
import * as structure from './structure';
import { universityFilter, universityGroupsFilter } from './structure-import';

// Export of the product's tables (decision 0047): what a screen shows, as an Excel workbook or a CSV file,
// written by the server from the same reads as the screen, streamed so that a long table holds memory flat.

export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The longest search a screen's box sends (the address keeps as much, list-state.ts). */
const EXPORT_SEARCH_MAX_LENGTH = NAME_MAX_LENGTH;
/** The most columns a table has; a request naming more is refused. */
const EXPORT_COLUMNS_MAX = 40;
/** The most rows one export writes: past it the filter must be narrowed (a sentence says so). */
export const EXPORT_ROWS_MAX = 200_000;

/** What every export request says besides its table: the format, the screen's search and its columns. */
const common = {
  format: z.enum(exportFormats),
  /** The screen's search box: the rows whose searched texts contain it, as the screen filters them. */
  search: text(EXPORT_SEARCH_MAX_LENGTH).optional(),
  /** The keys of the columns the screen shows, in its order; all of the table's columns when absent. */
  columns: z.array(z.string().max(40)).min(1).max(EXPORT_COLUMNS_MAX).optional(),
  /** The titles alone, as an import takes them: a template to fill in. */
  template: z.boolean().optional(),
  /**
   * Only the rows lacking a Kyrgyz or English name, as the list's "Missing translation" filter shows them;
   * a table whose rows have no translated names ignores it.
   */
  untranslated: z.boolean().optional(),
};

/** A table without a filter beyond the search (a reference list, the users). */
const plainTable = <Name extends string>(name: Name) => z.object({ table: z.literal(name), ...common });
/** A table whose rows are chosen by a filter (a building's classrooms, the audit log's filter). */
const filteredTable = <Name extends string, Filter extends z.ZodType>(name: Name, filter: Filter) =>
  z.object({ table: z.literal(name), filter, ...common });

// The tables' names are wire values of the API's payload (`table`), kept as clients send them although the
// code names the concepts otherwise (docs/glossary.md): 'kafedra' is the departments, 'qual' the
// qualifications, 'positionTeaching'
// the teaching positions, 'audience' the classrooms, 'stateMember' and 'specMember' the commission and
// the speciality's commission.
const exportRequest = z.discriminatedUnion('table', [
  plainTable('direction'),
  plainTable('speciality'),
  plainTable('kafedra'),
  plainTable('qual'),
  plainTable('level'),
  plainTable('users'),
  filteredTable('audit', auditFilter.omit({ page: true })),
  // The classrooms, teaching positions and commission screens: each filtered by its list call's payload.
  filteredTable('audience', classrooms.body),
  plainTable('audienceSpecifics'),
  plainTable('audienceBuildings'),
  plainTable('audienceOffices'),
  filteredTable('positionTeaching', positions.body),
  filteredTable('stateMember', facultyMembers.body),
  filteredTable('stateMemberHistory', pastFacultyMembers.body),
  filteredTable('specMember', specialityMembers.body),
  // The educational screen (decisions 0014 and 0015): a speciality's groups under the course filter (next year's
  // intake and the graduated are chosen among every course's), the faculty's name-groups, its groups of
  // a year for next year's (one speciality's when chosen), the planned students, the licences and the
  // grading modal's specialities, point ranges and grade-sheet fields.
  filteredTable(
    'specialityGroups',
    structure.specialityGroups.body.extend({ stage: z.enum(['intake', 'graduated']).optional() }),
  ),
  filteredTable('nameGroups', structure.facultyNameGroups.body),
  filteredTable(
    'nextYearGroups',
    plannedStudents.facultyYearGroups.body.extend({ idSpeciality: id().optional() }),
  ),
  filteredTable('headcounts', plannedStudents.headcounts.body),
  plainTable('licences'),
  filteredTable('gradingSpecialities', specialityPlan.gradingSpecialities.body),
  filteredTable('variantRanges', specialityPlan.variantRanges.body),
  filteredTable('variantFields', specialityPlan.variantEstimation.body),
  // A faculty's admission plans of a year (the faculty level of the educational screen).
  filteredTable('admissionPlans', specialityPlan.facultyAdmissionPlans),
  // The grading-rule screen (decision 0019): a variant's ranges, a range's details, its grade-sheet fields
  // (the configurator) and its display rules.
  filteredTable('gradingRanges', grading.gradingRanges.body),
  filteredTable('rangeDetails', grading.rangeDetails.body),
  filteredTable('gradingConfiguration', grading.gradingConfiguration.body),
  filteredTable('displayRules', grading.displayRules.body),
  // Decision 0048: an applied turnover's report (the new academic year).
  filteredTable('newYearReport', turnoverReportOf.body),
  // The overview's figures of an academic year, one table per chart; the open checks are
  // today's, of no year.
  filteredTable('overviewAdmission', overviewFiguresCall.body),
  filteredTable('overviewTrend', overviewFiguresCall.body),
  filteredTable('overviewGroups', overviewFiguresCall.body),
  filteredTable('overviewBuildings', overviewFiguresCall.body),
  plainTable('overviewChecks'),
  // Decision 0061: the university's own structure, as its import takes it.
  filteredTable('faculties', universityFilter),
  filteredTable('facultySpecialities', universityFilter),
  filteredTable('groups', universityGroupsFilter),
]);
export type ExportRequest = z.infer<typeof exportRequest>;
export type ExportTableName = ExportRequest['table'];

/**
 * The answer is the file itself (Content-Disposition names it after the screen, its filter and the day);
 * a refusal is the usual envelope. The table's own list rule applies (the users: administrators).
 */
export const exportTable = defineCall({
  method: 'POST',
  path: 'export/table',
  body: exportRequest,
  data: z.never(),
  requiresSession: true,
  access: 'read',
  file: true,
  summary:
    'A table as the screen shows it (its filter, search and columns, every page) as an Excel workbook or a UTF-8 CSV file; 400 when the filter finds more rows than an export holds',
});
