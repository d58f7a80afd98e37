import './texts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ClassroomRow,
  classrooms,
  deleteClassroom,
  offices,
  saveClassroom,
  specifics,
} from '../../../contract/classrooms';
import { CLASSROOM_PAGE_SIZE } from '../../../contract/limits';
import { read, ready } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import { PrintAction } from '../../components/document/print-action';
import { ImportAction } from '../../components/import/import-action';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { usePermissions } from '../../lib/permissions';
import { BuildingBar, useChosenBuilding } from './building-bar';
import { useClassroomColumns } from './classroom-columns';
import {
  type ClassroomValues,
  classroomPayload,
  classroomValuesOf,
  emptyClassroom,
} from './classroom-values';
import { BuildingsModal, OfficesModal } from './places-modals';
import { SpecificsModal } from './specifics-modal';

/**
 * Classrooms (SPEC §2 "Classrooms screen", decision 0021): a building (the first to begin with), then its
 * classrooms in an inline-edit table of 50 rows a page, paged here over the building's whole list
 * (decision 0021); number, note, capacity and square required ('fillFields', §5), capacity at most ten
 * digits, square two decimals; specifics, faculty, department (the faculty's) and office optional. The
 * specifics, the buildings and the offices are edited in modals of their own, the latter two opened beside
 * the building selector so that a new university without a building can make its first (decision 0062).
 */
export default function ClassroomsPage() {
  const { t } = useTranslation();
  const { tableRefusals } = usePermissions();
  const { korpus, building, setBuilding } = useChosenBuilding();
  const list = useQuery(
    read(
      classrooms,
      ready(building, (idKorpus) => ({ idKorpus })),
    ),
  );
  const kinds = useQuery(read(specifics));
  const units = useQuery(read(offices));
  const [specificsOpen, setSpecificsOpen] = useState(false);
  const [buildingsOpen, setBuildingsOpen] = useState(false);
  const [officesOpen, setOfficesOpen] = useState(false);
  const { columns, adjust } = useClassroomColumns(building, kinds, units);
  const save = useInlineWrite(saveClassroom, (request: SaveRequest<ClassroomRow, ClassroomValues>) =>
    classroomPayload(request, building ?? 0),
  );
  const remove = useInlineWrite(deleteClassroom, (row: ClassroomRow) => ({
    idAuditorium: row.id_auditorium,
  }));

  return (
    <Stack gap="md">
      <BuildingBar
        korpus={korpus}
        building={building}
        onChange={setBuilding}
        onBuildings={() => setBuildingsOpen(true)}
        onOffices={() => setOfficesOpen(true)}
      />
      {korpus.isError && (
        // The buildings could not be loaded (the client has toasted why): a retry.
        <Group gap="xs">
          <Text c="dimmed">{t('table.loadError')}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void korpus.refetch()}>
            {t('table.retry')}
          </Button>
        </Group>
      )}
      {building === null ? (
        korpus.isSuccess && (
          <Text c="dimmed">
            {korpus.data.length === 0 ? t('classrooms.noBuildings') : t('classrooms.chooseBuilding')}
          </Text>
        )
      ) : (
        <InlineEditTable<ClassroomRow, ClassroomValues>
          // A new building starts a new table: a row in edit belongs to the building it was opened in.
          key={building}
          label={t('routes.classrooms')}
          query={list}
          columns={columns}
          rowKey={(row) => row.id_auditorium}
          rowLabel={(row) => row.number}
          history={(row) => ({ kind: 'classroom', id: row.id_auditorium })}
          valuesOf={classroomValuesOf}
          emptyValues={emptyClassroom}
          adjust={adjust}
          save={save}
          remove={remove}
          pageSize={CLASSROOM_PAGE_SIZE}
          fillText={t('inlineTable.fillFields')}
          refusals={tableRefusals(saveClassroom, deleteClassroom)}
          exported={{ table: 'audience', filter: { idKorpus: building } }}
          toolbar={<ClassroomsToolbar building={building} onSpecifics={() => setSpecificsOpen(true)} />}
        />
      )}
      <SpecificsModal opened={specificsOpen} onClose={() => setSpecificsOpen(false)} list={kinds} />
      <BuildingsModal opened={buildingsOpen} onClose={() => setBuildingsOpen(false)} list={korpus} />
      <OfficesModal opened={officesOpen} onClose={() => setOfficesOpen(false)} list={units} />
    </Stack>
  );
}

/** Beside the classroom table's Add: the specifics' modal, the import and the building's list to print. */
function ClassroomsToolbar({ building, onSpecifics }: { building: number; onSpecifics: () => void }) {
  const { t } = useTranslation();
  const { refusal } = usePermissions();
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconListDetails size={16} aria-hidden />}
        onClick={onSpecifics}
      >
        {t('classrooms.specificsButton')}
      </Button>
      <ImportAction
        size="xs"
        target={{ table: 'audience', filter: { idKorpus: building } }}
        screen={t('routes.classrooms')}
        refusal={refusal(saveClassroom)}
      />
      {/* The building's classroom list, to print (decision 0049). */}
      <PrintAction
        size="xs"
        documents={[{ request: { document: 'classrooms', idKorpus: building } }]}
        refusal={null}
      />
    </>
  );
}
