import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';

/**
 * The search box of the list screens (SPEC §2): the query applies on the button or Enter; emptying the box
 * (by typing, the clear button or Escape) resets the filter at once.
 */
export function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const clear = () => {
    setDraft('');
    onSearch('');
  };

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft);
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('table.search')}
            placeholder={t('table.searchPlaceholder')}
            maxLength={NAME_MAX_LENGTH}
            w={{ base: '100%', sm: 340 }}
            value={draft}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              draft ? <CloseButton size="sm" aria-label={t('table.clearSearch')} onClick={clear} /> : null
            }
            onChange={(event) => {
              const next = event.currentTarget.value;
              setDraft(next);
              if (next.trim() === '') onSearch('');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && draft) clear();
            }}
          />
          <Button type="submit" variant="default">
            {t('table.find')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
