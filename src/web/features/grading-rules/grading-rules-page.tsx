import './texts';
import { Alert, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle, IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DetailRow,
  deleteDetail,
  gradingRanges,
  rangeDetails,
  saveDetail,
  saveRange,
} from '../../../contract/grading';
import { LETTER_GRADE_LENGTH, POINT_INPUT_LENGTH } from '../../../contract/limits';
import { catalog } from '../../api/catalog';
import { rowsOf, useChecks } from '../../api/checks';
import { read, ready } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import { AppModal } from '../../components/app-modal';
import { useAddressedChoice } from '../../components/cascade/addressed-choice';
import { CascadeSelect } from '../../components/cascade/cascade-select';
import { GuardedButton } from '../../components/guarded-button';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { RULE_PARAM } from '../../lib/addresses';
import { usePermissions } from '../../lib/permissions';
import { ConfiguratorBody } from './configurator-modal';
import { DisplayRulesBody } from './display-rules-modal';
import { GRADING_TABLE_HEIGHT } from './grading-area';
import classes from './grading-rules.module.css';
import {
  type DetailValues,
  detailLabel,
  detailPayload,
  detailValuesOf,
  emptyDetail,
  type RangeRow,
  type RangeValues,
  rangeLabel,
  rangePayload,
  rangeValuesOf,
} from './grading-values';

/** The buttons that open the variant's two modals; both wait for a variant. */
const MODAL_BUTTONS = [
  { modal: 'config', Icon: IconAdjustments, label: 'gradingRules.configuratorButton' },
  { modal: 'display', Icon: IconEye, label: 'gradingRules.displayRulesButton' },
] as const;

/** The variant's two modals: their title, width and what they hold (made only while open). */
const VARIANT_MODALS = {
  config: { title: 'gradingRules.configurator', size: '90rem', Body: ConfiguratorBody },
  display: { title: 'gradingRules.displayRules', size: 'xl', Body: DisplayRulesBody },
} as const;

/**
 * Grading-rule administration (SPEC §2 "Grading-rule admin screen", decision 0019): a rule
 * number (variant), its point ranges with their grade (points edited in place, kept by the server within
 * the variant's bounds), the intermediate values (details) of the chosen range, and two modals: the
 * grade-sheet configurator and the display rules.
 */
export default function GradingRulesPage() {
  const { t } = useTranslation();
  const { refusal } = usePermissions();
  const variants = useQuery(catalog.gradingVariants());
  // The address's rule (a data check's link), else the first variant to begin with.
  const [variant, setVariant] = useAddressedChoice(RULE_PARAM, variants.data?.[0]?.id_ebe_var ?? null);
  const [range, setRange] = useState<RangeRow | null>(null);
  const [modal, setModal] = useState<'config' | 'display' | null>(null);
  const ranges = useQuery(
    read(
      gradingRanges,
      ready(variant, (idEbeVar) => ({ idEbeVar })),
    ),
  );
  // The chosen range as it is now (its points may have been saved since it was chosen).
  const chosenRange = ranges.data?.find((row) => row.id_ebe === range?.id_ebe) ?? null;
  const saveRangeWrite = useInlineWrite(saveRange, (request: SaveRequest<RangeRow, RangeValues>) =>
    rangePayload(request),
  );

  const point = (name: keyof RangeValues, header: string): InlineColumn<RangeRow, RangeValues> => ({
    key: name,
    header,
    cell: (row) => (name === 'begBal' ? row.beg_bal : row.end_bal),
    // Not required here: an empty one is answered by the server ('value must be from X to Y').
    edit: { kind: 'decimal', name, maxLength: POINT_INPUT_LENGTH },
  });
  const rangeColumns: InlineColumn<RangeRow, RangeValues>[] = [
    point('begBal', t('gradingRules.begin')),
    point('endBal', t('gradingRules.end')),
    { key: 'grade', header: t('gradingRules.grade'), cell: (row) => row.estimation },
  ];

  const chooseVariant = (id: number | null) => {
    setVariant(id);
    setRange(null);
  };

  return (
    <Stack gap="md" maw={1200}>
      <Group gap="sm" align="flex-end">
        <Box w={240}>
          <CascadeSelect
            label={t('gradingRules.variant')}
            value={variant}
            options={variants.data?.map((row) => ({
              value: row.id_ebe_var,
              label: t('gradingRules.variantLabel', {
                name: row.ebe_var,
                min: row.min_bal,
                max: row.max_bal,
              }),
            }))}
            loading={variants.isPending}
            failed={variants.isError}
            onChange={chooseVariant}
          />
        </Box>
        {MODAL_BUTTONS.map(({ modal: opens, Icon, label }) => (
          <GuardedButton
            key={opens}
            variant="light"
            leftSection={<Icon size={16} aria-hidden />}
            refusal={variant === null ? t('gradingRules.chooseVariant') : null}
            onClick={() => setModal(opens)}
          >
            {t(label)}
          </GuardedButton>
        ))}
      </Group>
      {variant !== null && <CoverageWarning idEbeVar={variant} />}
      {variant === null ? (
        // The select says when the variants could not be loaded.
        !variants.isError && <Text c="dimmed">{t('gradingRules.chooseVariant')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('gradingRules.ranges')}
            </Title>
            <InlineEditTable<RangeRow, RangeValues>
              // A new variant starts a new table: a row in edit belongs to the variant it was opened in.
              key={variant}
              label={t('routes.gradingRules')}
              query={ranges}
              columns={rangeColumns}
              rowKey={(row) => row.id_ebe}
              rowLabel={rangeLabel}
              history={(row) => ({ kind: 'gradingRange', id: row.id_ebe })}
              valuesOf={rangeValuesOf}
              save={saveRangeWrite}
              refusals={{ edit: refusal(saveRange) }}
              exported={{ table: 'gradingRanges', filter: { idEbeVar: variant } }}
              onRowClick={setRange}
              selectedKey={chosenRange?.id_ebe ?? null}
              height={GRADING_TABLE_HEIGHT}
              // Where the details' table has its Add button, so that the two tables line up.
              toolbar={
                <Text size="sm" c="dimmed" mih={30} display="flex" style={{ alignItems: 'center' }}>
                  {t('gradingRules.chooseRangeHint')}
                </Text>
              }
            />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {chosenRange
                ? t('gradingRules.detailsOf', { range: rangeLabel(chosenRange) })
                : t('gradingRules.details')}
            </Title>
            {chosenRange ? (
              <DetailsTable key={chosenRange.id_ebe} range={chosenRange} />
            ) : (
              <Text c="dimmed">{t('gradingRules.chooseRange')}</Text>
            )}
          </Stack>
        </SimpleGrid>
      )}
      {MODAL_BUTTONS.map(({ modal: opens }) => {
        const { title, size, Body } = VARIANT_MODALS[opens];
        const idEbeVar = modal === opens ? variant : null;
        return (
          <AppModal
            key={opens}
            opened={idEbeVar !== null}
            onClose={() => setModal(null)}
            title={t(title)}
            size={size}
          >
            {idEbeVar !== null && <Body idEbeVar={idEbeVar} />}
          </AppModal>
        );
      })}
    </Stack>
  );
}

/**
 * The data checks' word on the rule: when its ranges leave a gap or overlap, the check's
 * sentence beside the selector. It goes once a save mends it (every write reloads the checks).
 */
function CoverageWarning({ idEbeVar }: { idEbeVar: number }) {
  const { t } = useTranslation();
  const checks = useChecks();
  const found = rowsOf(checks.data?.rows ?? [], 'gradingCoverage').find((row) => row.idEbeVar === idEbeVar);
  if (!found) return null;
  return (
    <Alert
      // A note on the record, not news: not announced at once as an alert would be.
      role="note"
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('gradingRules.coverageWarning')}
      classNames={{ title: classes.warningTitle }}
      maw={880}
    >
      {found.detail}
    </Alert>
  );
}

/** The chosen range's intermediate values: points within the range, their numeric and letter grades. */
function DetailsTable({ range }: { range: RangeRow }) {
  const { t } = useTranslation();
  const { tableRefusals } = usePermissions();
  const details = useQuery(read(rangeDetails, { idEbe: range.id_ebe }));
  const save = useInlineWrite(saveDetail, (request: SaveRequest<DetailRow, DetailValues>) =>
    detailPayload(request, range.id_ebe),
  );
  const remove = useInlineWrite(deleteDetail, (row: DetailRow) => ({
    idEbeDetal: row.id_ebe_detal,
  }));
  const decimal = (
    name: 'begBal' | 'endBal' | 'ekvNum',
    header: string,
    cell: (row: DetailRow) => number,
  ): InlineColumn<DetailRow, DetailValues> => ({
    key: name,
    header,
    cell,
    edit: { kind: 'decimal', name, maxLength: POINT_INPUT_LENGTH, required: true },
  });
  const columns: InlineColumn<DetailRow, DetailValues>[] = [
    decimal('begBal', t('gradingRules.begin'), (row) => row.beg_bal),
    decimal('endBal', t('gradingRules.end'), (row) => row.end_bal),
    decimal('ekvNum', t('gradingRules.numeric'), (row) => row.ekv_num),
    {
      key: 'letter',
      header: t('gradingRules.letter'),
      cell: (row) => row.ekv_bukv,
      edit: {
        kind: 'text',
        name: 'ekvBukv',
        maxLength: LETTER_GRADE_LENGTH,
        uppercase: true,
        required: true,
      },
    },
  ];
  return (
    <InlineEditTable<DetailRow, DetailValues>
      label={t('gradingRules.details')}
      query={details}
      columns={columns}
      rowKey={(row) => row.id_ebe_detal}
      rowLabel={detailLabel}
      history={(row) => ({ kind: 'gradingDetail', id: row.id_ebe_detal })}
      valuesOf={detailValuesOf}
      emptyValues={emptyDetail}
      save={save}
      remove={remove}
      refusals={tableRefusals(saveDetail, deleteDetail)}
      fillText={t('inlineTable.fillAllFields')}
      height={GRADING_TABLE_HEIGHT}
      exported={{ table: 'rangeDetails', filter: { idEbe: range.id_ebe } }}
    />
  );
}
