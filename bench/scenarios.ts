import * as auth from '../src/contract/auth';
import type { CallDefinition } from '../src/contract/call';
import * as catalog from '../src/contract/catalog';
import * as checks from '../src/contract/checks';
import * as classrooms from '../src/contract/classrooms';
import * as commission from '../src/contract/commission';
import * as discipline from '../src/contract/discipline';
import * as grading from '../src/contract/grading';
import * as history from '../src/contract/history';
import * as licence from '../src/contract/licence';
import * as ministry from '../src/contract/ministry';
import * as newYear from '../src/contract/new-year';
import * as overview from '../src/contract/overview';
import * as plannedStudents from '../src/contract/planned-students';
import * as positions from '../src/contract/positions';
import * as setup from '../src/contract/setup';
import * as plan from '../src/contract/speciality-plan';
import * as structure from '../src/contract/structure';
import * as usage from '../src/contract/usage';
import * as users from '../src/contract/users';
import * as wiki from '../src/contract/wiki';
import { academicYearOf } from '../src/server/structure/rules';

/**
 * What each kind of call is held to (decision 0009), as ratios to the ceilings measured in the same run:
 * the session check every request pays, lists answered from memory, other reads (one query each),
 * and what has no target (writes, the app page) but is measured all the same.
 */
export type Kind = 'session' | 'cached' | 'read' | 'audit' | 'write' | 'page' | 'probe';

export interface Scenario {
  name: string;
  kind: Kind;
  method: 'GET' | 'POST';
  /** Under the app's base: `api/v1/…` or a page path. */
  path: string;
  body?: unknown;
  /**
   * Bodies sent in turn instead of `body`, made from the rows a list call answers (the first `count`):
   * ten writers saving different rows, as ten registrars do, rather than queueing on one row's lock.
   */
  bodiesFrom?: { list: string; count: number; body: (row: Record<string, unknown>) => unknown };
  /** Made as the ministry's administrator (the demo's `ministry`), not the university's (decision 0069). */
  asMinistry?: true;
  /** Made by an integration client with a bearer token (decision 0075), not a person's session. */
  asClient?: true;
}

// As the web app sends it (api/transport.ts): a JSON body only for a call with a payload.
const call = (definition: CallDefinition, kind: Kind, body?: unknown): Scenario => ({
  name: definition.path,
  kind,
  method: definition.method,
  path: `api/v1/${definition.path}?lang=ru`,
  body: definition.body ? body : undefined,
});

// The academic year the demo's groups, plans and headcounts are made for.
const thisYear = academicYearOf(new Date());

/** Every read call of the screens so far, one write, and the page. */
export const scenarios: Scenario[] = [
  call(auth.check, 'session'),
  call(auth.userName, 'cached', { idAvnUser: 1 }),
  call(catalog.allDirection, 'cached'),
  call(catalog.allSpecial, 'cached'),
  call(catalog.departments, 'cached'),
  call(catalog.allFaculty, 'cached'),
  call(catalog.qualification, 'cached'),
  call(catalog.nameLevel, 'cached'),
  call(catalog.allFeduc, 'cached'),
  call(catalog.feducVid, 'cached'),
  call(catalog.feducProg, 'cached'),
  // The educational-structure screen (decision 0014): the cascade, then a speciality's groups.
  call(structure.universities, 'cached', { idMinisterstvo: 1 }),
  call(structure.faculties, 'cached', { idVuz: 1 }),
  call(structure.facultySpecialities, 'cached', { idFaculty: 1, idDirection: 1, idFeduc: 1 }),
  call(structure.specialityNameGroups, 'cached', { idFaculty: 1, idSpecial: 1, idFEduc: 1 }),
  call(structure.bindingGroups, 'cached', { idComGspe: 1 }),
  call(structure.specialityGroups, 'cached', { idRate: 0, idSpeciality: 1 }),
  // The educational screen's modals (decision 0015): parameters, plan, licences, grading, headcounts, rollover.
  call(plan.specialityParameters, 'cached', { idFaculty: 1, idFEduc: 1, idDirection: 1, idSpeciality: 1 }),
  call(plan.admissionPlan, 'cached', { aYear: thisYear, idSpeciality: 1 }),
  call(plan.licences, 'cached'),
  call(plan.gradingSpecialities, 'cached', { idFaculty: 1, idDirection: 1, idFEduc: 1 }),
  call(plan.variantRanges, 'cached', { idEbeVar: 1 }),
  call(plan.variantEstimation, 'cached', { idEbeVar: 1 }),
  call(grading.gradingVariants, 'cached'),
  call(plannedStudents.facultyCourses, 'cached', { idYear: thisYear, idWs: 1, idFaculty: 1 }),
  call(plannedStudents.headcounts, 'cached', { idYear: thisYear, idWs: 1, idRate: 1, idFaculty: 1 }),
  call(plannedStudents.facultyYearGroups, 'cached', { idYear: thisYear, idFaculty: 1 }),
  // The users screen's list (administrators): cached, its sign-ins and the audit log announce (0011).
  call(users.listUsers, 'cached'),
  // The grading-rule editor (decision 0019): a variant's ranges, a range's details, the configurator, display rules.
  call(grading.gradingRanges, 'cached', { idEbeVar: 1 }),
  call(grading.rangeDetails, 'cached', { idEbe: 1 }),
  call(grading.gradingConfiguration, 'cached', { idEbeVar: 1 }),
  call(grading.displayRules, 'cached', { idEbeVar: 1 }),
  // Teaching positions of this year and the disciplines (decision 0020).
  call(positions.positions, 'cached', { idYear: thisYear }),
  call(discipline.disciplineKinds, 'cached'),
  call(discipline.disciplines, 'cached'),
  // The classrooms screen (decision 0021): its selects, then the main building's 66 rooms (paged by the web).
  call(classrooms.buildings, 'cached'),
  call(classrooms.offices, 'cached'),
  call(classrooms.specifics, 'cached'),
  call(classrooms.classrooms, 'cached', { idKorpus: 1 }),
  // The commission screens (decision 0022): the selects, a speciality's commission, a faculty's with its history.
  call(commission.memberTypes, 'cached'),
  call(commission.commissionFaculties, 'cached', { idVuz: 1 }),
  call(commission.facultySpecials, 'cached', { idFaculty: 1 }),
  call(commission.specialityMembers, 'cached', { idFaculty: 1, idSpecial: 1 }),
  call(commission.facultyMembers, 'cached', { idFaculty: 1 }),
  call(commission.pastFacultyMembers, 'cached', { idFaculty: 1 }),
  // Where a record is used, asked as a delete's confirmation opens (decision 0035): one query over its users.
  call(usage.recordUsage, 'read', { kind: 'direction', id: 1 }),
  // A record's history and the audit screen's first page, unfiltered and filtered (decision 0045): a few
  // queries each over the audit log (125,000 rows on the large data), held to 100 ms at p99.
  {
    ...call(history.recordHistory, 'audit', { kind: 'direction', id: 1 }),
    name: 'history/record (a direction)',
  },
  { ...call(history.auditLog, 'audit', { page: 1 }), name: 'history/audit (first page)' },
  {
    ...call(history.auditLog, 'audit', { kind: 'classroom', action: 'changed', text: 'ремонт' }),
    name: 'history/audit (kind, action, words)',
  },
  // The header's bell: per user and language, kept in memory until a change (decision 0024).
  call(wiki.getWiki, 'read'),
  // The licence check at load: the verdict is judged in memory (decision 0023).
  call(licence.getTSessionWeb, 'read'),
  call(licence.getTSessionWebd, 'read'),
  // The Licence screen and the setup page (decision 0060): the licence in force, its days left, the vendor's line.
  call(setup.setupState, 'read'),
  // The data checks and the overview: answered from memory until a table they read changes.
  call(checks.checksList, 'cached'),
  call(overview.overviewFiguresCall, 'cached', { year: thisYear }),
  // The ministry's console (decision 0069): every university's directory and figures, computed afresh.
  { ...call(ministry.ministryUniversities, 'read', { year: thisYear }), asMinistry: true },
  // The new academic year (decision 0048): the turnovers, a report, and one faculty's preview (a handful of
  // set-wise reads and the judgement; its apply and undo write, measured by bench:new-year).
  call(newYear.turnovers, 'cached'),
  call(newYear.turnoverReportOf, 'read', { idTurnover: 1 }),
  call(newYear.previewTurnover, 'audit', {
    yearFrom: thisYear,
    yearTo: thisYear + 1,
    facultyIds: [1],
    kinds: ['admission', 'groups', 'headcounts', 'grading', 'commission'],
  }),
  // A save that changes nothing: the whole write path (transaction, lock, audit trigger, announcement).
  {
    ...call(catalog.saveDirection, 'write', {
      idDirection: 1,
      code: '580100',
      direction_: 'Экономика',
      directionKg: 'Экономика',
      directionEn: 'Economics',
    }),
    name: 'ministerstvo/ins-upd-direction (unchanged)',
  },
  {
    ...call(catalog.saveDirection, 'write'),
    name: 'ministerstvo/ins-upd-direction (unchanged, 20 rows in turn)',
    bodiesFrom: {
      list: `api/v1/${catalog.allDirection.path}`,
      count: 20,
      body: (row) => ({
        idDirection: row.id_direction,
        code: row['p24-1'],
        direction_: row['p24-2'],
        directionKg: row.p24_kg,
        directionEn: row.p24_en,
      }),
    },
  },
  // A building saved unchanged (decision 0062): the save every new university's buildings take.
  {
    ...call(classrooms.saveBuilding, 'write'),
    name: 'audience/ins-upd-korpus (unchanged)',
    bodiesFrom: {
      list: `api/v1/${classrooms.buildings.path}`,
      count: 1,
      body: (row) => ({
        idKorpus: row.id_korpus,
        korpus: row.korpus,
        korpusKg: row.korpus_kg,
        korpusEn: row.korpus_en,
        adres: row.adres,
        adresKg: row.adres_kg,
        adresEn: row.adres_en,
        rowVersion: row.rowVersion,
      }),
    },
  },
  // The integration API (decisions 0075, 0076): a page of 100 records read by a client's bearer token, each
  // call counted against the client's limit and recorded, as every client's call is.
  ...['faculties', 'specialities', 'groups', 'plans'].map(
    (resource): Scenario => ({
      name: `integration/v1/${resource} (100 a page)`,
      kind: 'read',
      method: 'GET',
      path: `api/integration/v1/${resource}`,
      asClient: true,
    }),
  ),
  // The change feed (decision 0077): its first page from the start, the records as they are.
  {
    name: 'integration/v1/changes (the first 100 entries)',
    kind: 'read',
    method: 'GET',
    path: 'api/integration/v1/changes?after=0&limit=100',
    asClient: true,
  },
  { name: '{base}/login (the page, a CSP nonce)', kind: 'page', method: 'GET', path: 'login' },
  // What a load balancer and Prometheus ask (decision 0027): no session; /ready keeps its answer for 1 s.
  { name: '{API_PREFIX}/health', kind: 'probe', method: 'GET', path: 'api/health' },
  { name: '{API_PREFIX}/ready', kind: 'probe', method: 'GET', path: 'api/ready' },
  { name: '/metrics (one scrape)', kind: 'page', method: 'GET', path: 'metrics' },
];

interface Targets {
  /** Minimum req/s as a share of the bare Fastify route. */
  bare?: number;
  /** The most its p99 may be, as a multiple of the bare route's p99 in the same run (decision 0050). */
  bareP99?: number;
  /** Minimum req/s as a share of the SELECT 1 route. */
  select1?: number;
  /** Minimum req/s as a share of the INSERT-and-audit route, on a PostgreSQL server (decision 0050). */
  insertAudit?: number;
  /** Must be strictly above the SELECT 1 route. */
  aboveSelect1?: boolean;
  /** The most its p99 may be, in ms, instead of P99_TARGET_MS. */
  p99?: number;
}

// The caches' targets (decision 0009), raised by decision 0050 for what every request pays (the session check, the lists from
// memory, the probes); every call also: p99 <= 10 ms and large/small >= 0.8.
export const targets: Record<Kind, Targets | undefined> = {
  session: { bare: 0.8, bareP99: 2 },
  cached: { bare: 0.8, bareP99: 2, aboveSelect1: true },
  read: { select1: 0.7 },
  audit: { p99: 100 },
  // A save: half a bare INSERT-and-audit transaction on a server; on the embedded database, one
  // connection for every writer, p99 <= 50 ms with 10 writers (run with --connections 10).
  write: { insertAudit: 0.5, p99: 50 },
  page: undefined,
  probe: { bare: 0.9, bareP99: 2 },
};
export const P99_TARGET_MS = 10;
export const LARGE_TO_SMALL_TARGET = 0.8;
