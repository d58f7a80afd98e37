import type { FacultyMemberRow, SpecialityMemberRow } from '../../../contract/commission';
import type { Language } from '../../../contract/limits';
import { specialityName } from '../../../contract/speciality-name';
import * as queries from '../../commission/queries';
import { dayOf } from '../../commission/rules';
import { screenTexts, textOf } from '../../core/screen-texts';
import type { Database } from '../../db/connection';
import { dateColumn, type ExportColumn, type ExportTable, once, textColumn } from '../layout';
import { facultyNames } from './names';
import { localName } from './reference';

// The commission screens (decisions 0022 and 0031) as web/components/commission/member-table.tsx shows them: a
// faculty's commission (web/features/commission/commission-page.tsx, with its history modal) and a
// faculty's commission for one speciality (speciality-commission-page.tsx beside it). A term, one column
// on the screen ("since 01.09.2024"), is written as its two days, so that a spreadsheet reads them as dates.
// The tables' names ('stateMember', 'specMember') are the API's, as the contract declares them.

const commission = screenTexts.commission;
const shell = screenTexts.shell;
const text = (pick: (texts: (typeof commission)['ru']) => string) => textOf(commission, pick);

type Member = FacultyMemberRow | SpecialityMemberRow;

/** Role, full name, degree or title: the three columns of SPEC §2 every member table has. */
const memberColumns = {
  memberType: textColumn<Member>(
    'memberType',
    text((texts) => texts.memberType),
    (row, lang) => localName({ ru: row.member_type, kg: row.member_type_kg, en: row.member_type_en }, lang),
  ),
  memberName: textColumn<Member>(
    'memberName',
    text((texts) => texts.memberName),
    (row) => row.member_name,
  ),
  title: textColumn<Member>(
    'title',
    text((texts) => texts.title),
    (row) => row.title,
  ),
};

/** The screen's term column as two columns of days (keyed 'term' both: the screen's column they write). */
const termColumns: ExportColumn<FacultyMemberRow>[] = [
  dateColumn<FacultyMemberRow>(
    'term',
    text((texts) => texts.termBegin),
    (row) => row.since,
  ),
  dateColumn<FacultyMemberRow>(
    'term',
    text((texts) => texts.termEnd),
    (row) => row.until,
  ),
];

const facultyName = async (database: Database, facultyId: number, lang: Language) =>
  (await facultyNames(database, lang)).get(facultyId) ?? null;

export const commissionTable: ExportTable<'stateMember', FacultyMemberRow> = {
  name: 'stateMember',
  title: textOf(shell, (texts) => texts.routes.commission),
  access: 'read',
  columns: [memberColumns.memberType, memberColumns.memberName, memberColumns.title, ...termColumns],
  filterName: ({ database, filter, lang }) => facultyName(database, filter.idFaculty, lang),
  // The commission as it is today, as the list call reads it (commission/routes.ts).
  rows: ({ database, filter }) =>
    once(() =>
      queries.facultyMembers.load(database, { facultyId: filter.idFaculty, day: dayOf(new Date()) }),
    ), // An import (decision 0047) updates the term a row was exported from.
  record: { id: (row) => row.id_GAK_member_History, version: (row) => row.rowVersion },
};

/** The history modal's title without its faculty, which the file's name says as the filter. */
const historyTitle = (title: string) => title.replace(/:?\s*\{\{faculty\}\}/, '').trim();

export const commissionHistoryTable: ExportTable<'stateMemberHistory', FacultyMemberRow> = {
  name: 'stateMemberHistory',
  title: text((texts) => historyTitle(texts.historyTitle)),
  access: 'read',
  // The modal's order: the term first.
  columns: [...termColumns, memberColumns.memberName, memberColumns.memberType, memberColumns.title],
  filterName: ({ database, filter, lang }) => facultyName(database, filter.idFaculty, lang),
  rows: ({ database, filter }) =>
    once(() => queries.pastFacultyMembers.load(database, { facultyId: filter.idFaculty })),
};

export const specialityCommissionTable: ExportTable<'specMember', SpecialityMemberRow> = {
  name: 'specMember',
  title: textOf(shell, (texts) => texts.routes.specialityCommission),
  access: 'read',
  columns: [memberColumns.memberType, memberColumns.memberName, memberColumns.title],
  // The faculty, then the speciality as its select names it ("080105 Финансы и кредит").
  filterName: async ({ database, filter, lang }) => {
    const [faculty, specials] = await Promise.all([
      facultyName(database, filter.idFaculty, lang),
      queries.facultySpecials.load(database, { facultyId: filter.idFaculty }),
    ]);
    const special = specials.find((row) => row.id_special === filter.idSpecial);
    const speciality = special
      ? specialityName({
          code: special.code,
          name: localName({ ru: special.special, kg: special.special_kg, en: special.special_en }, lang),
        })
      : null;
    return [faculty, speciality].filter(Boolean).join(' — ') || null;
  },
  rows: ({ database, filter }) =>
    once(() =>
      queries.specialityMembers.load(database, { facultyId: filter.idFaculty, specialId: filter.idSpecial }),
    ),
  record: { id: (row) => row.id_GAK_member_speciality, version: (row) => row.rowVersion },
};
