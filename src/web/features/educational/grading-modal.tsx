import { Grid, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { specialityName } from '../../../contract/speciality-name';
import { setSpecialityGrading } from '../../../contract/speciality-plan';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import { AppModal, type AppModalProps } from '../../components/app-modal';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import type { ExportTarget } from '../../components/export/export-action';
import { EMPTY_CHOICE } from '../../components/form-modal/fields';
import { ReadOnlyNotice } from '../../components/form-modal/read-only-notice';
import { GuardedButton } from '../../components/guarded-button';
import { HistoryButton } from '../../components/history/history-action';
import { type QueryColumn, QueryTable } from '../../components/query-table';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import {
  gradingSpecialitiesQuery,
  gradingVariantsQuery,
  variantEstimationQuery,
  variantRangesQuery,
} from './api';
import type { SpecialityPlace } from './parameters-form';

/** SPEC §9: the grading tables are 300 px high. */
const TABLE_HEIGHT = 300;

/**
 * Grading rules per speciality (SPEC §2): the specialities of the faculty's direction and study form with
 * their grading variant; one is chosen, its variant changed and saved. The variant in the select shows
 * its point ranges and the fields of its grade sheet, read-only.
 */
export function GradingModal({
  place,
  ...modal
}: Pick<AppModalProps, 'opened' | 'onClose'> & { place: SpecialityPlace }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { facultyRefusal } = usePermissions();
  const { idFaculty, idDirection, idFEduc } = place;
  // Everyone may look; who may not save sees the variants read-only, with the reason.
  const readOnly = facultyRefusal(setSpecialityGrading, idFaculty);
  const specialities = useQuery(
    gradingSpecialitiesQuery(modal.opened ? { idFaculty, idDirection, idFEduc } : skipToken),
  );
  const variants = useQuery({ ...gradingVariantsQuery(), enabled: modal.opened });
  const [chosen, setChosen] = useState(place.idSpeciality);
  // The variant picked in the select; undefined while it shows the speciality's own.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const row = specialities.data?.find((item) => item.id_speciality === chosen);
  const variant = picked === undefined ? (row?.id_ebe_var ?? null) : picked;
  const save = useWrite(setSpecialityGrading, (idEbeVar: number | null) =>
    callApi(setSpecialityGrading, { idSpeciality: chosen, idEbeVar }),
  );
  const nameOf = (item: NonNullable<typeof row>) =>
    specialityName({
      code: item['p25-1'],
      name: localName({ ru: item['p25-2'], kg: item.p25_kg, en: item.p25_en }),
    });

  return (
    <AppModal {...modal} title={t('educational.grading.title')} size="70rem">
      <Stack gap="md">
        <ReadOnlyNotice refusal={readOnly} />
        <Radio.Group
          value={String(chosen)}
          onChange={(value) => {
            setChosen(Number(value));
            setPicked(undefined);
          }}
          label={t('educational.grading.specialities')}
        >
          <QueryTable
            query={specialities}
            maxHeight={220}
            rowKey={(item) => item.id_speciality}
            exported={{ table: 'gradingSpecialities', filter: { idFaculty, idDirection, idFEduc } }}
            columns={[
              {
                key: 'speciality',
                heading: t('educational.grading.speciality'),
                cell: (item) => (
                  <Radio
                    value={String(item.id_speciality)}
                    label={nameOf(item)}
                    disabled={item.id_speciality === PLACEHOLDER_ID}
                  />
                ),
              },
              {
                key: 'variant',
                heading: t('educational.grading.variant'),
                cell: (item) => item.ebe_var || EMPTY_CHOICE,
              },
              {
                heading: t('table.actions'),
                cell: (item) =>
                  item.id_speciality !== PLACEHOLDER_ID && (
                    <HistoryButton
                      record={{ kind: 'speciality', id: item.id_speciality }}
                      name={nameOf(item)}
                      refusal={null}
                    />
                  ),
                width: 90,
              },
            ]}
          />
        </Radio.Group>
        <Group align="flex-end" gap="sm">
          <Select<number>
            label={t('educational.grading.variantOf', { name: row ? nameOf(row) : '' })}
            data={(variants.data ?? []).map((item) => ({
              value: item.id_ebe_var,
              label: t('educational.grading.variantLabel', {
                name: item.ebe_var,
                min: item.min_bal,
                max: item.max_bal,
              }),
            }))}
            value={variant}
            onChange={setPicked}
            placeholder={EMPTY_CHOICE}
            nothingFoundMessage={t('table.empty')}
            clearable={readOnly === null}
            readOnly={readOnly !== null}
            disabled={row === undefined}
            style={{ flex: 1, minWidth: 240 }}
          />
          <GuardedButton
            refusal={
              readOnly ??
              (row === undefined || variant === row.id_ebe_var ? t('educational.grading.unchanged') : null)
            }
            loading={save.isPending}
            onClick={() =>
              save.mutate(variant, {
                onSuccess: async () => {
                  await specialities.refetch();
                  setPicked(undefined);
                },
              })
            }
          >
            {t('form.save')}
          </GuardedButton>
        </Group>
        {variant === null ? (
          <Text c="dimmed">{t('educational.grading.noVariant')}</Text>
        ) : (
          <VariantTables idEbeVar={variant} />
        )}
      </Stack>
    </AppModal>
  );
}

/** The chosen variant's point ranges and grade-sheet fields, read-only, side by side on a wide screen. */
function VariantTables({ idEbeVar }: { idEbeVar: number }) {
  const { t } = useTranslation();
  const ranges = useQuery(variantRangesQuery(idEbeVar));
  const fields = useQuery(variantEstimationQuery(idEbeVar));
  const heading = (
    key: 'begin' | 'end' | 'grade' | 'order' | 'field' | 'kind' | 'inBook' | 'formula' | 'min' | 'max',
  ) => t(`educational.grading.columns.${key}`);
  type Range = NonNullable<typeof ranges.data>[number];
  type Field = NonNullable<typeof fields.data>[number];
  // Each column keyed by its heading's name, as the export keys it.
  const column = <Row,>(key: Parameters<typeof heading>[0], cell: QueryColumn<Row>['cell']) => ({
    key,
    heading: heading(key),
    cell,
  });
  const rangeColumns: QueryColumn<Range>[] = [
    column('begin', (range: Range) => range.beg_bal),
    column('end', (range: Range) => range.end_bal),
    column('grade', (range: Range) => range.estimation),
  ];
  const fieldColumns: QueryColumn<Field>[] = [
    column('order', (field: Field) => field.order_pole),
    column('field', (field: Field) => field.name_pole),
    {
      key: 'kind',
      heading: heading('kind'),
      cell: (field) =>
        t(field.info_or_value ? 'educational.grading.computed' : 'educational.grading.entered'),
    },
    column('inBook', (field: Field) => t(field.pole_mark_mag ? 'choice.yes' : 'choice.no')),
    column('formula', (field: Field) => field.formula),
    column('min', (field: Field) => field.min),
    column('max', (field: Field) => field.max),
  ];
  const part = (title: string, span: number, table: ReactNode) => (
    <Grid.Col span={{ base: 12, md: span }}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {table}
    </Grid.Col>
  );
  const rowsOf = <Row,>(
    query: UseQueryResult<Row[]>,
    rowKey: (row: Row) => number,
    columns: QueryColumn<Row>[],
    exported: ExportTarget,
  ) => (
    <QueryTable query={query} height={TABLE_HEIGHT} rowKey={rowKey} columns={columns} exported={exported} />
  );
  return (
    <Grid>
      {part(
        t('educational.grading.ranges'),
        4,
        rowsOf(ranges, (range) => range.id_ebe, rangeColumns, {
          table: 'variantRanges',
          filter: { idEbeVar },
        }),
      )}
      {part(
        t('educational.grading.fields'),
        8,
        rowsOf(fields, (field) => field.id_est_config, fieldColumns, {
          table: 'variantFields',
          filter: { idEbeVar },
        }),
      )}
    </Grid>
  );
}
