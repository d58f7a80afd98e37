import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_DEFINITION_MAX_LENGTH,
  type DisplayRuleRow,
  displayRules,
  saveDisplayRule,
} from '../../../contract/grading';
import { read } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { GRADING_TABLE_HEIGHT } from './grading-area';
import { type DisplayValues, displayPayload, displayValuesOf } from './grading-values';

/**
 * The display rules (decision 0019): one per display form of a grade (numeric, in words, letter, points),
 * its definition edited in place (may be empty). The rows come with the variant: none is added or deleted.
 */
export function DisplayRulesBody({ idEbeVar }: { idEbeVar: number }) {
  const { t } = useTranslation();
  const { refusal } = usePermissions();
  const localName = useLocalName();
  const rules = useQuery(read(displayRules, { idEbeVar }));
  const save = useInlineWrite(saveDisplayRule, (request: SaveRequest<DisplayRuleRow, DisplayValues>) =>
    displayPayload(request),
  );
  const formOf = (row: DisplayRuleRow) => localName({ ru: row.form, kg: row.form_kg, en: row.form_en });
  const columns: InlineColumn<DisplayRuleRow, DisplayValues>[] = [
    { key: 'form', header: t('gradingRules.display.form'), cell: formOf, width: 180 },
    {
      key: 'definition',
      header: t('gradingRules.display.definition'),
      cell: (row) => row.definition,
      edit: { kind: 'text', name: 'definition', maxLength: DISPLAY_DEFINITION_MAX_LENGTH, multiline: true },
    },
  ];
  return (
    <InlineEditTable<DisplayRuleRow, DisplayValues>
      label={t('gradingRules.displayRules')}
      query={rules}
      columns={columns}
      rowKey={(row) => row.id_com_ebef_est}
      rowLabel={formOf}
      history={(row) => ({ kind: 'displayRule', id: row.id_com_ebef_est })}
      valuesOf={displayValuesOf}
      save={save}
      refusals={{ edit: refusal(saveDisplayRule) }}
      height={GRADING_TABLE_HEIGHT}
      exported={{ table: 'displayRules', filter: { idEbeVar } }}
    />
  );
}
