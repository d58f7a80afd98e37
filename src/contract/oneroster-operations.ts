import { z } from 'zod';
import type { IntegrationResourceOperation } from './integration-resources';
import { oneRosterQuery, orgTypes, ROSTERING_BASE, sessionTypes, statusTypes } from './oneroster';

// The OneRoster 1.2 view's operations (decision 0079) as the integration API's document declares them
// (decision 0078): the REST binding's collections and single objects in their envelopes, and the bulk CSV
// zip. Every property of an object is optional: `fields` selects those answered.

/** A single object's sourcedId (the routes refuse a longer one with a 400). */
export const oneRosterSourcedId = z.strictObject({ sourcedId: z.string().max(100) });
/** A single object's query: its field selection alone. */
export const oneRosterObjectQuery = oneRosterQuery.pick({ fields: true });

const guidRef = z.object({
  href: z.string(),
  sourcedId: z.string(),
  type: z.enum(['org', 'academicSession', 'course']),
});
const base = {
  sourcedId: z.string(),
  status: z.enum(statusTypes),
  dateLastModified: z.iso.datetime(),
  metadata: z.record(z.string(), z.unknown()),
};
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const org = z
  .object({ ...base, name: z.string(), type: z.enum(orgTypes), identifier: z.string(), parent: guidRef })
  .partial();
const academicSession = z
  .object({
    ...base,
    title: z.string(),
    startDate: date,
    endDate: date,
    type: z.enum(sessionTypes),
    parent: guidRef,
    schoolYear: z.string(),
    org: guidRef,
  })
  .partial();
const course = z.object({ ...base, title: z.string(), courseCode: z.string(), org: guidRef }).partial();
const oneClass = z
  .object({
    ...base,
    title: z.string(),
    classCode: z.string(),
    classType: z.enum(['homeroom', 'scheduled']),
    course: guidRef,
    school: guidRef,
    terms: z.array(guidRef),
  })
  .partial();

const paging = z.object({
  'X-Total-Count': z.number().int().nonnegative().describe('Records of the collection the filter leaves'),
  Link: z.string().describe('first, prev, next and last pages (RFC 8288), the other parameters kept'),
});

/** A collection (`listOrgs`) and its single object (`getOrg`). */
function collection(plural: string, name: string, one: string, item: z.ZodType) {
  const title = `${plural[0]?.toUpperCase()}${plural.slice(1)}`;
  const single = `${name[0]?.toUpperCase()}${name.slice(1)}`;
  return [
    {
      operationId: `list${title}`,
      path: `${ROSTERING_BASE}/${plural}`,
      tag: 'oneroster',
      scope: 'structure:read',
      summary: `OneRoster 1.2: the ${plural}, paged by limit and offset`,
      answer: z.object({ [plural]: z.array(item) }),
      query: oneRosterQuery,
      answerHeaders: paging,
    },
    {
      operationId: `get${single}`,
      path: `${ROSTERING_BASE}/${plural}/{sourcedId}`,
      tag: 'oneroster',
      scope: 'structure:read',
      summary: `OneRoster 1.2: one ${one} by its sourcedId`,
      answer: z.object({ [name]: item }),
      query: oneRosterObjectQuery,
      params: oneRosterSourcedId,
      refuses: { 404: `No ${one} of this sourcedId is readable by this client` },
    },
  ] satisfies IntegrationResourceOperation[];
}

/** The OneRoster operations, in the order the document lists them. */
export const oneRosterOperations: readonly IntegrationResourceOperation[] = [
  ...collection('orgs', 'org', 'org', org),
  ...collection('academicSessions', 'academicSession', 'academic session', academicSession),
  ...collection('courses', 'course', 'course', course),
  ...collection('classes', 'class', 'class', oneClass),
  {
    operationId: 'getOneRosterBulk',
    path: 'ims/oneroster/bulk.zip',
    tag: 'oneroster',
    scope: 'structure:read',
    summary:
      'OneRoster 1.2 CSV, bulk: manifest.csv, orgs.csv, academicSessions.csv, courses.csv, classes.csv in a zip',
    answer: { file: 'application/zip' },
  },
];
