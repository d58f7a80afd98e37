import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { datePattern, isRealDay } from '../../i18n/dates';

/** A filter of one of a few values (a user, a kind, an action), or any: its placeholder says so. */
export function ChoiceFilter<Value extends string>({
  label,
  anyLabel,
  options,
  value,
  onChoose,
}: {
  label: string;
  anyLabel: string;
  options: readonly { value: Value; label: string }[];
  value: Value | undefined;
  onChoose: (value: Value | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      placeholder={anyLabel}
      data={options}
      value={value ?? null}
      onChange={(picked) => onChoose(options.find((option) => option.value === picked)?.value)}
      searchable
      clearable
      nothingFoundMessage={t('table.empty')}
    />
  );
}

/**
 * A day of the filter: applied once it is a whole, real day, or emptied; what is typed meanwhile stays in
 * the box (the language's pattern asked for once it is left), and a day changed from outside (a reset,
 * Back) shows.
 */
export function DayFilter({
  label,
  day,
  onDay,
  error,
}: {
  label: string;
  day: string | undefined;
  onDay: (day: string | undefined) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(day ?? '');
  const [applied, setApplied] = useState(day);
  if (day !== applied) {
    setApplied(day);
    setTyped(day ?? '');
  }
  // Said once the box is left with a day half typed, not at every key.
  const [left, setLeft] = useState(false);
  const unfinished = left && typed !== '' && !isRealDay(typed);
  return (
    <DateInput
      label={label}
      value={typed}
      onChange={(value) => {
        setTyped(value);
        setLeft(false);
        if (value === '' || isRealDay(value)) onDay(value || undefined);
      }}
      onBlur={() => setLeft(true)}
      error={unfinished ? t('dateInput.dateInvalid', { pattern: datePattern(i18n.language) }) : error}
    />
  );
}
