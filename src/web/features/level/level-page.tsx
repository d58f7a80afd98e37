import { useTranslation } from 'react-i18next';
import type { LevelRow } from '../../../contract/catalog';
import { referenceNames } from '../../components/reference-screen/names';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { type LevelValues, levelApi } from './api';

const names = referenceNames({
  of: (row: LevelRow) => ({ ru: row.NameLevel, kg: row.NameLevel_kg, en: row.NameLevel_en }),
  keys: { ru: 'NameLevel', kg: 'NameLevelKg', en: 'NameLevelEn' },
  required: 'all',
});

/**
 * {base}/level: the levels of education (SPEC §3 Level, §7 nameLevel, ins-upd-level, del-level; issue 26,
 * decision 0033), a reference list like the qualifications: all three names required (SPEC §5).
 */
export default function LevelPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <ReferenceScreen
      title={t('routes.level')}
      query={levelApi.listQuery()}
      columns={names.columns(t)}
      rowKey={(row) => row.IDLevel}
      searchTexts={names.texts}
      rowLabel={(row) => localName(names.of(row))}
      deleteName={(row) => row.NameLevel}
      usageKind="level"
      isLocked={(row) => !row.edit}
      form={{
        addTitle: t('level.add'),
        editTitle: t('level.edit'),
        fields: names.fields<LevelValues>(t),
        emptyValues: names.empty,
        valuesOf: names.values,
      }}
      mutations={levelApi.useMutations()}
      access={levelApi.access}
    />
  );
}
