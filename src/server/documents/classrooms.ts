import type { PrintedDocument } from '../../contract/documents';
import * as queries from '../classrooms/queries';
import { AppError } from '../core/errors';
import type { SignedInUser } from '../core/signed-in-user';
import { classroomsTable, type ExportedClassroom } from '../export/tables/classrooms';
import { localName } from '../export/tables/reference';
import {
  cellsOfRows,
  columnsOf,
  type DocumentContext,
  finish,
  numberColumn,
  screenColumn,
  totalRow,
} from './document';
import { facultiesWithUniversity } from './queries';
import { documentText } from './texts';

// A building's classroom list (decision 0049): each classroom's number, seats, area, specifics, faculty and
// department, as the classrooms screen and its export name them, with the seats and area summed.

const SHOWN = ['number', 'capacity', 'square', 'specifics', 'faculty', 'department'] as const;
const SUMMED = new Set(['capacity', 'square']);

export async function classroomsDocument(
  context: DocumentContext & { user: SignedInUser; timeZone: string },
  buildingId: number,
): Promise<PrintedDocument> {
  const { database, lang } = context;
  const building = (await queries.buildings.load(database, undefined)).find(
    (row) => row.id_korpus === buildingId,
  );
  if (!building) throw new AppError('NOT_FOUND', 'recordNotFound');
  const rooms: ExportedClassroom[] = [];
  for await (const batch of classroomsTable.rows({ ...context, filter: { idKorpus: buildingId } }))
    rooms.push(...batch);
  const picked = [
    numberColumn<ExportedClassroom>(lang),
    ...SHOWN.map((key) =>
      screenColumn(
        classroomsTable.columns,
        key,
        lang,
        key === 'specifics' || key === 'faculty' || key === 'department',
      ),
    ),
  ];
  const rows = cellsOfRows(picked, rooms);
  const buildingName = localName(
    { ru: building.korpus, kg: building.korpus_kg, en: building.korpus_en },
    lang,
  );
  const address = localName({ ru: building.adres, kg: building.adres_kg, en: building.adres_en }, lang);
  // The university, when the database keeps one (a building names none of its own).
  const universities = new Set(
    (await facultiesWithUniversity(database)).map((row) =>
      localName({ ru: row.university, kg: row.university_kg, en: row.university_en }, lang),
    ),
  );
  const title = documentText('classroomsTitle', lang);
  return finish(
    context,
    {
      landscape: true,
      approval: [],
      heading: universities.size === 1 ? [...universities] : [],
      title,
      subtitle: [buildingName, address].filter(Boolean),
      order: null,
      columns: columnsOf(picked),
      sections: [
        {
          title: null,
          rows,
          total:
            rows.length > 0
              ? totalRow(rows, picked.length, {
                  label: documentText('total', lang),
                  labelAt: 1,
                  summed: (index) => SUMMED.has(SHOWN[index - 1] ?? ''),
                })
              : null,
        },
      ],
      total: null,
      empty: documentText('noClassrooms', lang),
      signatures: [{ role: documentText('academicOffice', lang), name: '' }],
    },
    [title, buildingName],
  );
}
