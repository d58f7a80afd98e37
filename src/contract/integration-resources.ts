import { z } from 'zod';
import { type IntegrationScope, integrationHeadcountWrite, integrationPageQuery } from './integration';

// The integration API's answers (decision 0075) and its table of operations (decision 0078): what each
// resource answers, the token endpoint's RFC 6749 answers and the RFC 9457 refusals. The published document
// (server/integration/openapi.ts) is derived from this table; a route the table lacks fails its test.

/** Names in the three languages. */
const names = z.object({ ru: z.string(), kg: z.string(), en: z.string() });
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The record's last change (ISO, UTC); null: unchanged since the history began. */
const updatedAt = z.iso.datetime().nullable();
const id = z.number().int();

const university = z.object({
  id,
  shortName: names,
  name: names,
  address: names,
  rector: z.string(),
  phone: z.string(),
  email: z.string(),
  organisationCode: z.string(),
  licence: z.object({ number: z.string(), date: date.nullable() }),
  updatedAt,
});

const faculty = z.object({ id, shortName: names, name: names, dean: z.string(), updatedAt });
const department = z.object({ id, facultyId: id, shortName: z.string(), name: names, updatedAt });
const direction = z.object({ id, code: z.string(), name: names, national: z.boolean(), updatedAt });
const academicYear = z.object({ id, label: z.string(), startYear: z.number().int(), updatedAt });
const halfYear = z.object({ id, name: names, updatedAt });

const speciality = z.object({
  id,
  facultyId: id,
  departmentId: id.nullable(),
  directionId: id,
  code: z.string(),
  nameCode: z.string(),
  name: names,
  studyForm: z.object({
    id,
    shortName: z.string(),
    name: names,
    kind: names,
    programme: names,
    cycle: z.string(),
    courses: z.number().int().nullable(),
  }),
  level: z.object({ id, name: names.nullable() }).nullable(),
  qualification: z.object({ id, name: names.nullable() }).nullable(),
  licence: z
    .object({
      id,
      resolution: z.string().nullable(),
      validFrom: date.nullable(),
      validUntil: date.nullable(),
      supplement: z.string().nullable(),
    })
    .nullable(),
  termYears: z.number().nullable(),
  apprenticeship: z.boolean(),
  standard: z.number().int().nullable(),
  trimester: z.boolean(),
  postgraduate: z.enum(['doctorate', 'other']).nullable(),
  updatedAt,
});

const group = z.object({
  id,
  name: z.string(),
  facultyId: id,
  specialityId: id,
  admissionYearId: id,
  subgroup: z.number().int(),
  individualName: z.boolean(),
  winterReception: z.boolean(),
  updatedAt,
});

const building = z.object({ id, name: names, address: names, updatedAt });
const office = z.object({ id, name: names, updatedAt });
const classroom = z.object({
  id,
  buildingId: id,
  number: z.string(),
  capacity: z.number(),
  area: z.number(),
  note: z.string(),
  facultyId: id.nullable(),
  departmentId: id.nullable(),
  officeId: id.nullable(),
  specifics: z.object({ id, shortName: z.string().nullable(), name: names.nullable() }).nullable(),
  updatedAt,
});

const ortPoints = z.number().int();
const plan = z.object({
  id,
  facultyId: id,
  specialityId: id,
  academicYearId: id,
  budget: z.number().int(),
  contract: z.number().int(),
  ortThresholds: z.object({
    budget: ortPoints,
    contract: ortPoints,
    maths: ortPoints,
    physics: ortPoints,
    chemistry: ortPoints,
    biology: ortPoints,
    history: ortPoints,
    english: ortPoints,
  }),
  updatedAt,
});
const headcount = z.object({
  id,
  facultyId: id,
  groupId: id,
  academicYearId: id,
  halfYearId: id,
  budget: z.number().int(),
  contract: z.number().int(),
  version: z.number().int().describe('The ETag its write’s If-Match names, unquoted'),
  updatedAt,
});
const commissionMember = z.object({
  id,
  facultyId: id,
  name: z.string(),
  title: z.string(),
  role: z.object({ id, name: names }),
  since: date,
  until: date.nullable(),
  updatedAt,
});

/** A page: its records and the cursor of the next (null: the last page). */
const page = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), next: z.string().nullable() });

/** RFC 9457 problem details, as http/problems.ts answers them. */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
});

/** The token endpoint's form (RFC 6749 §4.4.2); the client may name itself by HTTP Basic instead. */
export const tokenForm = z.object({
  grant_type: z.literal('client_credentials'),
  scope: z.string().optional().describe('Fewer scopes than the client has, space-separated'),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});
export const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export const tokenRefusal = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope']),
  error_description: z.string(),
});

/** One operation of the integration API: `{method} {prefix}/integration/v1/<path>`. */
export interface IntegrationResourceOperation {
  /** Fit to be an X-Road service code. */
  operationId: string;
  /** GET when absent. */
  method?: 'get' | 'put';
  /** OpenAPI's, a path parameter as `{name}`. */
  path: string;
  /** The document's group of it: `resources` when absent. */
  tag?: string;
  scope: IntegrationScope;
  /** Scopes any one of which admits it (the change feed's), when not `scope` alone. */
  anyScope?: readonly IntegrationScope[];
  summary: string;
  /** The 200 answer's JSON, or the media type of the file it answers instead. */
  answer: z.ZodType | { file: string };
  /** The query it takes, its parameters (the route validates it: a query it refuses is a 400); none: none. */
  query?: z.ZodObject;
  /** Its path parameters, by the names in `path`. */
  params?: z.ZodObject;
  /** Its JSON body. */
  body?: z.ZodType;
  /** The request headers it reads (each optional), described. */
  headers?: z.ZodObject;
  /** The headers its 200 answer carries (each always), described. */
  answerHeaders?: z.ZodObject;
  /** The refusals it answers beyond 400, 401, 403, 429 and 503 (or its own 400), with why. */
  refuses?: Readonly<Record<number, string>>;
}

const list = (
  operationId: string,
  path: string,
  scope: IntegrationScope,
  item: z.ZodType,
  summary: string,
): IntegrationResourceOperation => ({
  operationId,
  path,
  scope,
  summary,
  answer: page(item),
  query: integrationPageQuery,
});

const headcountId = z.object({ id: z.string().describe('The headcount’s id, as the list answers it') });
const versionTag = z.object({ ETag: z.string().describe('The headcount’s version, quoted: "12"') });

/** The change feed's query (decision 0077): the version after which, and how many entries at most. */
export const changeFeedQuery = z.strictObject({
  after: z
    .string()
    .max(100)
    .regex(/^(0|\d{1,20}\.\d{1,20}(\.\d{1,20}\.\d{1,20})?)$/, 'Not a version this API answered')
    .default('0')
    .describe('The `next` of the previous page, or an entry’s `version`; 0: from the beginning'),
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('Entries on a page at most'),
});

/** Each kind of record the feed tells of, the resource's path, with the record as that resource answers it. */
const feedRecords = {
  university,
  faculties: faculty,
  departments: department,
  directions: direction,
  specialities: speciality,
  'academic-years': academicYear,
  'half-years': halfYear,
  groups: group,
  buildings: building,
  offices: office,
  classrooms: classroom,
  plans: plan,
  headcounts: headcount,
  'commission-members': commissionMember,
};
const changeEntry = z.object({
  version: z.string().describe('Opaque; pass it (or the page’s `next`) as `after` to resume after it'),
  kind: z.enum(Object.keys(feedRecords) as [keyof typeof feedRecords, ...(keyof typeof feedRecords)[]]),
  id,
  action: z.enum(['created', 'updated', 'deleted']),
  // Each kind nullable, not the union: OpenAPI 3.0 has no `nullable` beside `anyOf` alone.
  record: z
    .union(
      // A copy of each (extend): the university's own schema is a component, and a $ref takes no `nullable`.
      Object.values(feedRecords).map((item) => item.extend({}).nullable()) as unknown as [
        z.ZodType,
        z.ZodType,
        ...z.ZodType[],
      ],
    )
    .describe('The record as its resource answers it now; null when deleted (now or by a later entry)'),
});

/** Every resource, in the order the document lists them; a route added to routes.ts is added here. */
export const integrationResourceOperations: readonly IntegrationResourceOperation[] = [
  {
    operationId: 'getUniversity',
    path: 'university',
    scope: 'structure:read',
    summary: "The client's university",
    answer: university,
    refuses: { 404: 'The client’s university is not found' },
  },
  list('listFaculties', 'faculties', 'structure:read', faculty, 'Faculties'),
  list('listDepartments', 'departments', 'structure:read', department, 'Departments'),
  list('listDirections', 'directions', 'structure:read', direction, "Directions (the ministry's classifier)"),
  list('listSpecialities', 'specialities', 'structure:read', speciality, 'Specialities'),
  list('listAcademicYears', 'academic-years', 'structure:read', academicYear, 'Academic years'),
  list('listHalfYears', 'half-years', 'structure:read', halfYear, 'Half-years'),
  list('listGroups', 'groups', 'structure:read', group, 'Groups'),
  list('listBuildings', 'buildings', 'structure:read', building, 'Buildings'),
  list('listOffices', 'offices', 'structure:read', office, 'Offices'),
  list('listClassrooms', 'classrooms', 'structure:read', classroom, 'Classrooms'),
  list('listPlans', 'plans', 'plans:read', plan, 'Admission plans with their entrance-test thresholds'),
  list('listHeadcounts', 'headcounts', 'plans:read', headcount, "Groups' planned headcounts"),
  {
    operationId: 'getHeadcount',
    path: 'headcounts/{id}',
    scope: 'plans:read',
    summary: "A group's planned headcount, its version as its ETag",
    answer: headcount,
    params: headcountId,
    answerHeaders: versionTag,
    refuses: { 404: 'No headcount of this id is within the client’s faculties' },
  },
  {
    operationId: 'updateHeadcount',
    method: 'put',
    path: 'headcounts/{id}',
    scope: 'headcounts:write',
    summary: "Writes a group's budget and contract students (0-999), as the headcount modal saves them",
    answer: headcount,
    params: headcountId,
    body: integrationHeadcountWrite,
    headers: z.object({
      'If-Match': z
        .string()
        .optional()
        .describe('The ETag as answered (or *): written only while the headcount is still that version'),
    }),
    answerHeaders: versionTag,
    refuses: {
      400: 'The body is not {budget, contract} of whole numbers 0-999, or If-Match names not one ETag',
      404: 'No headcount of this id is within the client’s faculties',
      412: 'The headcount has changed since the version If-Match names (or it names a weak ETag)',
      413: 'The body is too large',
      415: 'The body is not JSON',
    },
  },
  list(
    'listCommissionMembers',
    'commission-members',
    'commission:read',
    commissionMember,
    'Commission members',
  ),
  {
    operationId: 'listChanges',
    path: 'changes',
    scope: 'structure:read',
    anyScope: ['structure:read', 'plans:read', 'commission:read'],
    summary:
      'Every record created, changed and deleted after a version, in commit order (any read scope: the ' +
      'kinds of the client’s scopes, the records of its faculties)',
    answer: z.object({ data: z.array(changeEntry), next: z.string(), hasMore: z.boolean() }),
    query: changeFeedQuery,
    refuses: { 410: 'The version is of another database (restored since): start again from 0' },
  },
];
