import { Button, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import classes from './search-box.module.css';

/**
 * The search box of the list screens (SPEC §2): the query applies on the button or Enter; emptying the box
 * (by typing, the clear button or Escape) resets the filter at once. It shows the applied query when that
 * changes from outside (an address opened with ?q=, Back).
 */
export function SearchBox({
  query,
  onSearch,
  label,
  placeholder,
  maxLength = NAME_MAX_LENGTH,
  children,
}: {
  query: string;
  onSearch: (query: string) => void;
  /** The box's name and example, where the list is not searched by name or code. */
  label?: string;
  placeholder?: string;
  maxLength?: number;
  /** The list's filters beside the box (the "Missing translation" one), inside the search landmark. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  const [applied, setApplied] = useState(query);
  if (query !== applied) {
    setApplied(query);
    setDraft(query);
  }
  const clear = () => {
    setDraft('');
    onSearch('');
  };

  return (
    <search className={classes.search}>
      <form
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft);
        }}
      >
        <TextInput
          className={classes.input}
          aria-label={label ?? t('table.search')}
          placeholder={placeholder ?? t('table.searchPlaceholder')}
          maxLength={maxLength}
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
        <Button type="submit" variant="default" className={classes.button}>
          {t('table.find')}
        </Button>
      </form>
      {children}
    </search>
  );
}
