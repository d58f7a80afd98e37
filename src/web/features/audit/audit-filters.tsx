import { Badge, Button, Collapse, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_TEXT_MAX_LENGTH,
  type AuditFilter,
  changeActions,
  recordKinds,
} from '../../../contract/history';
import { listUsers } from '../../../contract/users';
import { read } from '../../api/queries';
import { authorOf, fullNameOf } from '../../components/history/author';
import { SearchBox } from '../../components/paged-table/search-box';
import { isFiltered } from './audit-filter';
import { ChoiceFilter, DayFilter } from './filter-fields';

/** A change of the filter: the fields given, the others as they are (a new filter shows page 1). */
export type FilterChange = (fields: Partial<Omit<AuditFilter, 'page'>>) => void;

/**
 * The audit screen's filters (decision 0045): who, what kind of record, what action, the days (the university's
 * calendar) and words of the values; each applies as it is chosen, the words on Enter or Find.
 */
export function AuditFilters({
  filter,
  onChange,
  onReset,
}: {
  filter: AuditFilter;
  onChange: FilterChange;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const users = useQuery(read(listUsers));
  const userOptions = (users.data ?? []).map((user) => ({
    value: String(user.idAvnUser),
    label: authorOf({ userId: user.idAvnUser, userLogin: user.login, userName: fullNameOf(user) }, t),
  }));
  const { from, to } = filter;
  // A phone shows the five filters on demand, so that the log is in view first.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [shown, setShown] = useState(false);
  const chosen = [filter.userId, filter.kind, filter.action, from, to].filter(Boolean).length;
  const reset = (
    <Button
      variant="default"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      disabled={!isFiltered(filter)}
      onClick={onReset}
    >
      {t('audit.reset')}
    </Button>
  );
  return (
    <Stack gap="xs">
      {narrow && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={chosen > 0 && <Badge size="sm">{chosen}</Badge>}
            aria-expanded={shown}
            onClick={() => setShown(!shown)}
          >
            {t('audit.filters')}
          </Button>
          {reset}
        </Group>
      )}
      <Collapse expanded={!narrow || shown}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm" verticalSpacing="xs">
          <ChoiceFilter
            label={t('audit.user')}
            anyLabel={t('audit.allUsers')}
            options={userOptions}
            value={filter.userId === undefined ? undefined : String(filter.userId)}
            onChoose={(value) => onChange({ userId: value === undefined ? undefined : Number(value) })}
          />
          <ChoiceFilter
            label={t('audit.kind')}
            anyLabel={t('audit.allKinds')}
            options={recordKinds.map((kind) => ({ value: kind, label: t(`audit.kinds.${kind}`) }))}
            value={filter.kind}
            onChoose={(kind) => onChange({ kind })}
          />
          <ChoiceFilter
            label={t('audit.action')}
            anyLabel={t('audit.allActions')}
            options={changeActions.map((action) => ({
              value: action,
              label: t(`history.actions.${action}`),
            }))}
            value={filter.action}
            onChoose={(action) => onChange({ action })}
          />
          <DayFilter label={t('audit.from')} day={from} onDay={(day) => onChange({ from: day })} />
          <DayFilter
            label={t('audit.to')}
            day={to}
            onDay={(day) => onChange({ to: day })}
            error={from && to && to < from ? t('audit.toBeforeFrom') : undefined}
          />
        </SimpleGrid>
      </Collapse>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchBox
          query={filter.text ?? ''}
          onSearch={(text) => onChange({ text: text.trim() || undefined })}
          label={t('audit.text')}
          placeholder={t('audit.textPlaceholder')}
          maxLength={AUDIT_TEXT_MAX_LENGTH}
        />
        {!narrow && reset}
      </Group>
      <Text size="sm" c="dimmed">
        {t('audit.hint')}
      </Text>
    </Stack>
  );
}
