import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Flex,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../../contract/academic-year';
import { turnoverKinds } from '../../../contract/new-year';
import { catalog } from '../../api/catalog';
import { useFacultySpecialities } from '../../components/cascade/faculty-specialities';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { type Choices, choiceProblems, isReplaceable, type Scope, withKind, withReplace } from './choices';

/** Academic years are two-digit (SPEC §9). */
const MAX_YEAR = 99;

/** The calendar's years and the ones chosen, once each, two-digit only, in order. */
function yearOptions(known: readonly { id_a_year: number; label: string }[], extra: readonly number[]) {
  const values = new Map(known.map((row) => [row.id_a_year, row.label]));
  for (const year of extra) if (!values.has(year)) values.set(year, yearLabel(year));
  return [...values]
    .filter(([value]) => value >= 0 && value <= MAX_YEAR)
    .sort(([a], [b]) => a - b)
    .map(([value, label]) => ({ value, label }));
}

/**
 * Step 1: the years (the target after the source, source + 1 by default), the scope (the whole
 * university, some faculties, or some specialities of one faculty) and the kinds to carry, each with a
 * line saying what it does, "replace" beside the kinds whose rows a turnover writes.
 */
export function ChoicesForm({
  choices,
  onChange,
  onPreview,
  busy,
}: {
  choices: Choices;
  onChange: (choices: Choices) => void;
  onPreview: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { canFaculty, user } = usePermissions();
  const years = useQuery(catalog.academicYears());
  const faculties = useQuery(catalog.faculties());
  const specialities = useFacultySpecialities(choices.idFaculty ?? 0, 0, choices.idFaculty !== null);
  const problems = choiceProblems(choices);
  const set = (fields: Partial<Choices>) => onChange({ ...choices, ...fields });

  const known = years.data ?? [];
  // An editor carries only the faculties of their scope: the others are not offered.
  const facultyOptions = (faculties.data ?? [])
    .filter((row) => canFaculty(row.id_faculty))
    .map((row) => ({
      value: row.id_faculty,
      label: localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
    }));
  const scopeError = problems.scope ? t(`newYear.${problems.scope}`) : null;
  // An editor of some faculties turns over only those (decision 0048): said before anything is chosen.
  const limited = user.role === 'editor' && !user.allFaculties;

  return (
    <Stack gap="md" maw={880}>
      {limited && faculties.data && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('newYear.editorScope.title')}>
          {t('newYear.editorScope.choices', { faculties: facultyOptions.map((row) => row.label).join(', ') })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select<number>
          label={t('newYear.yearFrom')}
          data={yearOptions(known, [choices.yearFrom])}
          value={choices.yearFrom}
          onChange={(value) => value !== null && set({ yearFrom: value, yearTo: value + 1 })}
          allowDeselect={false}
          searchable
        />
        <Select<number>
          label={t('newYear.yearTo')}
          data={yearOptions(known, [choices.yearTo, choices.yearFrom + 1]).filter(
            (option) => option.value > choices.yearFrom,
          )}
          value={choices.yearTo}
          onChange={(value) => value !== null && set({ yearTo: value })}
          allowDeselect={false}
          searchable
          error={problems.yearTo && t(`newYear.${problems.yearTo}`)}
        />
      </SimpleGrid>

      <Fieldset legend={t('newYear.scope')}>
        <Stack gap="sm">
          <Radio.Group value={choices.scope} onChange={(value) => set({ scope: value as Scope })}>
            <Group gap="lg">
              {/* An editor of some faculties carries all of theirs, never the whole university. */}
              <Radio value="all" label={t(limited ? 'newYear.scopeAllMine' : 'newYear.scopeAll')} />
              <Radio value="faculties" label={t('newYear.scopeFaculties')} />
              <Radio value="specialities" label={t('newYear.scopeSpecialities')} />
            </Group>
          </Radio.Group>
          {choices.scope === 'faculties' && (
            <MultiSelect<number>
              label={t('newYear.faculties')}
              data={facultyOptions}
              value={choices.facultyIds}
              onChange={(facultyIds) => set({ facultyIds })}
              searchable
              clearable
              nothingFoundMessage={t('table.empty')}
              error={scopeError}
            />
          )}
          {choices.scope === 'specialities' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select<number>
                label={t('newYear.faculty')}
                data={facultyOptions}
                value={choices.idFaculty}
                // Another faculty's specialities are other bindings: the chosen ones go.
                onChange={(idFaculty) => set({ idFaculty, specialityIds: [] })}
                searchable
                nothingFoundMessage={t('table.empty')}
                error={problems.scope === 'chooseFaculty' ? scopeError : null}
              />
              <MultiSelect<number>
                label={t('newYear.specialities')}
                data={specialities.options}
                value={choices.specialityIds}
                onChange={(specialityIds) => set({ specialityIds })}
                disabled={choices.idFaculty === null || specialities.loading}
                searchable
                clearable
                nothingFoundMessage={t('table.empty')}
                error={
                  specialities.failed
                    ? t('table.loadError')
                    : problems.scope === 'chooseSpecialities'
                      ? scopeError
                      : null
                }
              />
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('newYear.kindsLabel')}>
        <Stack gap="sm">
          {turnoverKinds.map((kind) => (
            // Side by side where there is room; on a phone the replace box goes under its kind.
            <Flex
              key={kind}
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align="flex-start"
              gap={{ base: 6, sm: 'md' }}
            >
              <Checkbox
                label={t(`newYear.kinds.${kind}`)}
                description={t(`newYear.kindHints.${kind}`)}
                checked={choices.kinds.includes(kind)}
                onChange={(event) => onChange(withKind(choices, kind, event.currentTarget.checked))}
              />
              {isReplaceable(kind) && (
                <Checkbox
                  size="xs"
                  label={t('newYear.replace')}
                  aria-label={`${t('newYear.replace')}: ${t(`newYear.kinds.${kind}`)}`}
                  checked={choices.replace.includes(kind)}
                  disabled={!choices.kinds.includes(kind)}
                  onChange={(event) => onChange(withReplace(choices, kind, event.currentTarget.checked))}
                  ml={{ base: 32, sm: 0 }}
                  style={{ flexShrink: 0 }}
                />
              )}
            </Flex>
          ))}
          {problems.kinds && (
            <Text c="red" size="sm" role="alert">
              {t(`newYear.${problems.kinds}`)}
            </Text>
          )}
        </Stack>
      </Fieldset>

      <Group justify="flex-end">
        <Button
          leftSection={<IconEye size={18} aria-hidden />}
          loading={busy}
          disabled={Object.keys(problems).length > 0}
          onClick={onPreview}
        >
          {t('newYear.preview')}
        </Button>
      </Group>
    </Stack>
  );
}
