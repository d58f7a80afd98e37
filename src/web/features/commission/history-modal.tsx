import { Group, Stack } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type FacultyMemberRow, pastFacultyMembers } from '../../../contract/commission';
import { read } from '../../api/queries';
import { AppModal } from '../../components/app-modal';
import { memberTypeNames } from '../../components/commission/member-values';
import { ExportAction } from '../../components/export/export-action';
import { QueryTable } from '../../components/query-table';
import { localDate } from '../../i18n/dates';
import { useLocalName } from '../../i18n/use-local-name';

/**
 * Who has been in a faculty's commission, in which role, from when until when (decisions 0022 and 0031): every
 * term, the present and the former ones, latest first, days written the interface language's way. Read
 * only: the history is what was.
 */
export function HistoryModal({
  facultyId,
  facultyName,
  opened,
  onClose,
}: {
  facultyId: number;
  facultyName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const date = (iso: string) => localDate(iso, i18n.language);
  const history = useQuery(read(pastFacultyMembers, opened ? { idFaculty: facultyId } : skipToken));
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('commission.historyTitle', { faculty: facultyName })}
      size="xl"
    >
      <Stack gap="xs">
        {/* Every term, with the modal's columns (the term written as its two days). */}
        <Group justify="flex-end">
          <ExportAction
            size="xs"
            target={{ table: 'stateMemberHistory', filter: { idFaculty: facultyId } }}
          />
        </Group>
        <QueryTable<FacultyMemberRow>
          query={history}
          rowKey={(row) => row.id_GAK_member_History}
          maxHeight={480}
          empty={t('commission.historyEmpty')}
          // The term first: on a phone, who held a role when stays in view without scrolling sideways.
          columns={[
            {
              heading: t('commission.term'),
              cell: (row) =>
                t('commission.termFromTo', {
                  since: date(row.since),
                  until: row.until === null ? t('commission.present') : date(row.until),
                }),
              width: 200,
            },
            { heading: t('commission.memberName'), cell: (row) => row.member_name },
            { heading: t('commission.memberType'), cell: (row) => localName(memberTypeNames(row)) },
            { heading: t('commission.title'), cell: (row) => row.title },
          ]}
        />
      </Stack>
    </AppModal>
  );
}
