import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KafedraRow } from '../../../contract/catalog';
import { CODE_MAX_LENGTH } from '../../../contract/limits';
import { catalog } from '../../api/catalog';
import { referenceNames } from '../../components/reference-screen/names';
import { ReferenceScreen } from '../../components/reference-screen/reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { type KafedraValues, kafedraApi } from './api';

const names = referenceNames({
  of: (row: KafedraRow) => ({ ru: row.f1, kg: row.f1_kg, en: row.f1_en }),
  keys: { ru: 'f1', kg: 'f1Kg', en: 'f1En' },
  required: 'all',
});

/**
 * {base}/kafedra: the departments with their faculty (SPEC §2); all four names and a faculty required.
 * An editor changes only the departments of the faculties in scope (issue 10).
 */
export default function KafedraPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { canFaculty } = usePermissions();
  const faculties = useQuery(catalog.faculties());
  // An editor of some faculties adds and moves departments within them only.
  const facultyOptions = (faculties.data ?? [])
    .filter((faculty) => canFaculty(faculty.id_faculty))
    .map((faculty) => ({
      value: faculty.id_faculty,
      label: localName({ ru: faculty.faculty, kg: faculty.faculty_kg, en: faculty.faculty_en }),
    }));

  return (
    <ReferenceScreen
      title={t('routes.kafedra')}
      query={kafedraApi.listQuery()}
      columns={[
        ...names.columns(t),
        {
          key: 'faculty',
          header: t('fields.faculty'),
          cell: (row) => localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
        },
      ]}
      rowKey={(row) => row.idKafedra}
      searchTexts={(row) => [row.sn_f1, ...names.texts(row)]}
      rowLabel={(row) => localName(names.of(row))}
      deleteName={(row) => row.f1}
      usageKind="department"
      isLocked={(row) => !row.edit}
      form={{
        addTitle: t('kafedra.add'),
        editTitle: t('kafedra.edit'),
        fields: [
          {
            kind: 'text',
            name: 'snF1',
            label: t('fields.shortName'),
            required: true,
            lockable: true,
            maxLength: CODE_MAX_LENGTH,
          },
          ...names.fields<KafedraValues>(t),
          {
            kind: 'select',
            name: 'idFaculty',
            label: t('fields.faculty'),
            required: true,
            options: facultyOptions,
          },
        ],
        emptyValues: { snF1: '', ...names.empty, idFaculty: null },
        valuesOf: (row) => ({ snF1: row.sn_f1, ...names.values(row), idFaculty: row.idFaculty }),
      }}
      mutations={kafedraApi.useMutations()}
      access={kafedraApi.access}
    />
  );
}
