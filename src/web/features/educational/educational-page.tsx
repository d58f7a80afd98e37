import './texts';
import { Group, Stack } from '@mantine/core';
import { specialityViolations } from '../../api/check-filters';
import { useViolations } from '../../api/checks';
import { useRememberedPlace } from '../../components/cascade/remembered-place';
import { CheckWarnings } from '../../components/check-warning/check-warning';
import { Cascade } from './cascade';
import { GroupFooter } from './group-footer';
import { GroupsPanel } from './groups-panel';
import { PlanButtons } from './plan-buttons';
import { StructureButtons } from './structure-buttons';
import { StructureImport } from './structure-import';
import { useGroupPlace } from './use-group-place';
import { useStructure } from './use-structure';

/**
 * {base}/educational (SPEC §2, decisions 0014 and 0032): the cascade ministry → … → speciality, the structure's
 * edit buttons, the speciality's groups, and the footer that creates and edits a group. The whole place
 * (cascade, course filter, the group in the editor) is in the address and remembered by the tab, so the
 * sidebar's link comes back to it.
 */
export default function EducationalPage() {
  return useRememberedPlace('educational') ? <EducationalScreen /> : null;
}

function EducationalScreen() {
  const structure = useStructure();
  const place = useGroupPlace();
  const { chosen, specialityRow } = structure;
  // The chosen speciality's plan, licence and groups as the data checks judge them.
  const violations = useViolations(specialityViolations(chosen.speciality));
  return (
    <Stack gap="md">
      <Cascade structure={structure} />
      <CheckWarnings rows={violations} />
      <Stack gap="xs">
        <StructureButtons structure={structure} />
        <PlanButtons structure={structure} />
        {/* The university's own structure from a registrar's workbook (decision 0061). */}
        <Group gap="xs">
          <StructureImport idVuz={chosen.vuz} />
        </Group>
      </Stack>
      <GroupsPanel idSpeciality={chosen.speciality} idFaculty={chosen.faculty} place={place} />
      {specialityRow && chosen.faculty !== null && chosen.form !== null ? (
        <GroupFooter
          key={specialityRow.id_speciality}
          idFaculty={chosen.faculty}
          idFEduc={chosen.form}
          speciality={specialityRow}
          place={place}
        />
      ) : null}
    </Stack>
  );
}
