import './texts';
import { Stack } from '@mantine/core';
import { Cascade } from './cascade';
import { GroupFooter } from './group-footer';
import { GroupsPanel } from './groups-panel';
import { PlanButtons } from './plan-buttons';
import { StructureButtons } from './structure-buttons';
import { useStructure } from './use-structure';

/**
 * {base}/educational (SPEC §2, issue 11): the cascade ministry → … → speciality (kept in the address), the
 * structure's edit buttons, the speciality's groups, and the footer that creates and edits a group.
 */
export default function EducationalPage() {
  const structure = useStructure();
  const { chosen, specialityRow } = structure;
  return (
    <Stack gap="md">
      <Cascade structure={structure} />
      <Stack gap="xs">
        <StructureButtons structure={structure} />
        <PlanButtons structure={structure} />
      </Stack>
      {/* Another speciality starts again from "all courses" (its courses are its own). */}
      <GroupsPanel
        key={chosen.speciality ?? 'none'}
        idSpeciality={chosen.speciality}
        idFaculty={chosen.faculty}
      />
      {specialityRow && chosen.faculty !== null && chosen.form !== null ? (
        <GroupFooter
          key={specialityRow.id_speciality}
          idFaculty={chosen.faculty}
          idFEduc={chosen.form}
          speciality={specialityRow}
        />
      ) : null}
    </Stack>
  );
}
