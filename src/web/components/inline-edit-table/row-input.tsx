import { Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../date-input';
import { EMPTY_CHOICE, type FormValue, type FormValues } from '../form-modal/fields';
import { cleanDecimal, cleanDigits, type InlineColumn, optionsOf } from './inline-edit';

export interface RowInputProps<Row, Values extends FormValues> {
  column: InlineColumn<Row, Values>;
  value: FormValue;
  /** The row's values (a select's options may depend on them). */
  values: Values;
  invalid: boolean;
  autoFocus: boolean;
  /** A new value; `problem` says why something typed was dropped (a letter in a number). */
  onChange: (value: FormValue, problem?: string) => void;
}

/** The input of one column of the row in edit, named after its column (there is no visible label). */
export function RowInput<Row, Values extends FormValues>({
  column,
  value,
  values,
  invalid,
  autoFocus,
  onChange,
}: RowInputProps<Row, Values>) {
  const { t } = useTranslation();
  const edit = column.edit;
  if (!edit) return null;
  const shared = {
    'aria-label': column.header,
    required: edit.required,
    withAsterisk: false,
    error: invalid,
    size: 'xs' as const,
    autoFocus,
    // Escape here leaves the row's edit (the table's handler), not the modal around the table.
    'data-mantine-stop-propagation': true,
  };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';

  if (edit.kind === 'select')
    return (
      <Select<number | string>
        {...shared}
        data={optionsOf(edit.options, values).map((option) => ({ value: option.value, label: option.label }))}
        value={typeof value === 'string' || typeof value === 'number' ? value : null}
        onChange={(chosen) => onChange(chosen)}
        placeholder={EMPTY_CHOICE}
        nothingFoundMessage={t('table.empty')}
        searchable
      />
    );
  if (edit.kind === 'number')
    return (
      <TextInput
        {...shared}
        inputMode="numeric"
        value={text}
        onChange={(event) => {
          const { value: digits, refused } = cleanDigits(event.currentTarget.value, edit.maxDigits);
          onChange(
            digits,
            refused ? t('inlineTable.digitsOnly', { field: column.header, max: edit.maxDigits }) : undefined,
          );
        }}
      />
    );
  if (edit.kind === 'decimal')
    return (
      <TextInput
        {...shared}
        inputMode="decimal"
        value={text}
        onChange={(event) => {
          const { value: cleaned, refused } = cleanDecimal(
            event.currentTarget.value,
            edit.maxLength,
            edit.decimals,
          );
          onChange(
            cleaned,
            refused
              ? edit.decimals === undefined
                ? t('inlineTable.decimalOnly', { field: column.header, max: edit.maxLength })
                : t('inlineTable.decimalPlaces', {
                    field: column.header,
                    max: edit.maxLength,
                    decimals: edit.decimals,
                  })
              : undefined,
          );
        }}
      />
    );
  if (edit.kind === 'text' && edit.multiline)
    return (
      <Textarea
        {...shared}
        autosize
        minRows={1}
        maxRows={4}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  if (edit.kind === 'date')
    return <DateInput {...shared} value={text} onChange={(typed) => onChange(typed)} />;
  return (
    <TextInput
      {...shared}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(edit.uppercase ? typed.toUpperCase() : typed);
      }}
    />
  );
}
