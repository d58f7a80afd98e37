import { academicYearAround } from '../../contract/academic-year';
import type { PrintedDocument } from '../../contract/documents';
import { specialityName } from '../../contract/speciality-name';
import * as queries from '../commission/queries';
import { AppError } from '../core/errors';
import { commissionTable, specialityCommissionTable } from '../export/tables/commission';
import { localName } from '../export/tables/reference';
import {
  approvalOf,
  cellsOfRows,
  columnsOf,
  type DocumentContext,
  facultyName,
  facultyOf,
  finish,
  numberColumn,
  screenColumn,
  universityName,
} from './document';
import { documentDay, documentText } from './texts';

// The state examination commission's composition (decision 0049): a faculty's as it stands today, or a
// faculty's for one of its specialities, in the commission's order (chair, deputy, secretary, members),
// each with the degree and title, as the commission screens list them; an annex to the rector's order.

/** The columns both commissions print: №, the role, the full name, the degree and title. */
const columns = <Row>(
  table: typeof commissionTable | typeof specialityCommissionTable,
  lang: DocumentContext['lang'],
) => [
  numberColumn<Row>(lang),
  screenColumn(table.columns as never, 'memberType', lang, true),
  screenColumn(table.columns as never, 'memberName', lang, true),
  screenColumn(table.columns as never, 'title', lang, true),
];

export async function commissionDocument(
  context: DocumentContext,
  { facultyId, specialId }: { facultyId: number; specialId?: number },
): Promise<PrintedDocument> {
  const { database, lang, today } = context;
  const faculty = await facultyOf(database, facultyId);
  let speciality: string | null = null;
  if (specialId !== undefined) {
    const special = (await queries.facultySpecials.load(database, { facultyId })).find(
      (row) => row.id_special === specialId,
    );
    if (!special) throw new AppError('NOT_FOUND', 'recordNotFound');
    speciality = specialityName({
      code: special.code,
      name: localName({ ru: special.special, kg: special.special_kg, en: special.special_en }, lang),
    });
  }
  const members =
    specialId === undefined
      ? await queries.facultyMembers.load(database, { facultyId, day: today })
      : await queries.specialityMembers.load(database, { facultyId, specialId });
  const picked = columns(specialId === undefined ? commissionTable : specialityCommissionTable, lang);
  const title = documentText('commissionTitle', lang);
  return finish(
    context,
    {
      landscape: false,
      approval: approvalOf(faculty, lang),
      heading: [universityName(faculty, lang), facultyName(faculty, lang)],
      title,
      subtitle: [
        ...(speciality ? [documentText('ofSpeciality', lang, { speciality })] : []),
        documentText('ofYear', lang, { year: academicYearAround(today).name }),
        documentText('asOf', lang, { day: documentDay(today, lang) }),
      ],
      order: documentText('orderAnnex', lang),
      columns: columnsOf(picked),
      sections: [{ title: null, rows: cellsOfRows(picked, members as never[]), total: null }],
      total: null,
      empty: documentText('noMembers', lang),
      signatures: [{ role: documentText('dean', lang), name: faculty.dean }],
    },
    [title, facultyName(faculty, lang), speciality ?? ''],
  );
}
