import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONFIG_FORMULA_MAX_LENGTH,
  CONFIG_NAME_MAX_LENGTH,
  deleteEstimationField,
  gradingConfiguration,
  saveEstimationField,
} from '../../../contract/grading';
import { CONFIG_NUMBER_DIGITS } from '../../../contract/limits';
import { read } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { usePermissions } from '../../lib/permissions';
import { GRADING_TABLE_HEIGHT } from './grading-area';
import {
  type ConfigRow,
  type ConfigValues,
  configPayload,
  configValuesOf,
  emptyConfig,
  flagOptions,
  flagWord,
  minAboveMax,
} from './grading-values';

/**
 * The configurator (decision 0019): the fields of the variant's grade sheet, edited in place —
 * order, name (unique in the variant), entered or computed, shown in the grade book (both chosen as words),
 * formula, minimum and maximum (numbers of at most three digits, the minimum not above the maximum).
 */
export function ConfiguratorBody({ idEbeVar }: { idEbeVar: number }) {
  const { t } = useTranslation();
  const { tableRefusals } = usePermissions();
  const fields = useQuery(read(gradingConfiguration, { idEbeVar }));
  const save = useInlineWrite(saveEstimationField, (request: SaveRequest<ConfigRow, ConfigValues>) =>
    configPayload(request, idEbeVar),
  );
  const remove = useInlineWrite(deleteEstimationField, (row: ConfigRow) => ({
    idEstConfig: row.id_est_config,
  }));
  const number = (
    name: 'orderPole' | 'min' | 'max',
    header: string,
    cell: (row: ConfigRow) => number,
  ): InlineColumn<ConfigRow, ConfigValues> => ({
    key: name,
    header,
    cell,
    edit: { kind: 'number', name, maxDigits: CONFIG_NUMBER_DIGITS },
    width: 110,
  });
  // Two of the fields are 0/1 flags (the server keeps SPEC's three digits): shown and chosen as words; any
  // other number a client stored stays visible and choosable, so an edit never changes it unasked.
  const flag = (
    name: 'infoValue' | 'poleMarkMag',
    header: string,
    cell: (row: ConfigRow) => number,
    words: { yes: string; no: string },
  ): InlineColumn<ConfigRow, ConfigValues> => ({
    key: name,
    header,
    cell: (row) => flagWord(cell(row), words),
    edit: {
      kind: 'select',
      name,
      required: true,
      options: (values) => flagOptions(String(values[name] ?? ''), words),
    },
    width: 150,
  });
  const columns: InlineColumn<ConfigRow, ConfigValues>[] = [
    number('orderPole', t('gradingRules.config.order'), (row) => row.order_pole),
    {
      key: 'name',
      header: t('gradingRules.config.name'),
      cell: (row) => row.name_pole,
      edit: { kind: 'text', name: 'namePole', maxLength: CONFIG_NAME_MAX_LENGTH, required: true },
    },
    flag('infoValue', t('gradingRules.config.kind'), (row) => row.info_or_value, {
      yes: t('gradingRules.config.computed'),
      no: t('gradingRules.config.entered'),
    }),
    flag('poleMarkMag', t('gradingRules.config.inGradeBook'), (row) => row.pole_mark_mag, {
      yes: t('choice.yes'),
      no: t('choice.no'),
    }),
    {
      key: 'formula',
      header: t('gradingRules.config.formula'),
      cell: (row) => row.formula,
      edit: { kind: 'text', name: 'formula', maxLength: CONFIG_FORMULA_MAX_LENGTH },
    },
    number('min', t('gradingRules.config.min'), (row) => row.min),
    number('max', t('gradingRules.config.max'), (row) => row.max),
  ];
  return (
    <InlineEditTable<ConfigRow, ConfigValues>
      label={t('gradingRules.configurator')}
      query={fields}
      columns={columns}
      rowKey={(row) => row.id_est_config}
      rowLabel={(row) => row.name_pole}
      history={(row) => ({ kind: 'estimationField', id: row.id_est_config })}
      valuesOf={configValuesOf}
      emptyValues={emptyConfig}
      save={save}
      remove={remove}
      check={(values) => (minAboveMax(values) ? t('gradingRules.config.minAboveMax') : null)}
      refusals={tableRefusals(saveEstimationField, deleteEstimationField)}
      height={GRADING_TABLE_HEIGHT}
      exported={{ table: 'gradingConfiguration', filter: { idEbeVar } }}
    />
  );
}
