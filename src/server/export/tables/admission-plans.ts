import { screenTexts, textOf } from '../../core/screen-texts';
import * as queries from '../../speciality-plan/queries';
import { type ExportTable, numberColumn, once, textColumn } from '../layout';
import { academicYearName, facultyName, filterParts } from './named';
import { localName } from './reference';

// A faculty's admission plans of a year (decision 0047; web/features/educational/admission-plans-modal.tsx):
// every speciality the faculty teaches, with the budget and contract places of its plan (the parameters
// modal's plan form shows one speciality's), so that a registrar fills in a year's plans as one table.

const educational = screenTexts.educational;
const text = (pick: (texts: (typeof educational)['ru']) => string) => textOf(educational, pick);

export type AdmissionPlanOfFaculty = Awaited<ReturnType<typeof queries.facultyAdmissionPlans>>[number];

export const admissionPlansTable: ExportTable<'admissionPlans', AdmissionPlanOfFaculty> = {
  name: 'admissionPlans',
  title: text((texts) => texts.admissionPlans.title),
  access: 'read',
  columns: [
    textColumn(
      'code',
      text((texts) => texts.admissionPlans.code),
      (row) => row['p25-1'],
    ),
    textColumn(
      'speciality',
      text((texts) => texts.level.speciality),
      (row, lang) => localName({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }, lang),
    ),
    textColumn(
      'form',
      text((texts) => texts.level.form),
      (row, lang) => localName({ ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en }, lang),
    ),
    // A speciality without a plan of the year has empty places (the plan form's "no plan yet").
    numberColumn(
      'kolB',
      text((texts) => texts.plan.kolB),
      (row) => row.kolB,
    ),
    numberColumn(
      'kolK',
      text((texts) => texts.plan.kolK),
      (row) => row.kolK,
    ),
  ],
  filterName: async ({ database, filter, lang }) =>
    filterParts([
      await facultyName(database, filter.idFaculty, lang),
      await academicYearName(database, filter.aYear),
    ]),
  rows: ({ database, filter }) =>
    once(() => queries.facultyAdmissionPlans(database, { facultyId: filter.idFaculty, year: filter.aYear })),
  // A speciality is the record (its plan of the year may not exist yet); the plan's version, 0 without one.
  record: { id: (row) => row.idSpeciality, version: (row) => row.rowVersion },
};
