import { yearLabel } from '../../contract/academic-year';
import type { DocumentCell, DocumentSection, PrintedDocument } from '../../contract/documents';
import type { ThresholdKey } from '../../contract/speciality-plan';
import { screenTexts } from '../core/screen-texts';
import { type AdmissionPlanOfFaculty, admissionPlansTable } from '../export/tables/admission-plans';
import { academicYearName } from '../export/tables/named';
import * as queries from '../speciality-plan/queries';
import {
  approvalOf,
  type Column,
  cellsOfRows,
  columnsOf,
  type DocumentContext,
  facultyName,
  facultyOf,
  finish,
  numberColumn,
  ownColumn,
  screenColumn,
  totalRow,
  universityName,
} from './document';
import { facultiesWithUniversity } from './queries';
import { documentText } from './texts';

// The admission plan of a year (decision 0049): a faculty's, or the whole university's with a section per
// faculty; per speciality its code, name and study form, budget and contract places (the plans the
// faculty's admission-plans table edits) and the entrance-test thresholds (the parameters form's), with
// the places summed per faculty and overall. A speciality without a plan of the year has empty places.

const SUBJECTS: ThresholdKey[] = [
  'ortMaths',
  'ortPhysics',
  'ortChemistry',
  'ortBiology',
  'ortHistory',
  'ortEnglish',
];

/**
 * A threshold of 0 is none: a programme without entrance tests (a master's, postgraduate study)
 * prints a dash, never a 0 a reader takes for the pass mark.
 */
const NONE = '—';
const threshold = (value: number) => (value > 0 ? value : NONE);

function planColumns(lang: DocumentContext['lang']): Column<AdmissionPlanOfFaculty>[] {
  const ort = screenTexts.educational[lang].parameters.ort;
  const places = (row: AdmissionPlanOfFaculty) =>
    row.kolB === null && row.kolK === null ? null : (row.kolB ?? 0) + (row.kolK ?? 0);
  return [
    numberColumn(lang),
    screenColumn(admissionPlansTable.columns, 'code', lang),
    screenColumn(admissionPlansTable.columns, 'speciality', lang, true),
    screenColumn(admissionPlansTable.columns, 'form', lang, true),
    screenColumn(admissionPlansTable.columns, 'kolB', lang),
    screenColumn(admissionPlansTable.columns, 'kolK', lang),
    ownColumn(documentText('totalPlaces', lang), places, { numeric: true }),
    ownColumn(ort.ortBudget, (row) => threshold(row.ortBudget), { numeric: true }),
    ownColumn(ort.ortContract, (row) => threshold(row.ortContract), { numeric: true }),
    // Only the subjects a speciality asks for: "Математика 110; Физика 100".
    ownColumn(
      documentText('subjectThresholds', lang),
      (row) =>
        SUBJECTS.filter((key) => row[key] > 0)
          .map((key) => `${ort[key]} ${row[key]}`)
          .join('; ') || NONE,
      { wide: true },
    ),
  ];
}

/** Places are summed (budget, contract, total); thresholds are not. */
const SUMMED = new Set([4, 5, 6]);
const LABEL_AT = 2;

export async function admissionPlanDocument(
  context: DocumentContext,
  { facultyId, year }: { facultyId: number | null; year: number },
): Promise<PrintedDocument> {
  const { database, lang } = context;
  const faculty = facultyId === null ? null : await facultyOf(database, facultyId);
  const [plans, faculties, yearName] = await Promise.all([
    queries.facultyAdmissionPlans(database, { facultyId, year }),
    facultiesWithUniversity(database),
    academicYearName(database, year),
  ]);
  const columns = planColumns(lang);
  const sum = (rows: DocumentCell[][], label: string) =>
    totalRow(rows, columns.length, { label, labelAt: LABEL_AT, summed: (index) => SUMMED.has(index) });
  // One section per faculty, in the faculty selects' order; the university's plan names each.
  const byFaculty = new Map<number, AdmissionPlanOfFaculty[]>();
  for (const row of plans) byFaculty.set(row.idFaculty, [...(byFaculty.get(row.idFaculty) ?? []), row]);
  const sections: DocumentSection[] = faculties
    .filter((row) => byFaculty.has(row.idFaculty))
    .map((row) => {
      const rows = cellsOfRows(columns, byFaculty.get(row.idFaculty) ?? []);
      return {
        title: faculty ? null : facultyName(row, lang),
        rows,
        total: sum(rows, documentText('facultyTotal', lang)),
      };
    });
  const shown = faculties.filter((row) => byFaculty.has(row.idFaculty) || row.idFaculty === facultyId);
  const universities = [...new Set(shown.map((row) => universityName(row, lang)))];
  const title = documentText('admissionTitle', lang);
  const first = faculty ?? shown[0];
  return finish(
    context,
    {
      landscape: true,
      approval: first && universities.length === 1 ? approvalOf(first, lang) : [],
      heading: faculty ? [universityName(faculty, lang), facultyName(faculty, lang)] : universities,
      title,
      subtitle: [documentText('ofYear', lang, { year: yearName || yearLabel(year) })],
      order: null,
      columns: columnsOf(columns),
      sections,
      // The university's plan: every faculty's totals summed.
      total:
        faculty || sections.length === 0
          ? null
          : sum(
              sections.flatMap((section) => section.rows),
              documentText('total', lang),
            ),
      empty: documentText('noSpecialities', lang),
      signatures: [
        { role: documentText('viceRector', lang), name: '' },
        { role: documentText('admissionSecretary', lang), name: '' },
      ],
    },
    [title, faculty ? facultyName(faculty, lang) : (universities[0] ?? ''), yearName],
  );
}
