import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CommissionFacultyRow, commissionFaculties } from '../../../contract/commission';
import { SPEC_MEMBER_UNIVERSITY_ID } from '../../../contract/limits';
import { read } from '../../api/queries';
import { type Names, useLocalName } from '../../i18n/use-local-name';
import { CascadeSelect } from '../cascade/cascade-select';

/** A faculty's display name (SPEC §3: p23-1) in three languages. */
export const facultyNames = (row: CommissionFacultyRow): Names => ({
  ru: row['p23-1'],
  kg: row['p23-1_kg'],
  en: row['p23-1_en'],
});

/** The faculties of the university (id 1, SPEC §9), as both commission screens list them. */
export function useCommissionFaculties() {
  return useQuery(read(commissionFaculties, { idVuz: SPEC_MEMBER_UNIVERSITY_ID }));
}

/** The faculty selector of the commission screens, names in the interface language. */
export function FacultySelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const faculties = useCommissionFaculties();
  return (
    <CascadeSelect
      label={t('commission.faculty')}
      value={value}
      options={faculties.data?.map((row) => ({ value: row.id_faculty, label: localName(facultyNames(row)) }))}
      loading={faculties.isPending}
      failed={faculties.isError}
      onChange={onChange}
    />
  );
}
