import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '../../components/query-table';
import type { NextYear } from './use-next-year';

/**
 * The faculty's groups of the source year the filter shows, each with its tick; a group whose next year's
 * group exists is shown so and cannot be chosen; a tick in the head chooses them all.
 */
export function NextYearGroups({ idFaculty, state }: { idFaculty: number; state: NextYear }) {
  const { t } = useTranslation();
  const { groups, shown, chosen, selectable, sent, allChosen, speciality } = state;
  return (
    <QueryTable
      query={{ ...groups, data: groups.data && shown } as typeof groups}
      maxHeight={360}
      rowKey={(row) => row.id_com_gspe}
      empty={t('educational.nextYear.noGroups')}
      exported={{
        table: 'nextYearGroups',
        filter: {
          idFaculty,
          idYear: state.from,
          ...(speciality === null ? {} : { idSpeciality: Number(speciality) }),
        },
      }}
      columns={[
        {
          heading: (
            <Checkbox
              aria-label={t('educational.nextYear.all')}
              checked={allChosen}
              indeterminate={!allChosen && sent.length > 0}
              disabled={selectable.length === 0}
              onChange={(event) => state.toggle(selectable, event.currentTarget.checked)}
            />
          ),
          width: 40,
          cell: (row) => (
            <Checkbox
              aria-label={row.group_name}
              // A group whose next year's group exists is shown ticked, and cannot be chosen.
              checked={row.next_exists || chosen.has(row.id_com_gspe)}
              disabled={row.next_exists}
              onChange={(event) => state.toggle([row.id_com_gspe], event.currentTarget.checked)}
            />
          ),
        },
        {
          key: 'group',
          heading: t('educational.nextYear.group'),
          // A group's name is one word: a phone does not break it at its hyphens.
          cell: (row) => (
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {row.group_name}
            </Text>
          ),
        },
        { key: 'speciality', heading: t('educational.nextYear.speciality'), cell: (row) => row['p25-1'] },
        {
          key: 'next',
          heading: t('educational.nextYear.next'),
          cell: (row) => (row.next_exists ? t('educational.nextYear.exists') : ''),
        },
      ]}
    />
  );
}
