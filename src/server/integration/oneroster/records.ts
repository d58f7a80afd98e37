import { HISTORY_BEGAN } from './filter';

// The academic structure as OneRoster 1.2 Rostering objects (decision 0079), from the rows the integration
// API's resources read: the university a `district`, its faculties `school`s (a class names the school that
// teaches it: the faculty), their departments `department`s; the academic years `schoolYear`s and their
// half-years `semester`s; the specialities courses; the groups classes. Titles are in Russian, the one
// language every name has; the three languages ride in `metadata`.

/** A record's name in the three languages. */
export interface Names {
  ru: string;
  kg: string;
  en: string;
}

/** The REST binding's reference to another object. */
export interface GuidRef {
  href: string;
  sourcedId: string;
  type: 'org' | 'academicSession' | 'course';
}

interface Base {
  sourcedId: string;
  status: 'active';
  dateLastModified: string;
  metadata?: Record<string, unknown>;
}

export interface Org extends Base {
  name: string;
  type: 'district' | 'school' | 'department';
  identifier?: string;
  parent?: GuidRef;
}

export interface AcademicSession extends Base {
  title: string;
  startDate: string;
  endDate: string;
  type: 'schoolYear' | 'semester';
  parent?: GuidRef;
  schoolYear: string;
  org: GuidRef;
}

export interface Course extends Base {
  title: string;
  courseCode: string;
  org: GuidRef;
}

export interface Class extends Base {
  title: string;
  classCode: string;
  classType: 'scheduled';
  course: GuidRef;
  school: GuidRef;
  terms: GuidRef[];
}

/** The sourcedIds: a kind of the integration API's records and its id, stable while the record is. */
const sourcedIds = {
  university: (id: number) => `university-${id}`,
  faculty: (id: number) => `faculty-${id}`,
  department: (id: number) => `department-${id}`,
  academicYear: (year: number) => `academic-year-${year}`,
  halfYear: (year: number, halfYear: number) => `half-year-${year}-${halfYear}`,
  speciality: (id: number) => `speciality-${id}`,
  group: (id: number) => `group-${id}`,
};

/** A record's date: its history's last change, or the same fixed date for one unchanged since it began. */
const modified = (...updatedAt: Array<string | null>): string =>
  updatedAt.reduce<string>((latest, at) => (at !== null && at > latest ? at : latest), HISTORY_BEGAN);

const base = (sourcedId: string, dateLastModified: string): Base => ({
  sourcedId,
  status: 'active',
  dateLastModified,
});

/** Makes references to the objects under the Rostering service's path. */
export const referrer = (servicePath: string) => ({
  org: (sourcedId: string): GuidRef => ({ href: `${servicePath}/orgs/${sourcedId}`, sourcedId, type: 'org' }),
  session: (sourcedId: string): GuidRef => ({
    href: `${servicePath}/academicSessions/${sourcedId}`,
    sourcedId,
    type: 'academicSession',
  }),
  course: (sourcedId: string): GuidRef => ({
    href: `${servicePath}/courses/${sourcedId}`,
    sourcedId,
    type: 'course',
  }),
});
export type Referrer = ReturnType<typeof referrer>;

export const universityOrg = (row: {
  id: number;
  name: Names;
  organisationCode: string;
  updatedAt: string | null;
}): Org => ({
  ...base(sourcedIds.university(row.id), modified(row.updatedAt)),
  metadata: { names: row.name },
  name: row.name.ru,
  type: 'district',
  ...(row.organisationCode.trim() === '' ? {} : { identifier: row.organisationCode }),
});

export const facultyOrg = (
  refs: Referrer,
  universityId: number,
  row: { id: number; shortName: string; name: Names; updatedAt: string | null },
): Org => ({
  ...base(sourcedIds.faculty(row.id), modified(row.updatedAt)),
  metadata: { names: row.name },
  name: row.name.ru,
  type: 'school',
  identifier: row.shortName,
  parent: refs.org(sourcedIds.university(universityId)),
});

export const departmentOrg = (
  refs: Referrer,
  row: { id: number; facultyId: number; shortName: string; name: Names; updatedAt: string | null },
): Org => ({
  ...base(sourcedIds.department(row.id), modified(row.updatedAt)),
  metadata: { names: row.name },
  name: row.name.ru,
  type: 'department',
  ...(row.shortName.trim() === '' ? {} : { identifier: row.shortName }),
  parent: refs.org(sourcedIds.faculty(row.facultyId)),
});

/** An academic year: 1 September to 31 August; OneRoster's schoolYear is the calendar year it ends in. */
export const yearSession = (
  refs: Referrer,
  universityId: number,
  row: { id: number; label: string; updatedAt: string | null },
): AcademicSession => ({
  ...base(sourcedIds.academicYear(row.id), modified(row.updatedAt)),
  title: row.label,
  startDate: `${2000 + row.id}-09-01`,
  endDate: `${2001 + row.id}-08-31`,
  type: 'schoolYear',
  schoolYear: String(2001 + row.id),
  org: refs.org(sourcedIds.university(universityId)),
});

/** The half-years the calendar knows: the autumn one to the end of January, the spring one after it. */
const HALVES: Record<number, { start: (year: number) => string; end: (year: number) => string }> = {
  1: { start: (year) => `${2000 + year}-09-01`, end: (year) => `${2001 + year}-01-31` },
  2: { start: (year) => `${2001 + year}-02-01`, end: (year) => `${2001 + year}-08-31` },
};

/** The half-years a session of each year is made for. */
const halfYearIds = Object.keys(HALVES).map(Number);

export const halfYearSession = (
  refs: Referrer,
  year: AcademicSession,
  yearId: number,
  row: { id: number; name: Names; updatedAt: string | null },
): AcademicSession | undefined => {
  const half = HALVES[row.id];
  if (!half) return undefined;
  return {
    ...base(sourcedIds.halfYear(yearId, row.id), modified(year.dateLastModified, row.updatedAt)),
    metadata: { names: row.name },
    title: `${row.name.ru} ${year.title}`,
    startDate: half.start(yearId),
    endDate: half.end(yearId),
    type: 'semester',
    parent: refs.session(year.sourcedId),
    schoolYear: year.schoolYear,
    org: year.org,
  };
};

export const specialityCourse = (
  refs: Referrer,
  row: {
    id: number;
    facultyId: number;
    code: string;
    name: Names;
    studyForm: string;
    updatedAt: string | null;
  },
): Course => ({
  ...base(sourcedIds.speciality(row.id), modified(row.updatedAt)),
  metadata: { names: row.name, studyForm: row.studyForm },
  // A name is taught in several study forms: the form tells the courses apart.
  title: `${row.name.ru} (${row.studyForm})`,
  courseCode: row.code,
  org: refs.org(sourcedIds.faculty(row.facultyId)),
});

/**
 * The half-years a group is taught in: those of its years of study (its admission year and the study form's
 * years after it) that the calendar holds; the admission year alone when the form does not say how long.
 */
export function groupTerms(
  admissionYear: number,
  studyYears: number | null,
  calendar: ReadonlySet<number>,
): string[] {
  const terms: string[] = [];
  for (let course = 0; course < (studyYears ?? 1); course += 1) {
    const year = (admissionYear + course) % 100;
    if (calendar.has(year)) for (const half of halfYearIds) terms.push(sourcedIds.halfYear(year, half));
  }
  return terms;
}

export const groupClass = (
  refs: Referrer,
  row: { id: number; name: string; facultyId: number; specialityId: number; updatedAt: string | null },
  terms: readonly string[],
): Class => ({
  ...base(sourcedIds.group(row.id), modified(row.updatedAt)),
  title: row.name,
  classCode: row.name,
  classType: 'scheduled',
  course: refs.course(sourcedIds.speciality(row.specialityId)),
  school: refs.org(sourcedIds.faculty(row.facultyId)),
  terms: terms.map(refs.session),
});
