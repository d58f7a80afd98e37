import { useTranslation } from 'react-i18next';
import type { DirectionRow } from '../../../contract/catalog';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../contract/limits';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { directionApi } from './api';

const namesOf = (row: DirectionRow) => ({ ru: row['p24-2'], kg: row.p24_kg, en: row.p24_en });

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
        { key: 'ru', header: t('columns.nameRu'), cell: (row) => row['p24-2'] },
        { key: 'kg', header: t('columns.nameKg'), cell: (row) => row.p24_kg },
        { key: 'en', header: t('columns.nameEn'), cell: (row) => row.p24_en },
      ]}
      rowKey={(row) => row.id_direction}
      searchTexts={(row) => [row['p24-1'], row['p24-2'], row.p24_kg, row.p24_en]}
      rowLabel={(row) => `${row['p24-1']} ${localName(namesOf(row))}`}
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
          {
            kind: 'text',
            name: 'direction_',
            label: t('fields.nameRu'),
            required: true,
            lockable: true,
            maxLength: NAME_MAX_LENGTH,
          },
          { kind: 'text', name: 'directionKg', label: t('fields.nameKg'), maxLength: NAME_MAX_LENGTH },
          { kind: 'text', name: 'directionEn', label: t('fields.nameEn'), maxLength: NAME_MAX_LENGTH },
        ],
        emptyValues: { code: '', direction_: '', directionKg: '', directionEn: '' },
        valuesOf: (row) => ({
          code: row['p24-1'],
          direction_: row['p24-2'],
          directionKg: row.p24_kg,
          directionEn: row.p24_en,
        }),
      }}
      mutations={directionApi.useMutations()}
      access={directionApi.access}
    />
  );
}
