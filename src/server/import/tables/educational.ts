import * as plannedStudentCalls from '../../../contract/planned-students';
import * as calls from '../../../contract/speciality-plan';
import * as catalog from '../../catalog/queries';
import type { RowOfList } from '../../export/layout';
import { type AdmissionPlanOfFaculty, admissionPlansTable } from '../../export/tables/admission-plans';
import { headcountsTable } from '../../export/tables/educational';
import { type ImportTable, lookupKey, lookupOf, type Values } from '../layout';

// The educational screen's faculty-wide numbers (decision 0015) imported through their screens' saves
// (speciality-plan/routes.ts): a course's planned students per group, and a faculty's admission plans of
// a year per speciality. The rows are the screen's (every group of the course, every speciality of the
// faculty): a file row changes one, creating its record where it has none yet; a row naming a group or
// a speciality the screen does not list is refused.

/** A number of the file (an empty cell: null, which the save reads as 0), or the record's own. */
const numberOr = (values: Values, key: string, current: number | null) =>
  key in values ? values[key] : current;

type HeadcountRow = RowOfList<typeof plannedStudentCalls.headcounts>;

export const headcountsImport: ImportTable<'headcounts', HeadcountRow> = {
  name: 'headcounts',
  exported: headcountsTable,
  save: plannedStudentCalls.saveHeadcount,
  saveTable: 'rrnk_gr_kolst',
  required: ['group', 'kolB', 'kolK'],
  key: 'group',
  keyOf: (row) => row.group_name,
  label: (values) => String(values.group ?? ''),
  // A group without a row in the course's list is unknown; without a name, the save's id is missing.
  payload: (values, row, _lookups, filter) => {
    const group = String(values.group ?? '').trim();
    const counts = {
      kolB: numberOr(values, 'kolB', row?.kol_b ?? null),
      kolK: numberOr(values, 'kolK', row?.kol_k ?? null),
    };
    if (!row) return group === '' ? counts : { unknown: { column: 'group', value: group } };
    const created = row.id_rrnk_gr_kolst === -1;
    return {
      idRrnkGrKolst: row.id_rrnk_gr_kolst,
      ...counts,
      ...(created ? { idGroup: row.id_group, idYear: filter.idYear, idWs: filter.idWs } : {}),
    };
  },
  fields: { idRrnkGrKolst: 'group', idGroup: 'group', kolB: 'kolB', kolK: 'kolK' },
  // The group is named by the list (its name-group, year and subgroup): the file does not rename it.
  readOnly: ['group'],
  creates: (row) => row.id_rrnk_gr_kolst === -1,
};

/** A speciality of the faculty by its code and study form. */
const planKey = (code: string, idFEduc: number | undefined) => `${lookupKey(code)}|${idFEduc ?? ''}`;

export const admissionPlansImport: ImportTable<'admissionPlans', AdmissionPlanOfFaculty> = {
  name: 'admissionPlans',
  exported: admissionPlansTable,
  save: calls.saveAdmissionPlan,
  saveTable: 'plan_abit',
  required: ['code', 'form', 'kolB', 'kolK'],
  key: 'code',
  keyOf: (row) => planKey(row['p25-1'], row.idFEduc),
  keyOfValues: (values, lookups) =>
    planKey(String(values.code ?? ''), lookups.forms?.get(lookupKey(String(values.form ?? '')))),
  label: (values) =>
    [values.code, values.speciality, values.form]
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' · '),
  // A code and form the faculty does not teach is unknown; without a code, the save's speciality is missing.
  payload: (values, row, lookups, filter) => {
    const counts = {
      kolB: numberOr(values, 'kolB', row?.kolB ?? null),
      kolK: numberOr(values, 'kolK', row?.kolK ?? null),
    };
    if (!row) {
      const [code, form] = [String(values.code ?? '').trim(), String(values.form ?? '').trim()];
      if (form !== '' && lookups.forms?.get(lookupKey(form)) === undefined)
        return { unknown: { column: 'form', value: form } };
      return code === '' ? { aYear: filter.aYear, ...counts } : { unknown: { column: 'code', value: code } };
    }
    return { idPlanAbit: row.idPlanAbit, idSpeciality: row.idSpeciality, aYear: filter.aYear, ...counts };
  },
  fields: { idPlanAbit: 'code', idSpeciality: 'code', kolB: 'kolB', kolK: 'kolK' },
  // The speciality is named by its code, name and study form: a plan changes its places, not those.
  readOnly: ['code', 'speciality', 'form'],
  creates: (row) => row.idPlanAbit === -1,
  lookups: async ({ database }) => ({
    forms: lookupOf(
      await catalog.studyForms.load(database, undefined),
      (row) => row.id_f_educ,
      (row) => ({ ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en }),
    ),
  }),
};
