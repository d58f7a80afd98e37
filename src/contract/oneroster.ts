import { z } from 'zod';

// 1EdTech OneRoster 1.2 Rostering (decision 0079): the parts of the specification this application answers,
// as the specification lists them: the CSV binding's files with their columns in order and the columns a
// row must fill, the enumerations, the manifest's properties; and the REST binding's query parameters.
// The tests check every file and object against these lists.

export const ONEROSTER_VERSION = '1.2';
export const MANIFEST_VERSION = '1.0';

/** StatusType (1.2 dropped 1.1's `inactive`). */
export const statusTypes = ['active', 'tobedeleted'] as const;
/** OrgType: the explicit hierarchy national > state > local > district > school > department. */
export const orgTypes = ['department', 'school', 'district', 'local', 'state', 'national'] as const;
/** SessionType. */
export const sessionTypes = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
/** ClassType. */
export const classTypes = ['homeroom', 'scheduled'] as const;
/** A manifest's `file.*` value: the file is absent, or a whole set (bulk), or changes (delta). */
export const processingModes = ['absent', 'bulk', 'delta'] as const;

/** One CSV file: its columns in the binding's order, and those every row fills (in bulk mode). */
interface CsvTable {
  columns: readonly string[];
  required: readonly string[];
}

/** The CSV binding's tables this application writes (status and dateLastModified: delta mode's alone). */
export const csvTables = {
  orgs: {
    columns: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
    required: ['sourcedId', 'name', 'type'],
  },
  academicSessions: {
    columns: [
      'sourcedId',
      'status',
      'dateLastModified',
      'title',
      'type',
      'startDate',
      'endDate',
      'parentSourcedId',
      'schoolYear',
    ],
    required: ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
  },
  courses: {
    columns: [
      'sourcedId',
      'status',
      'dateLastModified',
      'schoolYearSourcedId',
      'title',
      'courseCode',
      'grades',
      'orgSourcedId',
      'subjects',
      'subjectCodes',
    ],
    required: ['sourcedId', 'title', 'orgSourcedId'],
  },
  classes: {
    columns: [
      'sourcedId',
      'status',
      'dateLastModified',
      'title',
      'grades',
      'courseSourcedId',
      'classCode',
      'classType',
      'location',
      'schoolSourcedId',
      'termSourcedIds',
      'subjects',
      'subjectCodes',
      'periods',
    ],
    required: ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  },
} as const satisfies Record<string, CsvTable>;
export type CsvTableName = keyof typeof csvTables;

/** manifest.csv's two columns. */
export const manifestColumns = ['propertyName', 'value'] as const;

/** The manifest's `file.*` properties, one per file the binding defines, in its order. */
export const manifestFiles = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;

/** The Rostering service's base path under the integration API (the REST binding's). */
export const ROSTERING_BASE = 'ims/oneroster/rostering/v1p2';

/** The most records one page answers: a larger `limit` is answered this many (the binding lets a server cap it). */
const ONEROSTER_PAGE_MAX = 1000;
const ONEROSTER_PAGE_DEFAULT = 100;
/** Past this, an offset is surely a mistake (no university has this many records of a kind). */
const OFFSET_MAX = 10_000_000;

/**
 * A collection's query (the REST binding's paging, filter and field selection). `sort` and `orderBy` are not
 * offered: records come in their kind's and number's order; asking for them is a 400.
 */
export const oneRosterQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(ONEROSTER_PAGE_DEFAULT)
    .transform((limit) => Math.min(limit, ONEROSTER_PAGE_MAX)),
  offset: z.coerce.number().int().min(0).max(OFFSET_MAX).default(0),
  /** One predicate, or two joined by AND: `dateLastModified>'…'` (or >=), `status='active'` (or !=). */
  filter: z.string().max(500).optional(),
  /** The properties to answer of each object, comma-separated (sourcedId,name); all when absent. */
  fields: z
    .string()
    .regex(/^\w+(,\w+)*$/, 'fields: property names separated by commas')
    .max(500)
    .optional(),
});
export type OneRosterQuery = z.output<typeof oneRosterQuery>;
