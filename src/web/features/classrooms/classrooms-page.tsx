import './texts';
import { Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconBuilding, IconListDetails, IconSitemap } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildings,
  type ClassroomRow,
  classrooms,
  deleteClassroom,
  offices,
  ROOM_NOTE_MAX_LENGTH,
  ROOM_NUMBER_MAX_LENGTH,
  saveClassroom,
  specifics,
} from '../../../contract/classrooms';
import { CLASSROOM_CAPACITY_LENGTH, CLASSROOM_PAGE_SIZE } from '../../../contract/limits';
import { catalog } from '../../api/catalog';
import { classroomViolations } from '../../api/check-filters';
import { useCheckRows } from '../../api/checks';
import { read, ready } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import { useAddressedChoice } from '../../components/cascade/addressed-choice';
import { CascadeSelect } from '../../components/cascade/cascade-select';
import { CheckBadge } from '../../components/check-warning/check-warning';
import { PrintAction } from '../../components/document/print-action';
import { ImportAction } from '../../components/import/import-action';
import type { InlineColumn, SelectOptions } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { useLocalName } from '../../i18n/use-local-name';
import { BUILDING_PARAM } from '../../lib/addresses';
import { usePermissions } from '../../lib/permissions';
import {
  type ClassroomValues,
  classroomPayload,
  classroomValuesOf,
  emptyClassroom,
  keepDepartmentOfFaculty,
} from './classroom-values';
import { BuildingsModal, OfficesModal } from './places-modals';
import { SpecificsModal } from './specifics-modal';

/** A square as its input takes it: up to 99999.99 (decision 0021), eight characters. */
const SQUARE_MAX_LENGTH = 8;

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
  const { tableRefusals, refusal } = usePermissions();
  const localName = useLocalName();
  const korpus = useQuery(read(buildings));
  // The address's building (a data check's link), else the first building to begin with.
  const [addressed, setBuilding] = useAddressedChoice(BUILDING_PARAM, korpus.data?.[0]?.id_korpus ?? null);
  // A building deleted meanwhile (or a stale address) gives way to the first one, or to none.
  const building =
    addressed !== null && korpus.data && !korpus.data.some((row) => row.id_korpus === addressed)
      ? (korpus.data[0]?.id_korpus ?? null)
      : addressed;
  const list = useQuery(
    read(
      classrooms,
      ready(building, (idKorpus) => ({ idKorpus })),
    ),
  );
  const kinds = useQuery(read(specifics));
  const faculties = useQuery(catalog.faculties());
  const departments = useQuery(catalog.departments());
  const units = useQuery(read(offices));
  const [specificsOpen, setSpecificsOpen] = useState(false);
  const [buildingsOpen, setBuildingsOpen] = useState(false);
  const [officesOpen, setOfficesOpen] = useState(false);

  // Classrooms of 0 seats or fewer than their faculty's largest group (decision 0058): a badge by the capacity.
  const tooSmall = classroomViolations(useCheckRows(), building);
  const save = useInlineWrite(saveClassroom, (request: SaveRequest<ClassroomRow, ClassroomValues>) =>
    classroomPayload(request, building ?? 0),
  );
  const remove = useInlineWrite(deleteClassroom, (row: ClassroomRow) => ({
    idAuditorium: row.id_auditorium,
  }));

  const specificsOptions: SelectOptions = (kinds.data ?? []).map((row) => ({
    value: row.id_specifics,
    label: localName({ ru: row.specifics, kg: row.specifics_kg, en: row.specifics_en }),
  }));
  const facultyOptions: SelectOptions = (faculties.data ?? []).map((row) => ({
    value: row.id_faculty,
    label: localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
  }));
  const departmentOptions = (departments.data ?? []).map((row) => ({
    value: row.idKafedra,
    label: localName({ ru: row.f1, kg: row.f1_kg, en: row.f1_en }),
    idFaculty: row.idFaculty,
  }));
  const officeOptions: SelectOptions = (units.data ?? []).map((row) => ({
    value: row.id_otdel,
    label: localName({ ru: row.otdel, kg: row.otdel_kg, en: row.otdel_en }),
  }));
  const labelOf = (options: SelectOptions, value: number | null) =>
    options.find((option) => option.value === value)?.label ?? '';
  // A column picked from a list (optional, SPEC §5): the row shows its pick's name.
  const picked = (
    key: string,
    header: string,
    name: 'specific' | 'idFaculty' | 'idOtdel1',
    options: SelectOptions,
    width: number,
  ): InlineColumn<ClassroomRow, ClassroomValues> => ({
    key,
    header,
    cell: (row) => labelOf(options, classroomValuesOf(row)[name]),
    edit: { kind: 'select', name, options },
    width,
  });

  const departmentLinks = departments.data;
  const adjust = useCallback(
    (values: ClassroomValues, changed: keyof ClassroomValues) =>
      keepDepartmentOfFaculty(
        values,
        changed,
        (departmentLinks ?? []).map((row) => ({ idKafedra: row.idKafedra, idFaculty: row.idFaculty })),
      ),
    [departmentLinks],
  );

  const columns: InlineColumn<ClassroomRow, ClassroomValues>[] = [
    {
      key: 'number',
      header: t('classrooms.number'),
      cell: (row) => row.number,
      edit: { kind: 'text', name: 'number', maxLength: ROOM_NUMBER_MAX_LENGTH, required: true },
      width: 100,
    },
    {
      key: 'capacity',
      header: t('classrooms.capacity'),
      cell: (row) => {
        const found = tooSmall.get(row.id_auditorium);
        return found ? (
          <Group gap={6}>
            {row.contain}
            {/* The badge at its whole width, never shrunk to an ellipsis: the column widens. */}
            <Box w="max-content" style={{ flex: 'none' }}>
              <CheckBadge rows={found} label={t('checkWarning.tooFewSeats')} />
            </Box>
          </Group>
        ) : (
          row.contain
        );
      },
      edit: { kind: 'number', name: 'contain', maxDigits: CLASSROOM_CAPACITY_LENGTH, required: true },
      // The check's badge goes under the number where the column is too narrow for both.
      width: 120,
    },
    {
      key: 'square',
      header: t('classrooms.square'),
      cell: (row) => row.square,
      edit: { kind: 'decimal', name: 'square', maxLength: SQUARE_MAX_LENGTH, decimals: 2, required: true },
      width: 120,
    },
    {
      key: 'note',
      header: t('classrooms.note'),
      cell: (row) => row.note,
      edit: { kind: 'text', name: 'note', maxLength: ROOM_NOTE_MAX_LENGTH, required: true, multiline: true },
    },
    picked('specifics', t('classrooms.specifics'), 'specific', specificsOptions, 180),
    picked('faculty', t('classrooms.faculty'), 'idFaculty', facultyOptions, 190),
    {
      key: 'department',
      header: t('classrooms.department'),
      cell: (row) => labelOf(departmentOptions, row.id_kafedra),
      edit: {
        kind: 'select',
        name: 'idKafedra',
        // The chosen faculty's departments; without a faculty, all (choosing one brings its faculty).
        options: (values) =>
          values.idFaculty === null
            ? departmentOptions
            : departmentOptions.filter((option) => option.idFaculty === values.idFaculty),
      },
      width: 190,
    },
    picked('office', t('classrooms.office'), 'idOtdel1', officeOptions, 170),
  ];

  const address = korpus.data?.find((row) => row.id_korpus === building);
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md">
        <Box w={360} maw="100%">
          <CascadeSelect
            label={t('classrooms.building')}
            value={building}
            options={korpus.data?.map((row) => ({
              value: row.id_korpus,
              label: localName({ ru: row.korpus, kg: row.korpus_kg, en: row.korpus_en }),
            }))}
            loading={korpus.isPending}
            failed={korpus.isError}
            onChange={setBuilding}
          />
        </Box>
        <Stack gap={0}>
          {/* As high as the selector's label, so that the buttons line up with its input whether or not a
              line ("no data", loading) shows under it; on a phone they wrap below it and need none. */}
          <Input.Label component="div" aria-hidden visibleFrom="sm" style={{ visibility: 'hidden' }}>
            {t('classrooms.building')}
          </Input.Label>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconBuilding size={16} aria-hidden />}
              onClick={() => setBuildingsOpen(true)}
            >
              {t('classrooms.buildingsButton')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconSitemap size={16} aria-hidden />}
              onClick={() => setOfficesOpen(true)}
            >
              {t('classrooms.officesButton')}
            </Button>
            {address && (
              <Text size="sm" c="dimmed">
                {t('classrooms.address', {
                  address: localName({ ru: address.adres, kg: address.adres_kg, en: address.adres_en }),
                })}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
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
          toolbar={
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconListDetails size={16} aria-hidden />}
                onClick={() => setSpecificsOpen(true)}
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
          }
        />
      )}
      <SpecificsModal opened={specificsOpen} onClose={() => setSpecificsOpen(false)} list={kinds} />
      <BuildingsModal opened={buildingsOpen} onClose={() => setBuildingsOpen(false)} list={korpus} />
      <OfficesModal opened={officesOpen} onClose={() => setOfficesOpen(false)} list={units} />
    </Stack>
  );
}
