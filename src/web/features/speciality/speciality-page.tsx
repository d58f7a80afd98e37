import { useTranslation } from 'react-i18next';
import type { SpecialRow } from '../../../contract/catalog';
import { CODE_MAX_LENGTH } from '../../../contract/limits';
import { referenceNames } from '../../components/reference-screen/names';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { type SpecialValues, specialApi } from './api';

const names = referenceNames({
  of: (row: SpecialRow) => ({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }),
  keys: { ru: 'special_', kg: 'specialKg', en: 'specialEn' },
  required: 'ru',
});

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
        ...names.columns(t),
      ]}
      rowKey={(row) => row.id_special}
      searchTexts={(row) => [row['p25-1'], ...names.texts(row)]}
      rowLabel={(row) => `${row['p25-1']} ${localName(names.of(row))}`}
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
          ...names.fields<SpecialValues>(t),
        ],
        emptyValues: { code_: '', ...names.empty },
        valuesOf: (row) => ({ code_: row['p25-1'], ...names.values(row) }),
      }}
      mutations={specialApi.useMutations()}
      access={specialApi.access}
    />
  );
}
