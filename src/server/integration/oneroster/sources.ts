import type { Database } from '../../db/connection';
import { inUniversity } from '../../db/university-scope';
import type { IntegrationClient } from '../bearer';
import type { PageQuery } from '../resource-queries/page';
import { groupPage, specialityPage, studyYearsOf } from '../resource-queries/specialities';
import {
  academicYearPage,
  departmentPage,
  facultyPage,
  halfYearPage,
  universityRow,
} from '../resource-queries/structure';
import { names } from '../resources/page';
import {
  type AcademicSession,
  type Class,
  type Course,
  departmentOrg,
  facultyOrg,
  groupClass,
  groupTerms,
  halfYearSession,
  type Org,
  type Referrer,
  specialityCourse,
  universityOrg,
  yearSession,
} from './records';

// Where the OneRoster objects come from (decision 0079): the integration API's own resource queries, read in
// the client's university and faculties, a window (offset, limit) at a time with the count of them all.

/** The part of a collection a call asks for, changed since a moment (inclusive) if asked. */
export interface Window {
  offset: number;
  limit: number;
  since: string | undefined;
}

/** A window's records and how many the collection holds (the filter applied, the window not). */
export interface Found<T> {
  records: T[];
  total: number;
}

/** What a source reads with: the database, the client, and the references' paths. */
export interface Reading {
  database: Database;
  client: IntegrationClient;
  refs: Referrer;
}

type Source<T> = (reading: Reading, window: Window) => Promise<Found<T>>;

/** The client's faculties; undefined: all. */
const facultiesOf = (client: IntegrationClient) => (client.allFaculties ? undefined : client.facultyIds);

/** The most rows one statement reads. */
const ROWS_AT_ONCE = 1000;

/** A source of a paged resource query: the window's rows, each carrying the total. */
const paged =
  <Row extends { id: number; total: number | null }, T>(
    page: (database: Database, query: PageQuery) => Promise<Row[]>,
    records: (reading: Reading, rows: Row[]) => T[] | Promise<T[]>,
  ): Source<T> =>
  async (reading, { offset, limit, since }) => {
    const { database, client } = reading;
    const query = (at: number, size: number): PageQuery => ({
      after: -1,
      offset: at,
      limit: size,
      updatedSince: since,
      facultyIds: facultiesOf(client),
      total: true,
    });
    const read = (at: number, size: number) =>
      inUniversity(client.universityId, () => page(database, query(at, size)));
    const rows = await read(offset, limit);
    // A window past the end has no row to carry the count: the first row of all does.
    const total = rows[0]?.total ?? (await read(0, 0))[0]?.total ?? 0;
    // The query reads one row past the page (resource-queries/page.ts): it is dropped here.
    return { records: await records(reading, rows.slice(0, limit)), total };
  };

/** One record of a paged resource query by its id, within the client's faculties; undefined when none. */
const byId =
  <Row extends { id: number }, T>(
    page: (database: Database, query: PageQuery) => Promise<Row[]>,
    records: (reading: Reading, rows: Row[]) => T[] | Promise<T[]>,
  ) =>
  async (reading: Reading, id: number): Promise<T | undefined> => {
    const { database, client } = reading;
    const rows = await inUniversity(client.universityId, () =>
      page(database, {
        after: id - 1,
        limit: 1,
        updatedSince: undefined,
        facultyIds: facultiesOf(client),
      }),
    );
    const row = rows.find((found) => found.id === id);
    return row === undefined ? undefined : (await records(reading, [row]))[0];
  };

/** A source of records read whole (a few), windowed here. */
const listed =
  <T extends { dateLastModified: string }>(all: (reading: Reading) => Promise<T[]>): Source<T> =>
  async (reading, { offset, limit, since }) => {
    const kept = (await all(reading)).filter(
      (record) => since === undefined || record.dateLastModified >= since,
    );
    return { records: kept.slice(offset, offset + limit), total: kept.length };
  };

/** Sources one after the other, as one collection. */
const joined =
  <T>(...sources: Array<Source<T>>): Source<T> =>
  async (reading, window) => {
    const records: T[] = [];
    let total = 0;
    let skip = window.offset;
    for (const source of sources) {
      const found = await source(reading, { ...window, offset: skip, limit: window.limit - records.length });
      records.push(...found.records);
      total += found.total;
      skip = Math.max(0, skip - found.total);
    }
    return { records, total };
  };

/** A collection read whole, a statement's worth at a time, in order (the bulk files'). */
type Pages<T> = (reading: Reading) => AsyncGenerator<T[]>;

/** The pages of a paged resource query, after the cursor of each (its last id): each row read once. */
const pagesOf = <Row extends { id: number }, T>(
  page: (database: Database, query: PageQuery) => Promise<Row[]>,
  records: (reading: Reading, rows: Row[]) => T[] | Promise<T[]>,
): Pages<T> =>
  async function* (reading) {
    const { database, client } = reading;
    for (let after = -1; ; ) {
      const rows = await inUniversity(client.universityId, () =>
        page(database, {
          after,
          limit: ROWS_AT_ONCE,
          updatedSince: undefined,
          facultyIds: facultiesOf(client),
        }),
      );
      const shown = rows.slice(0, ROWS_AT_ONCE);
      if (shown.length > 0) yield await records(reading, shown);
      if (rows.length <= ROWS_AT_ONCE) return;
      after = shown.at(-1)?.id ?? after;
    }
  };

/** Every row of a paged query (a few: the calendar). */
async function everyRow<Row extends { id: number }>(
  reading: Reading,
  page: (database: Database, query: PageQuery) => Promise<Row[]>,
): Promise<Row[]> {
  const all: Row[] = [];
  for await (const rows of pagesOf(page, (_, shown: Row[]) => shown)(reading)) all.push(...rows);
  return all;
}

const universityOrgs = async ({ database, client }: Reading) => {
  const rows = await inUniversity(client.universityId, () => universityRow(database, client.universityId));
  return rows.map((row) =>
    universityOrg({
      id: row.id,
      name: names(row, 'name'),
      organisationCode: row.organisationCode,
      updatedAt: row.updatedAt,
    }),
  );
};
const university: Source<Org> = listed(universityOrgs);

const facultyOrgs = ({ refs, client }: Reading, rows: Awaited<ReturnType<typeof facultyPage>>) =>
  rows.map((row) =>
    facultyOrg(refs, client.universityId, {
      id: row.id,
      shortName: row.shortNameRu,
      name: names(row, 'name'),
      updatedAt: row.updatedAt,
    }),
  );

const departmentOrgs = ({ refs }: Reading, rows: Awaited<ReturnType<typeof departmentPage>>) =>
  rows.map((row) => departmentOrg(refs, { ...row, name: names(row, 'name') }));

/** The university, then its faculties, then their departments. */
export const orgs = joined(
  university,
  paged(facultyPage, facultyOrgs),
  paged(departmentPage, departmentOrgs),
);

/** One org by its kind and id. */
export const orgOf = {
  university: async (reading: Reading, id: number) =>
    id === reading.client.universityId
      ? (await university(reading, { offset: 0, limit: 1, since: undefined })).records[0]
      : undefined,
  faculty: byId(facultyPage, facultyOrgs),
  department: byId(departmentPage, departmentOrgs),
};

/** Every academic year, each followed by its half-years. */
async function calendar(reading: Reading): Promise<AcademicSession[]> {
  const [years, halves] = [await everyRow(reading, academicYearPage), await everyRow(reading, halfYearPage)];
  return years.flatMap((row) => {
    const year = yearSession(reading.refs, reading.client.universityId, row);
    const semesters = halves.map((half) =>
      halfYearSession(reading.refs, year, row.id, { ...half, name: names(half, 'name') }),
    );
    return [year, ...semesters.filter((semester) => semester !== undefined)];
  });
}

export const academicSessions = listed(calendar);
export const sessionOf = async (reading: Reading, sourcedId: string) =>
  (await calendar(reading)).find((session) => session.sourcedId === sourcedId);

const specialityCourses = ({ refs }: Reading, rows: Awaited<ReturnType<typeof specialityPage>>) =>
  rows.map((row) =>
    specialityCourse(refs, { ...row, name: names(row, 'name'), studyForm: row.studyFormShortName }),
  );

export const courses: Source<Course> = paged(specialityPage, specialityCourses);
export const courseOf = byId(specialityPage, specialityCourses);

/** The academic years in the calendar (a class's terms are among them). */
const calendarYears = async (reading: Reading) =>
  new Set((await everyRow(reading, academicYearPage)).map((row) => row.id));

async function groupClasses(reading: Reading, rows: Awaited<ReturnType<typeof groupPage>>): Promise<Class[]> {
  if (rows.length === 0) return [];
  const { database, client, refs } = reading;
  const specialityIds = [...new Set(rows.map((row) => row.specialityId))];
  const years = await inUniversity(client.universityId, () => studyYearsOf(database, specialityIds));
  const yearsOf = new Map(years.map((row) => [row.id, row.years]));
  const inCalendar = await calendarYears(reading);
  return rows.map((row) =>
    groupClass(refs, row, groupTerms(row.admissionYearId, yearsOf.get(row.specialityId) ?? null, inCalendar)),
  );
}

export const classes: Source<Class> = paged(groupPage, groupClasses);
export const classOf = byId(groupPage, groupClasses);

/** Each collection a page at a time, by cursor: the bulk zip's reads, every row read once. */
export const bulkPages = {
  orgs: async function* (reading: Reading) {
    yield await universityOrgs(reading);
    yield* pagesOf(facultyPage, facultyOrgs)(reading);
    yield* pagesOf(departmentPage, departmentOrgs)(reading);
  },
  academicSessions: async function* (reading: Reading) {
    yield await calendar(reading);
  },
  courses: pagesOf(specialityPage, specialityCourses),
  classes: pagesOf(groupPage, groupClasses),
} satisfies Record<string, Pages<object>>;
