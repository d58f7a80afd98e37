import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADCOUNT_INPUT_LENGTH } from '../../../contract/limits';
import {
  AUTUMN,
  copyHeadcounts,
  currentHalfYear,
  type HeadcountRow,
  SPRING,
  saveHeadcount,
} from '../../../contract/planned-students';
import { Sms } from '../../../contract/sms';
import { defaultYearOf } from '../../api/academic-year';
import { catalog } from '../../api/catalog';
import { callApi, SCREEN_HANDLES_FAILURES } from '../../api/client';
import { useWrite } from '../../api/write';
import { AppModal } from '../../components/app-modal';
import { type CascadeOption, CascadeSelect } from '../../components/cascade/cascade-select';
import { CopyAction } from '../../components/copy-action';
import { ImportAction } from '../../components/import/import-action';
import type { InlineColumn } from '../../components/inline-edit-table/inline-edit';
import { InlineEditTable } from '../../components/inline-edit-table/inline-edit-table';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { academicYearsQuery, facultyCoursesQuery, halfYearsQuery, headcountsQuery } from './api';
import { asSaved, type HeadcountValues, headcountPayload, headcountValuesOf } from './headcount-values';

type Level = 'faculty' | 'year' | 'halfYear' | 'course';

/** What a choice clears (SPEC §4): the half-year and course depend on the faculty and year. */
const clears: Record<Level, Level[]> = {
  faculty: ['halfYear', 'course'],
  year: ['halfYear', 'course'],
  halfYear: ['course'],
  course: [],
};

/**
 * Planned student numbers (SPEC §2 "three further modal actions" 1, §4 "Headcount row"): a faculty (the
 * cascade's to begin with), an academic year (the current one, §9), a half-year and a course; then the
 * faculty's groups of that course with their budget and contract students, one row edited at a time.
 * A choice clears those below it (§4).
 */
export function HeadcountsModal(props: { opened: boolean; idFaculty: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('educational.headcounts.title')}
      size="xl"
    >
      {/* Built afresh at each opening (Mantine mounts a modal's content only while it is open). */}
      {props.idFaculty !== null && <HeadcountsBody idFaculty={props.idFaculty} />}
    </AppModal>
  );
}

function HeadcountsBody({ idFaculty }: { idFaculty: number }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { facultyRefusal } = usePermissions();
  // The year and half-year stay undefined until chosen: their defaults wait for the calendar.
  const [choices, setChoices] = useState<Record<Level, number | null | undefined>>({
    faculty: idFaculty,
    year: undefined,
    halfYear: undefined,
    course: null,
  });
  const faculties = useQuery(catalog.faculties());
  const years = useQuery(academicYearsQuery());
  const wsList = useQuery(halfYearsQuery());
  // The current two-digit year where the calendar has it, else its latest year.
  const defaultYear = defaultYearOf(years.data);
  // The current half-year (decision 0032), where the calendar has it.
  const current = currentHalfYear(new Date());
  const defaultHalfYear = wsList.data?.some((row) => row.id_w_s === current) ? current : null;
  const chosen = {
    ...choices,
    year: choices.year === undefined ? defaultYear : choices.year,
    halfYear: choices.halfYear === undefined ? defaultHalfYear : choices.halfYear,
  } as Record<Level, number | null>;
  const { faculty, year, halfYear, course } = chosen;
  const courses = useQuery(facultyCoursesQuery(year, halfYear, faculty));
  const choose = (level: Level, id: number | null) =>
    setChoices({
      ...chosen,
      [level]: id,
      ...Object.fromEntries(clears[level].map((below) => [below, null])),
    });

  const selects: {
    level: Level;
    query: UseQueryResult<unknown>;
    options?: CascadeOption[];
    ready: boolean;
  }[] = [
    {
      level: 'faculty',
      query: faculties,
      options: faculties.data?.map((row) => ({
        value: row.id_faculty,
        label: localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
      })),
      ready: true,
    },
    {
      level: 'year',
      query: years,
      options: years.data?.map((row) => ({
        value: row.id_a_year,
        label: row.label,
      })),
      ready: true,
    },
    {
      level: 'halfYear',
      query: wsList,
      options: wsList.data?.map((row) => ({
        value: row.id_w_s,
        label: localName({ ru: row.name, kg: row.name_kg, en: row.name_en }),
      })),
      ready: faculty !== null && year !== null,
    },
    {
      level: 'course',
      query: courses,
      options: courses.data?.map((row) => ({
        value: row.id_rate,
        label: localName({ ru: row.label, kg: row.label_kg, en: row.label_en }),
      })),
      ready: halfYear !== null,
    },
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {selects.map(({ level, query, options, ready }) => (
          <CascadeSelect
            key={level}
            label={t(`educational.headcounts.${level}`)}
            value={chosen[level]}
            options={options}
            disabled={!ready}
            loading={ready && query.isPending}
            failed={query.isError}
            onChange={(id) => choose(level, id)}
          />
        ))}
      </SimpleGrid>
      {faculty !== null && year !== null && (
        <Group gap="xs">
          <CopyAction
            label={t('educational.headcounts.copyToSpring')}
            call={copyHeadcounts}
            refusal={facultyRefusal(copyHeadcounts, faculty)}
            copy={() =>
              callApi(copyHeadcounts, { idYear: year, idFaculty: faculty, idWsFrom: AUTUMN, idWsTo: SPRING })
            }
            said={({ copied, kept }) =>
              copied > 0
                ? t('educational.headcounts.copied', { copied, kept })
                : t('educational.headcounts.nothingToCopy', { kept })
            }
          />
        </Group>
      )}
      {faculty !== null && year !== null && halfYear !== null && course !== null ? (
        <HeadcountsTable idFaculty={faculty} idYear={year} idWs={halfYear} idRate={course} />
      ) : (
        <Text c="dimmed">{t('educational.headcounts.choose')}</Text>
      )}
    </Stack>
  );
}

function HeadcountsTable(props: { idFaculty: number; idYear: number; idWs: number; idRate: number }) {
  const { idFaculty, idYear, idWs, idRate } = props;
  const { t } = useTranslation();
  const { facultyRefusal } = usePermissions();
  const list = useQuery(headcountsQuery(idYear, idWs, idRate, idFaculty));
  const save = useWrite(
    saveHeadcount,
    async (request: SaveRequest<HeadcountRow, HeadcountValues>) =>
      asSaved(await callApi(saveHeadcount, headcountPayload(request, idYear, idWs), SCREEN_HANDLES_FAILURES)),
    { silent: true },
  );
  const count = (name: keyof HeadcountValues, header: string, value: (row: HeadcountRow) => number) => ({
    key: name,
    header,
    cell: (row: HeadcountRow) => String(value(row)),
    edit: { kind: 'number' as const, name, maxDigits: HEADCOUNT_INPUT_LENGTH },
    width: 140,
  });
  const columns: InlineColumn<HeadcountRow, HeadcountValues>[] = [
    { key: 'group', header: t('educational.headcounts.group'), cell: (row) => row.group_name },
    count('kolB', t('educational.headcounts.budget'), (row) => row.kol_b),
    count('kolK', t('educational.headcounts.contract'), (row) => row.kol_k),
  ];
  return (
    <InlineEditTable<HeadcountRow, HeadcountValues>
      label={t('educational.headcounts.table')}
      query={list}
      columns={columns}
      rowKey={(row) => row.id_group}
      rowLabel={(row) => row.group_name}
      // A group without headcounts of that half-year yet (-1) has no record to tell of.
      history={(row) => (row.id_rrnk_gr_kolst > 0 ? { kind: 'headcount', id: row.id_rrnk_gr_kolst } : null)}
      valuesOf={headcountValuesOf}
      save={save}
      // A group's first save finding its row made meanwhile (3) is as stale as a newer version (409).
      staleSms={[Sms.DUPLICATE]}
      refusals={{ edit: facultyRefusal(saveHeadcount, idFaculty) }}
      exported={{ table: 'headcounts', filter: { idYear, idWs, idRate, idFaculty } }}
      toolbar={
        <ImportAction
          size="xs"
          target={{ table: 'headcounts', filter: { idYear, idWs, idRate, idFaculty } }}
          screen={t('educational.headcounts.title')}
          refusal={facultyRefusal(saveHeadcount, idFaculty)}
        />
      }
    />
  );
}
