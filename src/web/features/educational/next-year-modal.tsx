import { Alert, Button, Checkbox, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../../contract/academic-year';
import type { CallData } from '../../../contract/call';
import { nextYearGroups } from '../../../contract/group-plan';
import { Sms } from '../../../contract/sms';
import { specialityName } from '../../../contract/speciality-name';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import { AppModal, type AppModalProps } from '../../components/app-modal';
import { QueryTable } from '../../components/query-table';
import { useLocalName } from '../../i18n/use-local-name';
import { academicYearsQuery, currentYear, facultyYearGroupsQuery } from './api';

/** Academic years are two-digit (SPEC §9). */
const MAX_YEAR = 99;

/**
 * Creating academic groups for the next year (SPEC §2): the faculty's groups of the source year (all, or
 * one speciality's), of which the chosen ones get their group of the target year (= source + 1). A group
 * whose next year's group exists is shown so and cannot be chosen. Create sends one request however often
 * it is pressed, and the answer's new groups are listed by name (decision 0035).
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
  const localName = useLocalName();
  const years = useQuery({ ...academicYearsQuery(), enabled: modal.opened });
  const [from, setFrom] = useState(currentYear());
  const [to, setTo] = useState(currentYear() + 1);
  const [speciality, setSpeciality] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: number; name: string }[] | null>(null);
  // Set at the press, before React renders the busy button: a second press (a double click, Enter held)
  // finds it set and sends nothing.
  const sending = useRef(false);
  const groups = useQuery(facultyYearGroupsQuery(modal.opened ? idFaculty : null, from));
  const create = useWrite(nextYearGroups, (idComGspe: number[]) =>
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
  const specialities = [
    ...new Map(
      (groups.data ?? []).map((row) => [
        String(row.id_speciality),
        specialityName({
          code: row['p25-1'],
          name: localName({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }),
          form: localName({ ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en }),
        }),
      ]),
    ),
  ].map(([value, label]) => ({ value, label }));
  const shown = (groups.data ?? []).filter(
    (row) => speciality === null || String(row.id_speciality) === speciality,
  );
  const yearError =
    to === from + 1 ? null : t('educational.nextYear.wrongTarget', { year: yearLabel(from + 1) });
  const selectable = shown.filter((row) => !row.next_exists).map((row) => row.id_com_gspe);
  // What Create sends: the chosen groups the filter shows.
  const sent = selectable.filter((id) => chosen.has(id));
  const allChosen = selectable.length > 0 && sent.length === selectable.length;
  const change = (next: ReadonlySet<number>) => {
    setChosen(next);
    setRefused(null);
    setCreated(null);
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    change(next);
  };
  const submit = () => {
    // A wrong target is said under its select already.
    if (sending.current || yearError) return;
    if (sent.length === 0) return setRefused(t('educational.nextYear.noneChosen'));
    sending.current = true;
    create.mutate(sent, {
      onSuccess: (rows) => {
        setChosen(new Set());
        setCreated(
          (rows as CallData<typeof nextYearGroups>)
            .filter((row) => row.sms === Sms.CREATED)
            .map((row) => ({ id: row.id_group ?? 0, name: row.group_name ?? '' })),
        );
      },
      onSettled: () => {
        sending.current = false;
      },
    });
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
              change(new Set());
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
        <Select
          label={t('educational.nextYear.speciality')}
          data={specialities}
          value={speciality}
          onChange={setSpeciality}
          placeholder={t('educational.nextYear.allSpecialities')}
          nothingFoundMessage={t('table.empty')}
          searchable
          clearable
        />
        <QueryTable
          query={{ ...groups, data: groups.data && shown } as typeof groups}
          maxHeight={360}
          rowKey={(row) => row.id_com_gspe}
          empty={t('educational.nextYear.noGroups')}
          exported={{
            table: 'nextYearGroups',
            filter: {
              idFaculty,
              idYear: from,
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
                  onChange={(event) => {
                    const next = new Set(chosen);
                    for (const id of selectable) {
                      if (event.currentTarget.checked) next.add(id);
                      else next.delete(id);
                    }
                    change(next);
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
        {refused && (
          <Alert color="red" role="alert" p="xs">
            {refused}
          </Alert>
        )}
        {created && created.length > 0 && (
          <Alert
            color="green"
            p="xs"
            aria-live="polite"
            title={t('educational.nextYear.created', { n: created.length })}
          >
            <List size="sm">
              {created.map((group) => (
                <List.Item key={group.id}>{group.name}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={modal.onClose}>
            {t('confirmDelete.close')}
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            {t('educational.nextYear.create', { n: sent.length })}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
