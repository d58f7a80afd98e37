import { Select } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { datePattern, isRealDay, localDate, typedDayProblem } from '../../i18n/dates';

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
 * the box, and a day changed from outside (a reset, Back) shows. What is wrong with a typed day is said
 * with the text: at once for a day typed to its end (31.02.2026: that month's last day), once
 * the box is left or Enter pressed for the rest; the rows meanwhile are those of the day last applied.
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
  const [left, setLeft] = useState(false);
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
      onKeyDown={(event) => {
        if (event.key === 'Enter') setLeft(true);
      }}
      error={dayProblemText(typed, left, i18n.language, t) ?? error}
    />
  );
}

/** The sentence for what is wrong with a typed day, once it is to be said; undefined when nothing is. */
export function dayProblemText(
  typed: string,
  left: boolean,
  language: string,
  t: TFunction,
): string | undefined {
  const problem = typedDayProblem(typed);
  if (!problem) return undefined;
  const text = typed.trim();
  if (problem.kind === 'pastMonthEnd')
    return t('audit.dayPastMonthEnd', { typed: text, last: localDate(problem.lastDay, language) });
  return problem.whole || left
    ? t('audit.dayNotADate', { typed: text, pattern: datePattern(language) })
    : undefined;
}
