import { useTranslation } from 'react-i18next';
import type { QualificationRow } from '../../../contract/catalog';
import { referenceNames } from '../../components/reference-screen/names';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { type QualificationValues, qualificationApi } from './api';

const names = referenceNames({
  of: (row: QualificationRow) => ({
    ru: row.NameQualification,
    kg: row.NameQualification_kg,
    en: row.NameQualification_en,
  }),
  keys: { ru: 'NameQualification', kg: 'NameQualificationKg', en: 'NameQualificationEn' },
  required: 'all',
});

/** {base}/qual: the qualifications list (SPEC §2); all three names required (SPEC §5). */
export default function QualPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <ReferenceScreen
      title={t('routes.qual')}
      query={qualificationApi.listQuery()}
      columns={names.columns(t)}
      rowKey={(row) => row.IDQualification}
      searchTexts={names.texts}
      rowLabel={(row) => localName(names.of(row))}
      deleteName={(row) => row.NameQualification}
      usageKind="qualification"
      isLocked={(row) => !row.edit}
      form={{
        addTitle: t('qual.add'),
        editTitle: t('qual.edit'),
        fields: names.fields<QualificationValues>(t),
        emptyValues: names.empty,
        valuesOf: names.values,
      }}
      mutations={qualificationApi.useMutations()}
      access={qualificationApi.access}
    />
  );
}
