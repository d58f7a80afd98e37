import { Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../date-input';
import { EMPTY_CHOICE, type FormValue, type FormValues } from '../form-modal/fields';
import { cleanDecimal, cleanDigits, type InlineColumn, optionsOf } from './inline-edit';

interface RowInputProps<Row, Values extends FormValues> {
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
  if (edit.kind === 'number' || edit.kind === 'decimal') {
    // What the column's rule does not take (a letter, one decimal place too many) is dropped; the row says why.
    const clean = (typed: string) =>
      edit.kind === 'number'
        ? cleanDigits(typed, edit.maxDigits)
        : cleanDecimal(typed, edit.maxLength, edit.decimals);
    const refusal =
      edit.kind === 'number'
        ? t('inlineTable.digitsOnly', { field: column.header, max: edit.maxDigits })
        : edit.decimals === undefined
          ? t('inlineTable.decimalOnly', { field: column.header, max: edit.maxLength })
          : t('inlineTable.decimalPlaces', {
              field: column.header,
              max: edit.maxLength,
              decimals: edit.decimals,
            });
    return (
      <TextInput
        {...shared}
        inputMode={edit.kind === 'number' ? 'numeric' : 'decimal'}
        value={text}
        onChange={(event) => {
          const { value: kept, refused } = clean(event.currentTarget.value);
          onChange(kept, refused ? refusal : undefined);
        }}
      />
    );
  }
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
