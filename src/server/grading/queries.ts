import * as calls from '../../contract/grading';
import { defineListRead, selectRows } from '../db/list-read';
import { sql } from '../db/sql';

// The reads of the grading-rule editor (SPEC §7 "Grading rules"). A variant's ranges and grade-sheet
// fields are the educational screen's reads (speciality-plan/queries.ts: variantRanges,
// variantEstimation), answered here too.

const variantShape = { id_ebe_var: 'integer', ebe_var: 'text', min_bal: 'float', max_bal: 'float' } as const;

export const gradingVariants = defineListRead(calls.gradingVariants, {
  tables: ['ebe_var'],
  load: selectRows(
    variantShape,
    () => sql`SELECT id_ebe_var, ebe_var, min_bal::float8 AS min_bal, max_bal::float8 AS max_bal
            FROM ebe_var ORDER BY ebe_var, id_ebe_var`,
  ),
});

const detailShape = {
  id_ebe_detal: 'integer',
  id_ebe: 'integer',
  beg_bal: 'float',
  end_bal: 'float',
  ekv_num: 'float',
  ekv_bukv: 'text',
  rowVersion: 'integer',
} as const;

export const rangeDetails = defineListRead(calls.rangeDetails, {
  tables: ['ebe_detal'],
  load: selectRows(
    detailShape,
    ({
      rangeId,
    }: {
      rangeId: number;
    }) => sql`SELECT id_ebe_detal, id_ebe, beg_bal::float8 AS beg_bal, end_bal::float8 AS end_bal,
                 ekv_num::float8 AS ekv_num, ekv_bukv, row_version AS "rowVersion"
            FROM ebe_detal WHERE id_ebe = ${rangeId} ORDER BY beg_bal DESC, id_ebe_detal`,
  ),
});

const displayRuleShape = {
  id_com_ebef_est: 'integer',
  id_ebe_var: 'integer',
  id_estimation_form: 'integer',
  form_code: 'text',
  form: 'text',
  form_kg: 'text',
  form_en: 'text',
  definition: 'text',
  rowVersion: 'integer',
} as const;

export const displayRules = defineListRead(calls.displayRules, {
  tables: ['com_ebef_est', 'estimation_form'],
  load: selectRows(
    displayRuleShape,
    ({
      variantId,
    }: {
      variantId: number;
    }) => sql`SELECT r.id_com_ebef_est, r.id_ebe_var, r.id_estimation_form, f.code AS form_code, f.name AS form,
                 f.name_kg AS form_kg, f.name_en AS form_en, r.definition, r.row_version AS "rowVersion"
            FROM com_ebef_est r JOIN estimation_form f ON f.id_estimation_form = r.id_estimation_form
           WHERE r.id_ebe_var = ${variantId}
           ORDER BY f.sort_order, r.id_com_ebef_est`,
  ),
});
