import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { levelApi } from './api';

/**
 * {base}/level: the levels of education (SPEC §3 Level, §7 nameLevel, ins-upd-level, del-level; issue 26,
 * decision 0033), a reference list like the qualifications: all three names required (SPEC §5).
 */
export default function LevelPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const name = (field: 'NameLevel' | 'NameLevelKg' | 'NameLevelEn', label: string, lockable = false) => ({
    kind: 'text' as const,
    name: field,
    label,
    required: true,
    lockable,
    maxLength: NAME_MAX_LENGTH,
  });
  return (
    <ReferenceScreen
      title={t('routes.level')}
      query={levelApi.listQuery()}
      columns={[
        { key: 'ru', header: t('columns.nameRu'), cell: (row) => row.NameLevel },
        { key: 'kg', header: t('columns.nameKg'), cell: (row) => row.NameLevel_kg },
        { key: 'en', header: t('columns.nameEn'), cell: (row) => row.NameLevel_en },
      ]}
      rowKey={(row) => row.IDLevel}
      searchTexts={(row) => [row.NameLevel, row.NameLevel_kg, row.NameLevel_en]}
      rowLabel={(row) => localName({ ru: row.NameLevel, kg: row.NameLevel_kg, en: row.NameLevel_en })}
      deleteName={(row) => row.NameLevel}
      usageKind="level"
      isLocked={(row) => !row.edit}
      form={{
        addTitle: t('level.add'),
        editTitle: t('level.edit'),
        fields: [
          name('NameLevel', t('fields.nameRu'), true),
          name('NameLevelKg', t('fields.nameKg')),
          name('NameLevelEn', t('fields.nameEn')),
        ],
        emptyValues: { NameLevel: '', NameLevelKg: '', NameLevelEn: '' },
        valuesOf: (row) => ({
          NameLevel: row.NameLevel,
          NameLevelKg: row.NameLevel_kg,
          NameLevelEn: row.NameLevel_en,
        }),
      }}
      mutations={levelApi.useMutations()}
      access={levelApi.access}
    />
  );
}
