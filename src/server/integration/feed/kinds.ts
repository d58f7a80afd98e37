import type { IntegrationScope } from '../../../contract/integration';
import { type DrawnFrom, drawnFrom } from '../resource-queries/feed';

// Which audited table's change is which resource's record (decision 0077): a table's own record, and the
// records of other resources drawn from it (a plan carries its speciality's thresholds), so that a
// consumer's copy never goes stale. Tables no resource shows are not read.

export type FeedKind =
  | 'university'
  | 'faculties'
  | 'departments'
  | 'directions'
  | 'specialities'
  | 'academic-years'
  | 'half-years'
  | 'groups'
  | 'buildings'
  | 'offices'
  | 'classrooms'
  | 'plans'
  | 'headcounts'
  | 'commission-members';

export const kindScopes: Readonly<Record<FeedKind, IntegrationScope>> = {
  university: 'structure:read',
  faculties: 'structure:read',
  departments: 'structure:read',
  directions: 'structure:read',
  specialities: 'structure:read',
  'academic-years': 'structure:read',
  'half-years': 'structure:read',
  groups: 'structure:read',
  buildings: 'structure:read',
  offices: 'structure:read',
  classrooms: 'structure:read',
  plans: 'plans:read',
  headcounts: 'plans:read',
  'commission-members': 'commission:read',
};

/** A table's own records: the audit entry's row is the record. */
const ownRecords: Readonly<Record<string, FeedKind>> = {
  vuz: 'university',
  faculty: 'faculties',
  kafedra: 'departments',
  direction: 'directions',
  speciality: 'specialities',
  a_year: 'academic-years',
  w_s: 'half-years',
  study_group: 'groups',
  korpus: 'buildings',
  otdel: 'offices',
  auditorium: 'classrooms',
  plan_abit: 'plans',
  rrnk_gr_kolst: 'headcounts',
  gak_member_history: 'commission-members',
};

export interface Drawing {
  kind: FeedKind;
  drawn: DrawnFrom;
  /** Only a change of one of these columns reaches the records (none named: any change does). */
  columns?: readonly string[];
}

const thresholds = ['ort_budget', 'ort_contract', 'ort_maths', 'ort_physics', 'ort_chemistry', 'ort_biology'];

/**
 * The records drawn from another table's row. Only an update reaches them: a new row has no record drawing on
 * it yet, and a deleted one none left (a key refuses it, or the deletion cascades with entries of its own).
 */
const drawings: Readonly<Record<string, readonly Drawing[]>> = {
  speciality: [
    {
      kind: 'plans',
      drawn: drawnFrom.plansBySpeciality,
      columns: ['id_faculty', ...thresholds, 'ort_history', 'ort_english'],
    },
  ],
  special: [{ kind: 'specialities', drawn: drawnFrom.specialitiesByName }],
  f_educ: [{ kind: 'specialities', drawn: drawnFrom.specialitiesByStudyForm }],
  f_educ_vid: [{ kind: 'specialities', drawn: drawnFrom.specialitiesByStudyFormKind }],
  f_educ_prog: [{ kind: 'specialities', drawn: drawnFrom.specialitiesByProgramme }],
  level: [{ kind: 'specialities', drawn: drawnFrom.specialitiesByLevel }],
  qualification: [{ kind: 'specialities', drawn: drawnFrom.specialitiesByQualification }],
  licence: [{ kind: 'specialities', drawn: drawnFrom.specialitiesByLicence }],
  study_group: [{ kind: 'headcounts', drawn: drawnFrom.headcountsByGroup, columns: ['id_com_gspe'] }],
  com_gspe: [
    { kind: 'groups', drawn: drawnFrom.groupsByBinding },
    { kind: 'headcounts', drawn: drawnFrom.headcountsByBinding, columns: ['id_n_gr'] },
  ],
  n_gr: [
    { kind: 'groups', drawn: drawnFrom.groupsByNameGroup },
    { kind: 'headcounts', drawn: drawnFrom.headcountsByNameGroup, columns: ['id_faculty'] },
  ],
  specifics: [{ kind: 'classrooms', drawn: drawnFrom.classroomsBySpecifics }],
  member_type: [{ kind: 'commission-members', drawn: drawnFrom.membersByRole }],
};

/** The kind of a table's own records, if a resource shows them. */
export const ownKind = (table: string): FeedKind | undefined => ownRecords[table];

/** The records of other kinds drawn from a table's rows. */
export const drawingsOf = (table: string): readonly Drawing[] => drawings[table] ?? [];

/** The audited tables whose entries may reach a client of these scopes. */
export function tablesFor(scopes: readonly string[]): string[] {
  const shown = (kind: FeedKind) => scopes.includes(kindScopes[kind]);
  const tables = new Set<string>();
  for (const [table, kind] of Object.entries(ownRecords)) if (shown(kind)) tables.add(table);
  for (const [table, drawn] of Object.entries(drawings))
    if (drawn.some(({ kind }) => shown(kind))) tables.add(table);
  return [...tables].sort();
}

/** One step towards a record's faculty: the row's column naming the next row (or the faculty, last). */
export interface FacultyStep {
  table: string;
  key: string;
  column: string;
}

const group: FacultyStep[] = [
  { table: 'study_group', key: 'id_group', column: 'id_com_gspe' },
  { table: 'com_gspe', key: 'id_com_gspe', column: 'id_n_gr' },
  { table: 'n_gr', key: 'id_n_gr', column: 'id_faculty' },
];

/**
 * How a record reaches its faculty, for a client of some faculties: 'self' for a faculty, none for a record
 * of no faculty (every client's), `optional` when a record may have none (a classroom).
 */
export const facultyPaths: Readonly<
  Partial<Record<FeedKind, 'self' | { steps: readonly FacultyStep[]; optional?: boolean }>>
> = {
  faculties: 'self',
  departments: { steps: [{ table: 'kafedra', key: 'id_kafedra', column: 'id_faculty' }] },
  specialities: { steps: [{ table: 'speciality', key: 'id_speciality', column: 'id_faculty' }] },
  groups: { steps: group },
  classrooms: {
    steps: [{ table: 'auditorium', key: 'id_auditorium', column: 'id_faculty' }],
    optional: true,
  },
  plans: {
    steps: [
      { table: 'plan_abit', key: 'id_plan_abit', column: 'id_speciality' },
      { table: 'speciality', key: 'id_speciality', column: 'id_faculty' },
    ],
  },
  headcounts: { steps: [{ table: 'rrnk_gr_kolst', key: 'id_rrnk_gr_kolst', column: 'id_group' }, ...group] },
  'commission-members': {
    steps: [{ table: 'gak_member_history', key: 'id_gak_member_history', column: 'id_faculty' }],
  },
};
