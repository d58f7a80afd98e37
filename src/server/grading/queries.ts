import type { GradingVariantRow } from '../../contract/grading';
import { defineListRead } from '../db/list-read';

// The reads of the grading rules (SPEC §7 "Grading rules"); issue 13 adds the rest.

export const gradingVariants = defineListRead<undefined, GradingVariantRow>({
  name: 'grading-variants',
  tables: ['ebe_var'],
  load: (database) =>
    database.query(
      `SELECT id_ebe_var, ebe_var, min_bal::float8 AS min_bal, max_bal::float8 AS max_bal
         FROM ebe_var ORDER BY ebe_var, id_ebe_var`,
    ),
});
