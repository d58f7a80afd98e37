import { z } from 'zod';
import { defineCall } from './call';

// Grading rules (SPEC §7 "Grading rules", under /grading-rule/). Issue 12 needs the list of variants for
// the speciality's grading picker; issue 13 adds the administration of ranges, details and configuration.

export const gradingVariantRow = z.object({
  id_ebe_var: z.number(),
  ebe_var: z.string(),
  /** The bounds every point range of the variant stays within. */
  min_bal: z.number(),
  max_bal: z.number(),
});
export type GradingVariantRow = z.infer<typeof gradingVariantRow>;

export const gradingVariants = defineCall({
  method: 'GET',
  path: 'grading-rule/ebe-var',
  body: undefined,
  data: z.array(gradingVariantRow),
  requiresSession: true,
  summary: 'The grading-rule variants (the rule-number selector)',
});
