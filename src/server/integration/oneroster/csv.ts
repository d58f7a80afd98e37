import { type CsvTableName, csvTables } from '../../../contract/oneroster';
import type { AcademicSession, Class, Course, Org } from './records';

// The CSV binding's lines (decision 0079): RFC 4180, fields quoted when they hold a comma, a quote or a line
// break (a quote doubled), lines ended by CRLF, UTF-8 without a byte-order mark. A file of the bulk mode
// leaves status and dateLastModified empty, as the binding asks of a whole set.

const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One CSV line of these fields. */
export const csvLine = (fields: readonly string[]) => `${fields.map(field).join(',')}\r\n`;

/** A table's header line: its columns in the binding's order. */
export const headerLine = (table: CsvTableName) => csvLine(csvTables[table].columns);

type Values = Partial<Record<string, string | undefined>>;

/** A row of a table: its columns in order, those not given empty. */
const rowLine = (table: CsvTableName, values: Values) =>
  csvLine(csvTables[table].columns.map((column) => values[column] ?? ''));

/** The bulk CSV lines of each kind of object. */
export const csvLines = {
  orgs: (org: Org) =>
    rowLine('orgs', {
      sourcedId: org.sourcedId,
      name: org.name,
      type: org.type,
      identifier: org.identifier,
      parentSourcedId: org.parent?.sourcedId,
    }),
  academicSessions: (session: AcademicSession) =>
    rowLine('academicSessions', {
      sourcedId: session.sourcedId,
      title: session.title,
      type: session.type,
      startDate: session.startDate,
      endDate: session.endDate,
      parentSourcedId: session.parent?.sourcedId,
      schoolYear: session.schoolYear,
    }),
  courses: (course: Course) =>
    rowLine('courses', {
      sourcedId: course.sourcedId,
      title: course.title,
      courseCode: course.courseCode,
      orgSourcedId: course.org.sourcedId,
    }),
  classes: (group: Class) =>
    rowLine('classes', {
      sourcedId: group.sourcedId,
      title: group.title,
      courseSourcedId: group.course.sourcedId,
      classCode: group.classCode,
      classType: group.classType,
      schoolSourcedId: group.school.sourcedId,
      // A list is one field, its items joined by commas (so quoted).
      termSourcedIds: group.terms.map((term) => term.sourcedId).join(','),
    }),
} satisfies Record<CsvTableName, (record: never) => string>;
