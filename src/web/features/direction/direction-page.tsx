import { useTranslation } from 'react-i18next';
import type { DirectionRow } from '../../../contract/catalog';
import { CODE_MAX_LENGTH } from '../../../contract/limits';
import { referenceNames } from '../../components/reference-screen/names';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { type DirectionValues, directionApi } from './api';

const names = referenceNames({
  of: (row: DirectionRow) => ({ ru: row['p24-2'], kg: row.p24_kg, en: row.p24_en }),
  keys: { ru: 'direction_', kg: 'directionKg', en: 'directionEn' },
  required: 'ru',
});

/** {base}/direction: the directions list (SPEC §2); code and Russian name required (SPEC §5). */
export default function DirectionPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <ReferenceScreen
      title={t('routes.direction')}
      query={directionApi.listQuery()}
      columns={[
        { key: 'code', header: t('fields.code'), cell: (row) => row['p24-1'], width: 110 },
        ...names.columns(t),
      ]}
      rowKey={(row) => row.id_direction}
      searchTexts={(row) => [row['p24-1'], ...names.texts(row)]}
      rowLabel={(row) => `${row['p24-1']} ${localName(names.of(row))}`}
      deleteName={(row) => row.p24}
      usageKind="direction"
      isLocked={(row) => !row.edit}
      form={{
        addTitle: t('direction.add'),
        editTitle: t('direction.edit'),
        fields: [
          {
            kind: 'text',
            name: 'code',
            label: t('fields.code'),
            required: true,
            lockable: true,
            maxLength: CODE_MAX_LENGTH,
          },
          ...names.fields<DirectionValues>(t),
        ],
        emptyValues: { code: '', ...names.empty },
        valuesOf: (row) => ({ code: row['p24-1'], ...names.values(row) }),
      }}
      mutations={directionApi.useMutations()}
      access={directionApi.access}
    />
  );
}
