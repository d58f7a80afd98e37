import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../contract/limits';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { specialApi } from './api';

/** {base}/speciality: the speciality names (SPEC §2); code and Russian name required (SPEC §5). */
export default function SpecialityPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <ReferenceScreen
      title={t('routes.speciality')}
      query={specialApi.listQuery()}
      columns={[
        { key: 'code', header: t('fields.code'), cell: (row) => row['p25-1'], width: 110 },
        { key: 'ru', header: t('columns.nameRu'), cell: (row) => row['p25-2'] },
        { key: 'kg', header: t('columns.nameKg'), cell: (row) => row.p25_kg },
        { key: 'en', header: t('columns.nameEn'), cell: (row) => row.p25_en },
      ]}
      rowKey={(row) => row.id_special}
      searchTexts={(row) => [row['p25-1'], row['p25-2'], row.p25_kg, row.p25_en]}
      rowLabel={(row) => `${row['p25-1']} ${localName({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en })}`}
      deleteName={(row) => row.p25}
      usageKind="special"
      isLocked={(row) => !row.edit}
      form={{
        addTitle: t('speciality.add'),
        editTitle: t('speciality.edit'),
        fields: [
          {
            kind: 'text',
            name: 'code_',
            label: t('fields.code'),
            required: true,
            lockable: true,
            maxLength: CODE_MAX_LENGTH,
          },
          {
            kind: 'text',
            name: 'special_',
            label: t('fields.nameRu'),
            required: true,
            lockable: true,
            maxLength: NAME_MAX_LENGTH,
          },
          { kind: 'text', name: 'specialKg', label: t('fields.nameKg'), maxLength: NAME_MAX_LENGTH },
          { kind: 'text', name: 'specialEn', label: t('fields.nameEn'), maxLength: NAME_MAX_LENGTH },
        ],
        emptyValues: { code_: '', special_: '', specialKg: '', specialEn: '' },
        valuesOf: (row) => ({
          code_: row['p25-1'],
          special_: row['p25-2'],
          specialKg: row.p25_kg,
          specialEn: row.p25_en,
        }),
      }}
      mutations={specialApi.useMutations()}
      access={specialApi.access}
    />
  );
}
