import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { datePattern, isRealDay, localDate, parseLocalDate } from '../i18n/dates';
import classes from './date-input.module.css';
import { IconTooltip } from './icon-tooltip';

interface DateInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'rightSection'> {
  /** yyyy-mm-dd once a whole, real day is typed; the text as typed until then. */
  value: string;
  onChange: (value: string) => void;
  /** yyyy-mm-dd: the days the calendar offers (the form checks them too). */
  min?: string;
  max?: string;
}

/**
 * A day typed and shown the interface language's way (dd.mm.yyyy, dd/mm/yyyy in English), not the
 * browser's, with the browser's calendar one click away (decision 0033). Its value is yyyy-mm-dd as soon as
 * the text is a real day.
 */
export function DateInput({ value, onChange, min, max, ...props }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const calendar = useRef<HTMLInputElement>(null);
  const shown = isRealDay(value) ? localDate(value, i18n.language) : value;
  const openCalendar = () => {
    const input = calendar.current;
    if (!input) return;
    input.value = isRealDay(value) ? value : '';
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  return (
    <div className={classes.anchor}>
      <TextInput
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={datePattern(i18n.language)}
        inputMode="numeric"
        autoComplete="off"
        {...props}
        value={shown}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          onChange(parseLocalDate(typed) ?? typed);
        }}
        rightSection={
          <IconTooltip label={t('dateInput.calendar')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('dateInput.calendar')}
              disabled={props.readOnly || props.disabled}
              onClick={openCalendar}
            >
              <IconCalendar size={18} aria-hidden />
            </ActionIcon>
          </IconTooltip>
        }
      />
      <input
        ref={calendar}
        type="date"
        className={classes.native}
        tabIndex={-1}
        aria-hidden
        min={min}
        max={max}
        onChange={(event) => {
          if (isRealDay(event.currentTarget.value)) onChange(event.currentTarget.value);
        }}
      />
    </div>
  );
}
