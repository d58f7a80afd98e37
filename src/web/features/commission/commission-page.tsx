import '../../components/commission/texts';
import { Box, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteFacultyMember,
  type FacultyMemberRow,
  facultyMembers,
  saveFacultyMember,
} from '../../../contract/commission';
import { commissionViolations } from '../../api/check-filters';
import { useViolations } from '../../api/checks';
import { read, ready } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import { useUrlCascade } from '../../components/cascade/cascade-state';
import { CheckWarnings } from '../../components/check-warning/check-warning';
import {
  FacultySelect,
  facultyNames,
  useCommissionFaculties,
} from '../../components/commission/faculty-select';
import { MemberTable } from '../../components/commission/member-table';
import { facultyMemberPayload, type MemberValues } from '../../components/commission/member-values';
import { PrintAction } from '../../components/document/print-action';
import { GuardedButton } from '../../components/guarded-button';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { localDate } from '../../i18n/dates';
import { useLocalName } from '../../i18n/use-local-name';
import { HistoryModal } from './history-modal';
import { useTermActions } from './term-actions';

const levels = ['faculty'] as const;

/**
 * The state examination commission of a faculty, with its history (SPEC §2 "State-member screen",
 * decisions 0022 and 0031): a faculty (kept in the address), its members' terms (the pencil corrects, Replace and End
 * membership change who holds a role on a day), and who was in it before.
 */
export default function CommissionPage() {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const { chosen, choose } = useUrlCascade(levels);
  const facultyId = chosen.faculty;
  const faculties = useCommissionFaculties();
  const faculty = faculties.data?.find((row) => row.id_faculty === facultyId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const members = useQuery(
    read(
      facultyMembers,
      ready(facultyId, (idFaculty) => ({ idFaculty })),
    ),
  );
  const save = useInlineWrite(saveFacultyMember, (request: SaveRequest<FacultyMemberRow, MemberValues>) =>
    facultyMemberPayload(request, facultyId ?? 0),
  );
  const remove = useInlineWrite(deleteFacultyMember, (row: FacultyMemberRow) => ({
    idGAKMemberHistory: row.id_GAK_member_History,
  }));
  const terms = useTermActions(facultyId);
  // The faculty's commission without exactly one chair and one secretary today.
  const violations = useViolations(commissionViolations(facultyId));
  const date = (iso: string) => localDate(iso, i18n.language);

  return (
    <Stack gap="md" maw={1100}>
      <Box maw={520}>
        <FacultySelect value={facultyId} onChange={(id) => choose('faculty', id)} />
      </Box>
      <CheckWarnings rows={violations} />
      <MemberTable<FacultyMemberRow>
        // Another faculty starts a new table: no selection, no row in edit (SPEC §4).
        key={facultyId ?? 0}
        label={t('commission.facultyMembers')}
        query={facultyId === null ? null : members}
        rowKey={(row) => row.id_GAK_member_History}
        historyKind="commissionMember"
        facultyId={facultyId}
        notChosen={facultyId === null ? t('commission.chooseFaculty') : null}
        save={save}
        remove={remove}
        calls={{ save: saveFacultyMember, remove: deleteFacultyMember }}
        exported={facultyId === null ? undefined : { table: 'stateMember', filter: { idFaculty: facultyId } }}
        imported={
          facultyId === null
            ? undefined
            : {
                target: { table: 'stateMember', filter: { idFaculty: facultyId } },
                screen: t('routes.commission'),
              }
        }
        extraColumns={[
          {
            key: 'term',
            header: t('commission.term'),
            cell: (row) =>
              row.until === null
                ? t('commission.termSince', { since: date(row.since) })
                : t('commission.termFromTo', { since: date(row.since), until: date(row.until) }),
            width: 190,
          },
        ]}
        roleLockedFor={terms.roleLockedFor}
        rowActions={terms.actions}
        deleteNote={terms.deleteNote}
        toolbar={
          <>
            <GuardedButton
              size="xs"
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
              refusal={facultyId === null ? t('commission.chooseFaculty') : null}
              onClick={() => setHistoryOpen(true)}
            >
              {t('commission.history')}
            </GuardedButton>
            {/* The commission's composition as an order's annex, to sign (decision 0049). */}
            <PrintAction
              size="xs"
              documents={
                facultyId === null ? [] : [{ request: { document: 'commission', idFaculty: facultyId } }]
              }
              refusal={facultyId === null ? t('commission.chooseFaculty') : null}
            />
          </>
        }
      />
      {terms.modals}
      {facultyId !== null && (
        <HistoryModal
          facultyId={facultyId}
          facultyName={faculty ? localName(facultyNames(faculty)) : ''}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </Stack>
  );
}
