import { Box, Group } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckRowOf } from '../../../contract/checks';
import {
  type ClassroomRow,
  type OfficeRow,
  ROOM_NOTE_MAX_LENGTH,
  ROOM_NUMBER_MAX_LENGTH,
  type SpecificsRow,
} from '../../../contract/classrooms';
import { CLASSROOM_CAPACITY_LENGTH } from '../../../contract/limits';
import { catalog } from '../../api/catalog';
import { classroomViolations } from '../../api/check-filters';
import { useCheckRows } from '../../api/checks';
import { CheckBadge } from '../../components/check-warning/check-warning';
import type { InlineColumn, SelectOptions } from '../../components/inline-edit-table/inline-edit';
import { useLocalName } from '../../i18n/use-local-name';
import { type ClassroomValues, classroomValuesOf, keepDepartmentOfFaculty } from './classroom-values';

/** A square as its input takes it: up to 99999.99 (decision 0021), eight characters. */
const SQUARE_MAX_LENGTH = 8;

/**
 * The columns of a building's classrooms (SPEC §2 "Classrooms screen"): number, note, capacity and square
 * required, the rest picked from lists; and what keeps a row's faculty and department together.
 */
export function useClassroomColumns(
  building: number | null,
  kinds: UseQueryResult<SpecificsRow[]>,
  units: UseQueryResult<OfficeRow[]>,
) {
  const { t } = useTranslation();
  const options = useClassroomOptions(kinds, units);
  // Classrooms of 0 seats or fewer than their faculty's largest group (decision 0058): a badge by the capacity.
  const tooSmall = classroomViolations(useCheckRows(), building);
  const departmentLinks = options.departmentLinks;
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
      cell: (row) => capacityCell(row, tooSmall.get(row.id_auditorium), t('checkWarning.tooFewSeats')),
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
    picked('specifics', t('classrooms.specifics'), 'specific', options.specifics, 180),
    picked('faculty', t('classrooms.faculty'), 'idFaculty', options.faculties, 190),
    {
      key: 'department',
      header: t('classrooms.department'),
      cell: (row) => labelOf(options.departments, row.id_kafedra),
      edit: {
        kind: 'select',
        name: 'idKafedra',
        // The chosen faculty's departments; without a faculty, all (choosing one brings its faculty).
        options: (values) =>
          values.idFaculty === null
            ? options.departments
            : options.departments.filter((option) => option.idFaculty === values.idFaculty),
      },
      width: 190,
    },
    picked('office', t('classrooms.office'), 'idOtdel1', options.offices, 170),
  ];
  return { columns, adjust };
}

/** The lists a classroom's specifics, faculty, department and office are picked from, by their local names. */
function useClassroomOptions(kinds: UseQueryResult<SpecificsRow[]>, units: UseQueryResult<OfficeRow[]>) {
  const localName = useLocalName();
  const faculties = useQuery(catalog.faculties());
  const departments = useQuery(catalog.departments());
  return {
    specifics: (kinds.data ?? []).map((row) => ({
      value: row.id_specifics,
      label: localName({ ru: row.specifics, kg: row.specifics_kg, en: row.specifics_en }),
    })),
    faculties: (faculties.data ?? []).map((row) => ({
      value: row.id_faculty,
      label: localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
    })),
    departments: (departments.data ?? []).map((row) => ({
      value: row.idKafedra,
      label: localName({ ru: row.f1, kg: row.f1_kg, en: row.f1_en }),
      idFaculty: row.idFaculty,
    })),
    offices: (units.data ?? []).map((row) => ({
      value: row.id_otdel,
      label: localName({ ru: row.otdel, kg: row.otdel_kg, en: row.otdel_en }),
    })),
    /** Which faculty each department is of, once loaded. */
    departmentLinks: departments.data,
  };
}

const labelOf = (options: SelectOptions, value: number | null) =>
  options.find((option) => option.value === value)?.label ?? '';

/** A column picked from a list (optional, SPEC §5): the row shows its pick's name. */
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

/** A classroom's capacity, with the data check's badge (labelled `badge`) when it has too few seats. */
function capacityCell(
  row: ClassroomRow,
  found: CheckRowOf<'classroomCapacity'>[] | undefined,
  badge: string,
) {
  return found ? (
    <Group gap={6}>
      {row.contain}
      {/* The badge at its whole width, never shrunk to an ellipsis: the column widens. */}
      <Box w="max-content" style={{ flex: 'none' }}>
        <CheckBadge rows={found} label={badge} />
      </Box>
    </Group>
  ) : (
    row.contain
  );
}
