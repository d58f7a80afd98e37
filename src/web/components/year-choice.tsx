import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultYearOf } from '../api/academic-year';
import { catalog } from '../api/catalog';
import { CascadeSelect } from './cascade/cascade-select';

/**
 * A screen's academic year: the calendar, and the year chosen, the current one until the user picks
 * another (undefined until chosen: the default waits for the calendar); null when cleared.
 */
export function useYearChoice() {
  const years = useQuery(catalog.academicYears());
  const [chosen, choose] = useState<number | null | undefined>(undefined);
  const year = chosen === undefined ? defaultYearOf(years.data) : chosen;
  return { years, year, choose };
}

/** The year select of a screen that shows one academic year at a time (positions, the overview). */
export function YearChoice({ label, choice }: { label: string; choice: ReturnType<typeof useYearChoice> }) {
  const { years, year, choose } = choice;
  return (
    <Box maw={280}>
      <CascadeSelect
        label={label}
        value={year}
        options={years.data?.map((row) => ({ value: row.id_a_year, label: row.label }))}
        loading={years.isPending}
        failed={years.isError}
        onChange={choose}
      />
    </Box>
  );
}
