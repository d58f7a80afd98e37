import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_CHOICE } from '../form-modal/fields';

/** Ids of placeholder rows (SPEC §9): shown, never chosen nor edited. */
export const PLACEHOLDER_ID = 9999;

export interface CascadeOption {
  value: number;
  label: string;
}

interface CascadeSelectProps {
  label: string;
  value: number | null;
  options: readonly CascadeOption[] | undefined;
  /** The list is being loaded, or could not be. */
  loading?: boolean;
  failed?: boolean;
  /** The level above is not chosen yet. */
  disabled?: boolean;
  onChange: (value: number | null) => void;
}

/**
 * One select of a cascade (SPEC §2, §8): '--' as the empty choice, "no data" when its list is empty, and
 * placeholder rows (id 9999) disabled.
 */
export function CascadeSelect({
  label,
  value,
  options,
  loading,
  failed,
  disabled,
  onChange,
}: CascadeSelectProps) {
  const { t } = useTranslation();
  const list = options ?? [];
  const empty = !loading && !failed && !disabled && list.length === 0;
  let description: string | undefined;
  if (loading) description = t('table.loading');
  else if (failed) description = t('table.loadError');
  else if (empty) description = t('table.empty');
  return (
    <Select<number>
      label={label}
      data={list.map((option) => ({
        value: option.value,
        label: option.label,
        disabled: option.value === PLACEHOLDER_ID,
      }))}
      // A chosen id that is not (or no longer) in the list shows as nothing chosen.
      value={list.some((option) => option.value === value) ? value : null}
      placeholder={EMPTY_CHOICE}
      nothingFoundMessage={t('table.empty')}
      searchable
      clearable
      // Picking the chosen option again keeps it (the clear button clears): no accidental reset below.
      allowDeselect={false}
      disabled={disabled || empty}
      description={description}
      inputWrapperOrder={['label', 'input', 'description']}
      error={failed || undefined}
      onChange={(next) => onChange(next === null || next === PLACEHOLDER_ID ? null : next)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
