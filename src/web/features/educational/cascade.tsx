import { SimpleGrid } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { specialityName } from '../../../contract/speciality-name';
import { type CascadeOption, CascadeSelect } from '../../components/cascade/cascade-select';
import { useLocalName } from '../../i18n/use-local-name';
import { LEVELS, type Level, type Structure } from './use-structure';

/** Each level's choices, named as the cascade names them (the direction and speciality with their code). */
export function useCascadeOptions({ lists }: Pick<Structure, 'lists'>) {
  const localName = useLocalName();
  const options: Record<Level, CascadeOption[] | undefined> = {
    ministry: lists.ministry.data?.map((row) => ({
      value: row.id_ministry,
      label: localName({ ru: row.name, kg: row.name_kg, en: row.name_en }),
    })),
    vuz: lists.vuz.data?.map((row) => ({
      value: row.id_vuz,
      label: localName({ ru: row.v1, kg: row.v1_k, en: row.v1_en }),
    })),
    faculty: lists.faculty.data?.map((row) => ({
      value: row.id_faculty,
      label: localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
    })),
    direction: lists.direction.data?.map((row) => ({
      value: row.id_direction,
      label: `${row.code} ${localName({ ru: row.direction, kg: row.direction_kg, en: row.direction_en })}`,
    })),
    form: lists.form.data?.map((row) => ({
      value: row.id_f_educ,
      label: localName({ ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en }),
    })),
    speciality: lists.speciality.data?.map((row) => ({
      value: row.id_speciality,
      label: specialityName({
        code: row['p25-1'],
        name: localName({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }),
      }),
    })),
  };
  return {
    options,
    /** The name of a level's choice ('' while its list loads). */
    nameOf: (level: Level, id: number | null) =>
      options[level]?.find((option) => option.value === id)?.label ?? '',
  };
}

/** The six selects of SPEC §2, each enabled once the one above is chosen. */
export function Cascade({ structure }: { structure: Structure }) {
  const { t } = useTranslation();
  const { chosen, choose, lists } = structure;
  const { options } = useCascadeOptions(structure);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      {LEVELS.map((level, index) => {
        const above = index === 0 ? 1 : chosen[LEVELS[index - 1] as Level];
        const list: UseQueryResult<unknown> = lists[level];
        return (
          <CascadeSelect
            key={level}
            label={t(`educational.level.${level}`)}
            value={chosen[level]}
            options={options[level]}
            disabled={above === null}
            loading={above !== null && list.isPending}
            failed={list.isError}
            onChange={(id) => choose(level, id)}
          />
        );
      })}
    </SimpleGrid>
  );
}
