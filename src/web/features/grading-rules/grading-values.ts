import type { z } from 'zod';
import type { CallBody } from '../../../contract/call';
import type {
  DetailRow,
  DisplayRuleRow,
  saveDetail,
  saveDisplayRule,
  saveEstimationField,
  saveRange,
} from '../../../contract/grading';
import type { estimationConfigRow, pointRangeRow } from '../../../contract/speciality-plan';
import { trimmed, upsert } from '../../components/inline-edit-table/inline-edit';
import type { SaveRequest } from '../../components/reference-screen/mutations';

/*
 * The grading-rule screen's rows as their inputs hold them (texts), and the payloads of their saves
 * (decision 0019): points as typed (the server reads a comma as a point and answers an empty one with its
 * table's rule), configurator numbers as digits (empty is 0).
 */

export type RangeRow = z.infer<typeof pointRangeRow>;
export type ConfigRow = z.infer<typeof estimationConfigRow>;

/** A number as an input shows it: 87, 60.5, 3.67. */
const shown = (value: number): string => String(value);

// ---- Point ranges -----------------------------------------------------------------------------------------

export type RangeValues = { begBal: string; endBal: string };

export const rangeValuesOf = (row: RangeRow): RangeValues => ({
  begBal: shown(row.beg_bal),
  endBal: shown(row.end_bal),
});

export const rangePayload = ({
  row,
  values,
}: SaveRequest<RangeRow, RangeValues>): CallBody<typeof saveRange> =>
  // Ranges are only updated (no call creates them): the table has no Add.
  upsert(row, 'idEbe', (saved) => saved.id_ebe, trimmed(values));

// How a range is named (its buttons, its details' heading, an export's file): '87–100 (5)'.
export { rangeLabel } from '../../../contract/grading';

// ---- Details (intermediate values) -----------------------------------------------------------------------

export type DetailValues = { begBal: string; endBal: string; ekvNum: string; ekvBukv: string };

export const emptyDetail: DetailValues = { begBal: '', endBal: '', ekvNum: '', ekvBukv: '' };

export const detailValuesOf = (row: DetailRow): DetailValues => ({
  begBal: shown(row.beg_bal),
  endBal: shown(row.end_bal),
  ekvNum: shown(row.ekv_num),
  ekvBukv: row.ekv_bukv,
});

export function detailPayload(
  { row, values }: SaveRequest<DetailRow, DetailValues>,
  idEbe: number,
): CallBody<typeof saveDetail> {
  return upsert(row, 'idEbeDetal', (saved) => saved.id_ebe_detal, {
    // An update keeps the detail in its range.
    idEbe: row?.id_ebe ?? idEbe,
    begBal: values.begBal.trim(),
    endBal: values.endBal.trim(),
    ekvNum: values.ekvNum.trim(),
    ekvBukv: values.ekvBukv.trim().toUpperCase(),
  });
}

export const detailLabel = (row: DetailRow): string => `${row.beg_bal}–${row.end_bal} (${row.ekv_bukv})`;

// ---- The configurator (grade-sheet fields) ---------------------------------------------------------------

export type ConfigValues = {
  orderPole: string;
  namePole: string;
  infoValue: string;
  poleMarkMag: string;
  formula: string;
  min: string;
  max: string;
};

// A new field is entered by the teacher and not in the grade book until chosen otherwise (what an empty
// flag meant to the server).
export const emptyConfig: ConfigValues = {
  orderPole: '',
  namePole: '',
  infoValue: '0',
  poleMarkMag: '0',
  formula: '',
  min: '',
  max: '',
};

export const configValuesOf = (row: ConfigRow): ConfigValues => ({
  orderPole: shown(row.order_pole),
  namePole: row.name_pole,
  infoValue: shown(row.info_or_value),
  poleMarkMag: shown(row.pole_mark_mag),
  formula: row.formula,
  min: shown(row.min),
  max: shown(row.max),
});

export function configPayload(
  { row, values }: SaveRequest<ConfigRow, ConfigValues>,
  idEbeVar: number,
): CallBody<typeof saveEstimationField> {
  return upsert(row, 'idEstConfig', (saved) => saved.id_est_config, { idEbeVar, ...trimmed(values) });
}

// A 0/1 flag of the configurator as a word, as the screen and its export write it.
export { flagWord } from '../../../contract/grading';

/** The choices of a flag: no and yes, and the row's own other number where it has one. */
export function flagOptions(current: string, words: { yes: string; no: string }) {
  const options = [
    { value: '0', label: words.no },
    { value: '1', label: words.yes },
  ];
  return current === '' || current === '0' || current === '1'
    ? options
    : [...options, { value: current, label: current }];
}

/** A configurator rule the server also holds: a field's minimum is not above its maximum. */
export const minAboveMax = (values: ConfigValues): boolean =>
  values.min.trim() !== '' && values.max.trim() !== '' && Number(values.min) > Number(values.max);

// ---- Display rules ----------------------------------------------------------------------------------------

export type DisplayValues = { definition: string };

export const displayValuesOf = (row: DisplayRuleRow): DisplayValues => ({ definition: row.definition });

export const displayPayload = ({
  row,
  values,
}: SaveRequest<DisplayRuleRow, DisplayValues>): CallBody<typeof saveDisplayRule> =>
  // Display rules are only updated (a trigger makes one per variant and form).
  upsert(row, 'idComEbeFEst', (saved) => saved.id_com_ebef_est, { Definition: values.definition.trim() });
