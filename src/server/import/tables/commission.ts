import type { FacultyMemberRow, SpecialityMemberRow } from '../../../contract/commission';
import * as calls from '../../../contract/commission';
import { NEW_ID } from '../../../contract/limits';
import * as queries from '../../commission/queries';
import { importFacultyMember, importSpecialityMember, today } from '../../commission/saves';
import { AppError } from '../../core/errors';
import { commissionTable, specialityCommissionTable } from '../../export/tables/commission';
import type { Claim } from '../claims';
import { echo, shown } from '../columns';
import { type ImportTable, type Lookups, lookupKey, lookupOf, type Values } from '../layout';

// The commission screens' members (decisions 0022 and 0031) imported through their own saves (commission/saves.ts),
// each row inside the import's transaction: the roles held by one person, the names already in the
// commission, the faculty scope and, for a faculty's commission, its history (a term begun before today
// keeps its person: another one is refused; a new role ends the term today and starts one) decide as on
// the screen. A row updates the member it was exported from, else the one of its name in its role.

type Member = FacultyMemberRow | SpecialityMemberRow;

/** The member's three columns, as a file row and a record name them. */
const MEMBER_COLUMNS = ['memberType', 'memberName', 'title'] as const;

/** A member is named by its role and name within its commission. */
const memberKey = (typeId: number | undefined, name: string) => `${typeId ?? ''}|${lookupKey(name)}`;

/** The role a row names, in any of the three languages. */
const typeOf = (values: Values, lookups: Lookups) =>
  lookups.memberTypes?.get(lookupKey(String(values.memberType ?? '')));

/** A text of the file, trimmed as the screen trims it, or the record's own where the file has no such column. */
const textOr = (values: Values, key: string, current: string | undefined) =>
  key in values ? String(values[key] ?? '').trim() : (current ?? '');

/** The save's member fields of a row; the role not found refuses it. */
function memberOf(values: Values, row: Member | undefined, lookups: Lookups) {
  const idMemberType = 'memberType' in values ? typeOf(values, lookups) : row?.id_member_type;
  if (idMemberType === undefined)
    return { unknown: { column: 'memberType', value: String(values.memberType ?? '') } };
  return {
    idMemberType,
    memberName: textOr(values, 'memberName', row?.member_name),
    title: textOr(values, 'title', row?.title),
  };
}

const common = {
  required: MEMBER_COLUMNS,
  filled: MEMBER_COLUMNS,
  key: 'memberName',
  keyOf: (row: Member) => memberKey(row.id_member_type, row.member_name),
  keyOfValues: (values: Values, lookups: Lookups) =>
    memberKey(typeOf(values, lookups), String(values.memberName ?? '')),
  label: (values: Values) => {
    const [name, type] = [values.memberName, values.memberType].map((value) => String(value ?? '').trim());
    return type ? `${name} (${type})`.trim() : (name ?? '');
  },
  fields: { idMemberType: 'memberType', memberName: 'memberName', title: 'title' },
  lookupColumns: { memberType: 'memberTypes' },
  // One person sits once in a commission, and a single-holder role (the chair) has one person: two rows
  // of a file doing either contradict each other (claims.ts), as the save would find them one by one.
  claims: (values: Values, row: Member | undefined, lookups: Lookups): Claim[] => {
    const name = textOr(values, 'memberName', row?.member_name);
    const typeId = 'memberType' in values ? typeOf(values, lookups) : row?.id_member_type;
    const role = echo(String(values.memberType ?? '').trim());
    return [
      ...(name === ''
        ? []
        : [
            {
              key: `person:${lookupKey(name)}`,
              message: 'importRowsSamePerson' as const,
              params: { name: echo(name) },
            },
          ]),
      ...(typeId !== undefined && lookups.singleRoles?.has(String(typeId))
        ? [{ key: `role:${typeId}`, message: 'importRowsSameRole' as const, params: { role } }]
        : []),
    ];
  },
  lookups: async ({ database }: { database: Parameters<typeof queries.memberTypes.load>[0] }) => {
    const types = await queries.memberTypes.load(database, undefined);
    return {
      memberTypes: lookupOf(
        types,
        (type) => type.id_member_type,
        (type) => ({ ru: type.member_type, kg: type.member_type_kg, en: type.member_type_en }),
      ),
      // The roles one person holds at a time, by id.
      singleRoles: new Map(
        types.filter((type) => type.single).map((type) => [String(type.id_member_type), 1]),
      ),
    };
  },
};

/**
 * A term's days are the history's (decision 0031): a file repeats them or leaves them out, it never sets
 * them. A new member's term starts on the day of the import; an end or a successor is the screen's
 * Replace and End membership, on the day they choose.
 */
function termRefusal(values: Values, row: FacultyMemberRow | undefined) {
  const since = shown(values.term);
  const until = shown(values['term.2']);
  const changed = row
    ? ('term' in values && since !== row.since) || ('term.2' in values && until !== shown(row.until))
    : (since !== '' && since !== today()) || until !== '';
  return changed ? { refused: new AppError('VALIDATION', 'importTermChanged') } : undefined;
}

export const commissionImport: ImportTable<'stateMember', FacultyMemberRow> = {
  name: 'stateMember',
  exported: commissionTable,
  save: calls.saveFacultyMember,
  write: importFacultyMember,
  ...common,
  payload: (values, row, lookups, filter) => {
    const member = memberOf(values, row, lookups);
    if ('unknown' in member) return member;
    return (
      termRefusal(values, row) ?? {
        idGAKMemberHistory: row?.id_GAK_member_History ?? NEW_ID,
        idFaculty: filter.idFaculty,
        ...member,
      }
    );
  },
};

export const specialityCommissionImport: ImportTable<'specMember', SpecialityMemberRow> = {
  name: 'specMember',
  exported: specialityCommissionTable,
  save: calls.saveSpecialityMember,
  write: importSpecialityMember,
  ...common,
  payload: (values, row, lookups, filter) => {
    const member = memberOf(values, row, lookups);
    if ('unknown' in member) return member;
    return {
      idGAKMemberSpeciality: row?.id_GAK_member_speciality ?? NEW_ID,
      idFaculty: filter.idFaculty,
      idSpecial: filter.idSpecial,
      ...member,
    };
  },
};
