import { Alert, Button, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../../contract/academic-year';
import { AppModal, type AppModalProps } from '../../components/app-modal';
import { useLocalName } from '../../i18n/use-local-name';
import { academicYearsQuery } from './api';
import { NextYearGroups } from './next-year-groups';
import { specialitiesOf, useNextYear } from './use-next-year';

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
  const state = useNextYear(idFaculty, modal.opened);
  const { from, to } = state;
  const options = (extra: number) => yearOptions(years.data ?? [], extra);

  return (
    <AppModal {...modal} title={t('educational.nextYear.title')} size="lg">
      <Stack gap="sm">
        <Text fw={600}>{faculty}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select<number>
            label={t('educational.nextYear.from')}
            data={options(from)}
            value={from}
            onChange={(value) => value !== null && state.chooseFrom(value)}
            allowDeselect={false}
          />
          <Select<number>
            label={t('educational.nextYear.to')}
            data={options(from + 1)}
            value={to}
            onChange={(value) => value !== null && state.chooseTo(value)}
            allowDeselect={false}
            error={state.yearError}
          />
        </SimpleGrid>
        <Select
          label={t('educational.nextYear.speciality')}
          data={specialitiesOf(state.groups.data ?? [], localName)}
          value={state.speciality}
          onChange={state.setSpeciality}
          placeholder={t('educational.nextYear.allSpecialities')}
          nothingFoundMessage={t('table.empty')}
          searchable
          clearable
        />
        <NextYearGroups idFaculty={idFaculty} state={state} />
        <NextYearOutcome refused={state.refused} created={state.created} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={modal.onClose}>
            {t('confirmDelete.close')}
          </Button>
          <Button loading={state.create.isPending} onClick={state.submit}>
            {t('educational.nextYear.create', { n: state.sent.length })}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** The years a select offers: those known and `extra`, once each, two-digit only, in order. */
const yearOptions = (known: readonly { id_a_year: number; label: string }[], extra: number) =>
  [
    ...known.map((row) => ({ value: row.id_a_year, label: row.label })),
    { value: extra, label: yearLabel(extra) },
  ]
    .filter(
      (option, index, all) =>
        option.value <= MAX_YEAR && all.findIndex((other) => other.value === option.value) === index,
    )
    .sort((a, b) => a.value - b.value);

/** What the last Create said: why it was refused, or the groups it made, by name (decision 0035). */
function NextYearOutcome({
  refused,
  created,
}: {
  refused: string | null;
  created: { id: number; name: string }[] | null;
}) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
