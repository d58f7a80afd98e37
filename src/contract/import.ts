import { z } from 'zod';
import { defineCall } from './call';
import { classrooms } from './classrooms';
import { facultyMembers, specialityMembers } from './commission';
import { text } from './fields';
import { headcounts } from './planned-students';
import { facultyAdmissionPlans } from './speciality-plan';
import { universityFilter, universityGroupsFilter } from './structure-import';

// Import of a workbook or CSV file into a table (decision 0047): a preview of every row's verdict, then the
// apply, which writes the accepted rows in one transaction through the screen's own saves.

/** The largest file taken (bytes, before base64). */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The most data rows a file may hold. */
export const IMPORT_ROWS_MAX = 10_000;
/** The most an .xlsx may expand to when unzipped: past it the file is refused as a zip bomb. */
export const IMPORT_UNZIPPED_MAX_BYTES = 60 * 1024 * 1024;
/** The file travels as base64 in the JSON payload: 4 characters for each 3 bytes. */
const BASE64_MAX_LENGTH = Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4;
/** What the payload may weigh: the file, its name and the rest. */
const IMPORT_BODY_MAX_BYTES = BASE64_MAX_LENGTH + 64 * 1024;

/** The tables a file can be imported into (their screens' Import action). */
const file = z.object({
  /** The file's own name (for the messages). */
  name: text(255),
  /** The bytes, base64. */
  content: z
    .string()
    .max(BASE64_MAX_LENGTH, { message: 'file over 5 MB' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'not base64' }),
});

/** The most columns of a file the import reads; the rest of a wider header line is not read. */
export const IMPORT_COLUMNS_MAX = 200;

/**
 * The person's choice for a column of the file that was not matched by its title (decision 0053): the table's
 * column it is (a column key of the preview's `layout.expected`), or null to leave it unread.
 */
const columnChoice = z.object({
  /** The column's position in the file's title line, from 0. */
  index: z
    .number()
    .int()
    .min(0)
    .max(IMPORT_COLUMNS_MAX - 1),
  column: z.string().max(64).nullable(),
});
export type ImportColumnChoice = z.infer<typeof columnChoice>;

/** The tables, each with its filter where it has one, and `more` fields (the apply's token). */
const importBody = <More extends z.ZodRawShape>(more: More) => {
  const common = {
    file,
    /** Choices for columns the titles did not name (the preview's `layout` lists them). */
    columns: z.array(columnChoice).max(IMPORT_COLUMNS_MAX).optional(),
    ...more,
  };
  const plain = <Name extends string>(name: Name) => z.object({ table: z.literal(name), ...common });
  /** A table whose rows are chosen by a filter: the same as its export's (contract/export.ts). */
  const filtered = <Name extends string, Filter extends z.ZodType>(name: Name, filter: Filter) =>
    z.object({ table: z.literal(name), filter, ...common });
  // The tables' names are the API's wire values, as in contract/export.ts (kept whatever the code calls them).
  return z.discriminatedUnion('table', [
    plain('direction'),
    plain('speciality'),
    plain('kafedra'),
    plain('qual'),
    plain('level'),
    // A building's classrooms, a course's planned students and a faculty's admission plans of a year,
    // each under its export's filter.
    filtered('audience', classrooms.body),
    filtered('headcounts', headcounts.body),
    filtered('admissionPlans', facultyAdmissionPlans),
    // The commission screens (decisions 0022 and 0031): a faculty's commission, and its commission for a speciality.
    filtered('stateMember', facultyMembers.body),
    filtered('specMember', specialityMembers.body),
    // The university's own structure (decision 0061): its faculties, the specialities they teach, its groups
    // with their planned students of a year's half-year.
    filtered('faculties', universityFilter),
    filtered('facultySpecialities', universityFilter),
    filtered('groups', universityGroupsFilter),
  ]);
};

const importRequest = importBody({});
export type ImportRequest = z.infer<typeof importRequest>;
export type ImportTableName = ImportRequest['table'];
const importTableNames = importRequest.options.map((option) => option.shape.table.value);

const importVerdicts = ['create', 'update', 'unchanged', 'refuse'] as const;
export type ImportVerdict = (typeof importVerdicts)[number];

const importRow = z.object({
  /** The row's line in the file (the titles are line 1). */
  line: z.number().int(),
  verdict: z.enum(importVerdicts),
  /** How the row names its record (its code and name). */
  record: z.string(),
  /** What an update changes: each column's title, its value now and in the file. */
  changes: z.array(z.object({ column: z.string(), before: z.string(), after: z.string() })),
  /** Why a refused row is refused, in the request's language. */
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

const importCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refuse: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

/** How a column of the file's title line was read. */
const importColumnMatches = ['exact', 'similar', 'chosen', 'skipped', 'unknown', 'repeated'] as const;
export type ImportColumnMatch = (typeof importColumnMatches)[number];

/**
 * How the file's columns were read (decision 0053): which line holds the titles, the table's column each title
 * is (by its title in any language, spelled slightly differently, or by the person's choice), the columns
 * not read, and the table's required columns the file still lacks: while any is missing, no row is judged
 * and the dialog asks for the columns.
 */
const importLayout = z.object({
  /** The file's line that holds the titles (lines above it, a heading, are not read). */
  titleLine: z.number().int(),
  columns: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      /** The table's column key it is read as; null when it is not read. */
      column: z.string().nullable(),
      match: z.enum(importColumnMatches),
    }),
  ),
  /** The table's columns a file may have, titled in the request's language. */
  expected: z.array(z.object({ key: z.string(), title: z.string(), required: z.boolean() })),
  /** The keys of the required columns no column of the file is read as. */
  missing: z.array(z.string()),
  /** What was guessed or left unread, in the request's language. */
  notes: z.array(z.string()),
});
export type ImportLayout = z.infer<typeof importLayout>;

const importPreview = z.object({
  rows: z.array(importRow),
  counts: importCounts,
  /** What the apply must find again: a change in the database since refuses it (409); '' while columns are missing. */
  token: z.string(),
  layout: importLayout,
});
export type ImportPreview = z.infer<typeof importPreview>;

/**
 * The dry run: every row of the file judged by the rules of the table's save, as the user, in a
 * transaction that is rolled back; nothing is written.
 */
export const previewImport = defineCall({
  method: 'POST',
  path: 'import/preview',
  body: importRequest,
  data: importPreview,
  requiresSession: true,
  access: 'faculty',
  bodyLimit: IMPORT_BODY_MAX_BYTES,
  summary:
    "A file's rows as they would be imported: created, updated (with the fields that change), unchanged or refused with the reason, and how its columns were read (no rows while a required column is missing: `columns` chooses them); 400 when the file is not a readable workbook or CSV, too large or has too many rows",
});

/**
 * Writes the accepted rows of a previewed file in one audited transaction, by the table's own save;
 * refused (409, nothing written) when the verdicts differ from the preview's (the data changed since).
 */
export const applyImport = defineCall({
  method: 'POST',
  path: 'import/apply',
  body: importBody({ token: z.string().max(128) }),
  data: importCounts,
  requiresSession: true,
  access: 'faculty',
  writes: true,
  refuses: [409],
  bodyLimit: IMPORT_BODY_MAX_BYTES,
  summary:
    "Write a previewed file's accepted rows in one transaction, by the rules, roles and audit of the table's save; 409 when the data changed since the preview; 400 as the preview",
});

/**
 * The templates of several imports as one workbook (decision 0061): a sheet for each table, in the order asked
 * (an order the imports can follow: what a row refers to comes first), named and titled in the request's
 * language, so that a registrar fills in one workbook and imports it sheet by sheet.
 */
export const importTemplate = defineCall({
  method: 'POST',
  path: 'import/template',
  body: z.object({
    tables: z
      .array(z.enum(importTableNames as [ImportTableName, ...ImportTableName[]]))
      .min(1)
      .max(importTableNames.length),
  }),
  data: z.never(),
  requiresSession: true,
  access: 'read',
  file: true,
  summary:
    "An .xlsx workbook of the tables' import templates, a sheet each in the order given (a table named twice is written once): the titles an import takes, in the request's language, the required ones marked",
});
