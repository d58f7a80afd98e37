import type { CallBody } from '../../../contract/call';
import type { MemberTypeRow, saveFacultyMember, saveSpecialityMember } from '../../../contract/commission';
import { NEW_ID } from '../../../contract/limits';
import type { Names } from '../../i18n/use-local-name';
import type { SaveRequest } from '../reference-screen/mutations';

/** A commission member as the row's inputs hold it: the member type as an id, or null ('--'). */
export type MemberValues = { idMemberType: number | null; memberName: string; title: string };

/** What both commissions' rows have (SPEC §3). */
export interface MemberRow {
  member_name: string;
  id_member_type: number;
  member_type: string;
  member_type_kg: string;
  member_type_en: string;
  title: string;
  rowVersion: number;
}

export const emptyMember: MemberValues = { idMemberType: null, memberName: '', title: '' };

export const memberValuesOf = (row: MemberRow): MemberValues => ({
  idMemberType: row.id_member_type,
  memberName: row.member_name,
  title: row.title,
});

/** A member type's names (SPEC §2: ru the base name, kg and en the language-suffixed ones). */
export const memberTypeNames = (
  row: Pick<MemberTypeRow, 'member_type' | 'member_type_kg' | 'member_type_en'>,
): Names => ({
  ru: row.member_type,
  kg: row.member_type_kg,
  en: row.member_type_en,
});

/** The member fields of a save: a new row (id 0 while unsaved, SPEC §9) is sent as -1 (§4). */
const memberFields = ({ row, values }: SaveRequest<MemberRow, MemberValues>) => ({
  idMemberType: values.idMemberType,
  memberName: values.memberName.trim(),
  title: values.title.trim(),
  rowVersion: row?.rowVersion,
});

export const facultyMemberPayload = (
  request: SaveRequest<MemberRow & { id_GAK_member_History: number }, MemberValues>,
  idFaculty: number,
): CallBody<typeof saveFacultyMember> => ({
  idGAKMemberHistory: request.row?.id_GAK_member_History ?? NEW_ID,
  idFaculty,
  ...memberFields(request),
});

export const specialityMemberPayload = (
  request: SaveRequest<MemberRow & { id_GAK_member_speciality: number }, MemberValues>,
  idFaculty: number,
  idSpecial: number,
): CallBody<typeof saveSpecialityMember> => ({
  idGAKMemberSpeciality: request.row?.id_GAK_member_speciality ?? NEW_ID,
  idFaculty,
  idSpecial,
  ...memberFields(request),
});
