import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextYearGroups } from '../../../contract/group-plan';
import { callApi } from '../../api/client';
import { AppModal, type AppModalProps } from '../../components/app-modal';
import { QueryTable } from '../../components/query-table';
import { academicYearsQuery, currentYear, facultyYearGroupsQuery, useStructureWrite } from './api';

/** Academic years are two-digit (SPEC §9). */
const MAX_YEAR = 99;

/** The label of an academic year the calendar does not have yet (the server adds it): 2027-2028. */
const yearLabel = (year: number) => `${2000 + year}-${2001 + year}`;

/**
 * Creating academic groups for the next year (SPEC §2): the faculty's groups of the source year, of which
 * the chosen ones get their group of the target year (= source + 1). A group whose next year's group
 * exists is shown so and cannot be chosen.
 */
export function NextYearModal({
  idFaculty,
  faculty,
  ...modal
}: Pick<AppModalProps, 'opened' | 'onClose'> & {
  idFaculty: number;
  /** The faculty's name, shown under the title. */
  faculty: string;
}) {
  const { t } = useTranslation();
  const years = useQuery({ ...academicYearsQuery(), enabled: modal.opened });
  const [from, setFrom] = useState(currentYear());
  const [to, setTo] = useState(currentYear() + 1);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<string | null>(null);
  const groups = useQuery({ ...facultyYearGroupsQuery(idFaculty, from), enabled: modal.opened });
  const create = useStructureWrite((idComGspe: number[]) =>
    callApi(nextYearGroups, { idComGspe, yearFrom: from, yearTo: to }),
  );

  const known = years.data ?? [];
  const options = (extra: number) =>
    [
      ...known.map((row) => ({ value: row.id_a_year, label: row.label })),
      { value: extra, label: yearLabel(extra) },
    ]
      // Once each, and two-digit years only.
      .filter(
        (option, index, all) =>
          option.value <= MAX_YEAR && all.findIndex((other) => other.value === option.value) === index,
      )
      .sort((a, b) => a.value - b.value);
  const yearError =
    to === from + 1 ? null : t('educational.nextYear.wrongTarget', { year: yearLabel(from + 1) });
  const selectable = (groups.data ?? []).filter((row) => !row.next_exists).map((row) => row.id_com_gspe);
  const allChosen = selectable.length > 0 && selectable.every((id) => chosen.has(id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setRefused(null);
  };
  const submit = () => {
    // A wrong target is said under its select already.
    if (yearError) return;
    if (chosen.size === 0) return setRefused(t('educational.nextYear.noneChosen'));
    create.mutate([...chosen], { onSuccess: () => setChosen(new Set()) });
  };

  return (
    <AppModal {...modal} title={t('educational.nextYear.title')} size="lg">
      <Stack gap="sm">
        <Text fw={600}>{faculty}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select<number>
            label={t('educational.nextYear.from')}
            data={options(from)}
            value={from}
            onChange={(value) => {
              if (value === null) return;
              setFrom(value);
              setTo(value + 1);
              setChosen(new Set());
              setRefused(null);
            }}
            allowDeselect={false}
          />
          <Select<number>
            label={t('educational.nextYear.to')}
            data={options(from + 1)}
            value={to}
            onChange={(value) => {
              if (value === null) return;
              setTo(value);
              setRefused(null);
            }}
            allowDeselect={false}
            error={yearError}
          />
        </SimpleGrid>
        <QueryTable
          query={groups}
          maxHeight={360}
          rowKey={(row) => row.id_com_gspe}
          empty={t('educational.nextYear.noGroups')}
          columns={[
            {
              heading: (
                <Checkbox
                  aria-label={t('educational.nextYear.all')}
                  checked={allChosen}
                  indeterminate={!allChosen && chosen.size > 0}
                  disabled={selectable.length === 0}
                  onChange={(event) => {
                    setChosen(new Set(event.currentTarget.checked ? selectable : []));
                    setRefused(null);
                  }}
                />
              ),
              width: 40,
              cell: (row) => (
                <Checkbox
                  aria-label={row.group_name}
                  // A group whose next year's group exists is shown ticked, and cannot be chosen.
                  checked={row.next_exists || chosen.has(row.id_com_gspe)}
                  disabled={row.next_exists}
                  onChange={(event) => toggle(row.id_com_gspe, event.currentTarget.checked)}
                />
              ),
            },
            { heading: t('educational.nextYear.group'), cell: (row) => row.group_name },
            { heading: t('educational.nextYear.speciality'), cell: (row) => row['p25-1'] },
            {
              heading: t('educational.nextYear.next'),
              cell: (row) => (row.next_exists ? t('educational.nextYear.exists') : ''),
            },
          ]}
        />
        {refused && (
          <Alert color="red" role="alert" p="xs">
            {refused}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={modal.onClose}>
            {t('confirmDelete.close')}
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            {t('educational.nextYear.create', { n: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
