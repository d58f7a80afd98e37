import '../../components/commission/texts';
import { Box, SimpleGrid, Stack } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  deleteSpecialityMember,
  facultySpecials,
  type SpecialityMemberRow,
  saveSpecialityMember,
  specialityMembers,
} from '../../../contract/commission';
import { commissionViolations } from '../../api/check-filters';
import { useViolations } from '../../api/checks';
import { read, ready } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import { CascadeSelect } from '../../components/cascade/cascade-select';
import { useUrlCascade } from '../../components/cascade/cascade-state';
import { CheckWarnings } from '../../components/check-warning/check-warning';
import { FacultySelect } from '../../components/commission/faculty-select';
import { MemberTable } from '../../components/commission/member-table';
import { type MemberValues, specialityMemberPayload } from '../../components/commission/member-values';
import { PrintAction } from '../../components/document/print-action';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { useLocalName } from '../../i18n/use-local-name';

const levels = ['faculty', 'special'] as const;

/**
 * The state examination commission of a faculty for one speciality (SPEC §2 "Spec-member screen",
 * decision 0022): a faculty, one of its specialities (both kept in the address; a new faculty clears the speciality,
 * §4), then the members edited in place.
 */
export default function SpecialityCommissionPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { chosen, choose } = useUrlCascade(levels);
  const { faculty: facultyId, special: specialId } = chosen;
  const specials = useQuery(
    read(
      facultySpecials,
      ready(facultyId, (idFaculty) => ({ idFaculty })),
    ),
  );
  const both = facultyId !== null && specialId !== null;
  const members = useQuery(
    read(specialityMembers, both ? { idFaculty: facultyId, idSpecial: specialId } : skipToken),
  );
  const save = useInlineWrite(
    saveSpecialityMember,
    (request: SaveRequest<SpecialityMemberRow, MemberValues>) =>
      specialityMemberPayload(request, facultyId ?? 0, specialId ?? 0),
  );
  // The speciality's commission without exactly one chair and one secretary.
  const violations = useViolations(commissionViolations(facultyId, specialId));
  const remove = useInlineWrite(deleteSpecialityMember, (row: SpecialityMemberRow) => ({
    idGAKMemberSpeciality: row.id_GAK_member_speciality,
  }));

  return (
    <Stack gap="md" maw={1100}>
      {/* Side by side on a wide screen; one under the other on a phone, where each name needs the width. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={1000}>
        <Box>
          <FacultySelect value={facultyId} onChange={(id) => choose('faculty', id)} />
        </Box>
        <Box>
          <CascadeSelect
            label={t('commission.speciality')}
            value={specialId}
            options={specials.data?.map((row) => ({
              value: row.id_special,
              label: `${row.code} ${localName({ ru: row.special, kg: row.special_kg, en: row.special_en })}`,
            }))}
            loading={facultyId !== null && specials.isPending}
            failed={specials.isError}
            disabled={facultyId === null}
            onChange={(id) => choose('special', id)}
          />
        </Box>
      </SimpleGrid>
      <CheckWarnings rows={violations} />
      <MemberTable<SpecialityMemberRow>
        // Another faculty or speciality starts a new table: no selection, no row in edit (SPEC §4).
        key={`${facultyId}-${specialId}`}
        label={t('commission.specialityMembers')}
        query={both ? members : null}
        rowKey={(row) => row.id_GAK_member_speciality}
        historyKind="specialityCommissionMember"
        facultyId={facultyId}
        notChosen={
          both ? null : t(facultyId === null ? 'commission.chooseFaculty' : 'commission.chooseSpeciality')
        }
        save={save}
        remove={remove}
        calls={{ save: saveSpecialityMember, remove: deleteSpecialityMember }}
        exported={
          both ? { table: 'specMember', filter: { idFaculty: facultyId, idSpecial: specialId } } : undefined
        }
        imported={
          both
            ? {
                target: { table: 'specMember', filter: { idFaculty: facultyId, idSpecial: specialId } },
                screen: t('routes.specialityCommission'),
              }
            : undefined
        }
        deleteNote={() => t('commission.specialityDeleteNote')}
        toolbar={
          // The speciality's commission as an order's annex, to sign (decision 0049).
          <PrintAction
            size="xs"
            documents={
              both
                ? [
                    {
                      request: {
                        document: 'specialityCommission',
                        idFaculty: facultyId,
                        idSpecial: specialId,
                      },
                    },
                  ]
                : []
            }
            refusal={
              both ? null : t(facultyId === null ? 'commission.chooseFaculty' : 'commission.chooseSpeciality')
            }
          />
        }
      />
    </Stack>
  );
}
