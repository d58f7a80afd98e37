import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { qualificationApi } from './api';

/** {base}/qual: the qualifications list (SPEC §2); all three names required (SPEC §5). */
export default function QualPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <ReferenceScreen
      title={t('routes.qual')}
      query={qualificationApi.listQuery()}
      columns={[
        { key: 'ru', header: t('columns.nameRu'), cell: (row) => row.NameQualification },
        { key: 'kg', header: t('columns.nameKg'), cell: (row) => row.NameQualification_kg },
        { key: 'en', header: t('columns.nameEn'), cell: (row) => row.NameQualification_en },
      ]}
      rowKey={(row) => row.IDQualification}
      searchTexts={(row) => [row.NameQualification, row.NameQualification_kg, row.NameQualification_en]}
      rowLabel={(row) =>
        localName({ ru: row.NameQualification, kg: row.NameQualification_kg, en: row.NameQualification_en })
      }
      deleteName={(row) => row.NameQualification}
      usageKind="qualification"
      isLocked={(row) => !row.edit}
      form={{
        addTitle: t('qual.add'),
        editTitle: t('qual.edit'),
        fields: [
          {
            kind: 'text',
            name: 'NameQualification',
            label: t('fields.nameRu'),
            required: true,
            lockable: true,
            maxLength: NAME_MAX_LENGTH,
          },
          {
            kind: 'text',
            name: 'NameQualificationKg',
            label: t('fields.nameKg'),
            required: true,
            maxLength: NAME_MAX_LENGTH,
          },
          {
            kind: 'text',
            name: 'NameQualificationEn',
            label: t('fields.nameEn'),
            required: true,
            maxLength: NAME_MAX_LENGTH,
          },
        ],
        emptyValues: { NameQualification: '', NameQualificationKg: '', NameQualificationEn: '' },
        valuesOf: (row) => ({
          NameQualification: row.NameQualification,
          NameQualificationKg: row.NameQualification_kg,
          NameQualificationEn: row.NameQualification_en,
        }),
      }}
      mutations={qualificationApi.useMutations()}
      access={qualificationApi.access}
    />
  );
}
