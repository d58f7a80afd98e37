import { useQueries, useQuery } from '@tanstack/react-query';
import { specialityName } from '../../../contract/speciality-name';
import { directionsQuery, specialitiesQuery, studyFormsQuery } from '../../api/structure';
import { useLocalName } from '../../i18n/use-local-name';
import { PLACEHOLDER_ID } from './cascade-select';

/** Options of a select grouped under headings (Mantine's grouped data). */
type GroupedOptions = { group: string; items: { value: number; label: string }[] }[];

/**
 * Every speciality of a faculty, under its direction, each named with its study form: the cascade's own
 * lists (direction → study form → speciality), so they are shared with it. The 9999 placeholders are left
 * out; `except` (the speciality itself) too.
 */
export function useFacultySpecialities(idFaculty: number, except: number, enabled: boolean) {
  const localName = useLocalName();
  const directions = useQuery({ ...directionsQuery(idFaculty), enabled });
  const directionRows = directions.data ?? [];
  const forms = useQueries({
    queries: directionRows.map((row) => ({ ...studyFormsQuery(idFaculty, row.id_direction), enabled })),
  });
  const pairs = forms.flatMap((query, index) =>
    (query.data ?? []).map((form) => ({ direction: directionRows[index], form })),
  );
  const specialities = useQueries({
    queries: pairs.map(({ direction, form }) => ({
      ...specialitiesQuery(idFaculty, direction?.id_direction ?? 0, form.id_f_educ),
      enabled,
    })),
  });

  const groups = new Map<string, { value: number; label: string }[]>();
  specialities.forEach((query, index) => {
    const pair = pairs[index];
    if (!pair?.direction) return;
    const { direction, form } = pair;
    const group = `${direction.code} ${localName({ ru: direction.direction, kg: direction.direction_kg, en: direction.direction_en })}`;
    const formName = localName({ ru: form.f_educ, kg: form.f_educ_kg, en: form.f_educ_en });
    for (const row of query.data ?? []) {
      if (row.id_speciality === PLACEHOLDER_ID || row.id_speciality === except) continue;
      const name = localName({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en });
      const items = groups.get(group) ?? [];
      items.push({
        value: row.id_speciality,
        label: specialityName({ code: row['p25-1'], name, form: formName }),
      });
      groups.set(group, items);
    }
  });
  const options: GroupedOptions = [...groups].map(([group, items]) => ({ group, items }));
  const all = [directions, ...forms, ...specialities];
  return {
    options,
    loading: all.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    failed: all.some((query) => query.isError),
  };
}
