import './texts';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, POSITION_HOURS_DIGITS } from '../../../contract/limits';
import {
  copyPositions,
  deletePosition,
  type PositionRow,
  positions,
  savePosition,
} from '../../../contract/positions';
import { callApi } from '../../api/client';
import { read, ready } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import { CopyAction } from '../../components/copy-action';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { useYearChoice, YearChoice } from '../../components/year-choice';
import { usePermissions } from '../../lib/permissions';
import { emptyPosition, type PositionValues, positionPayload, positionValuesOf } from './position-values';

/**
 * Teaching positions and hours (SPEC §2 "Teaching-positions screen", decision 0020): an academic year (the
 * current one to begin with, §9), then its positions with their hours in an inline-edit table; name and
 * hours required ('fillFields', §5), hours at most three digits.
 */
export default function PositionsPage() {
  const { t } = useTranslation();
  const { refusal, tableRefusals } = usePermissions();
  const yearChoice = useYearChoice();
  const { years, year } = yearChoice;
  const list = useQuery(
    read(
      positions,
      ready(year, (idYear) => ({ idYear })),
    ),
  );
  const save = useInlineWrite(savePosition, (request: SaveRequest<PositionRow, PositionValues>) =>
    positionPayload(request, year ?? 0),
  );
  const remove = useInlineWrite(deletePosition, (row: PositionRow) => ({
    idRrnkDoljnost: row.id_rrnk_doljnost,
  }));

  // Last year's positions into the year chosen (decision 0033): the year before it in the calendar.
  const previous = years.data?.find((row) => year !== null && row.id_a_year === year - 1) ?? null;
  const copy =
    year === null ? null : (
      <CopyAction
        label={t('positions.copyFrom', { year: previous?.label ?? '' })}
        call={copyPositions}
        refusal={previous ? refusal(copyPositions) : t('positions.copyNoPrevious')}
        copy={() => callApi(copyPositions, { idYearFrom: year - 1, idYearTo: year })}
        said={({ copied, kept }) =>
          copied > 0
            ? t('positions.copied', { copied, kept })
            : t('positions.nothingToCopy', { kept, year: previous?.label ?? '' })
        }
      />
    );

  const columns: InlineColumn<PositionRow, PositionValues>[] = [
    {
      key: 'name',
      header: t('positions.name'),
      cell: (row) => row.n_doljnost,
      edit: { kind: 'text', name: 'nDoljnost', maxLength: NAME_MAX_LENGTH, required: true },
    },
    {
      key: 'hours',
      header: t('positions.hours'),
      cell: (row) => row.chasy,
      edit: { kind: 'number', name: 'chasy', maxDigits: POSITION_HOURS_DIGITS, required: true },
      width: 140,
    },
  ];

  return (
    <Stack gap="md" maw={900}>
      <YearChoice label={t('positions.year')} choice={yearChoice} />
      {year === null ? (
        <Text c="dimmed">{t('positions.chooseYear')}</Text>
      ) : (
        <InlineEditTable<PositionRow, PositionValues>
          // A new year starts a new table: a row in edit belongs to the year it was opened in.
          key={year}
          label={t('routes.positions')}
          query={list}
          columns={columns}
          rowKey={(row) => row.id_rrnk_doljnost}
          rowLabel={(row) => row.n_doljnost}
          history={(row) => ({ kind: 'position', id: row.id_rrnk_doljnost })}
          valuesOf={positionValuesOf}
          emptyValues={emptyPosition}
          save={save}
          remove={remove}
          fillText={t('inlineTable.fillFields')}
          refusals={tableRefusals(savePosition, deletePosition)}
          // The export's name of the table, the API's (contract/export.ts).
          exported={{ table: 'positionTeaching', filter: { idYear: year } }}
          toolbar={copy}
        />
      )}
    </Stack>
  );
}
