import { Button, Checkbox, Group, MultiSelect, PasswordInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { datePattern, localDate } from '../../i18n/dates';
import { DateInput } from '../date-input';
import {
  EMPTY_CHOICE,
  type FieldError,
  type FormField,
  type FormValues,
  isDateError,
  isTextRefusal,
  sentLength,
  showsCounter,
} from './fields';
import { FormNumberInput } from './number-input';
import { TextFileInput } from './text-file-input';

interface FormFieldInputProps<Values extends FormValues> {
  field: FormField<Values>;
  form: UseFormReturnType<Values>;
  /** The record's edit flag is false and the field is lockable. */
  readOnly: boolean;
  /** The first field the user can change: the focus starts there. */
  autoFocus: boolean;
}

/** One field of a form modal, by its kind, with its error (in the interface language) and its lock. */
export function FormFieldInput<Values extends FormValues>({
  field,
  form,
  readOnly,
  autoFocus,
}: FormFieldInputProps<Values>) {
  const { t, i18n } = useTranslation();
  const reason = form.errors[field.name] as FieldError | undefined;
  const length = sentLength(form.values[field.name]);
  let error: string | undefined;
  if (reason?.startsWith('server:')) error = reason.slice('server:'.length);
  else if (reason === 'tooShort' && field.kind === 'password')
    error = t('changePassword.tooShort', { min: field.minLength });
  else if (reason && isDateError(reason) && field.kind === 'date')
    error = t(`dateInput.${reason}`, {
      pattern: datePattern(i18n.language),
      date: localDate((reason === 'dateTooEarly' ? field.min : field.max) ?? '', i18n.language),
    });
  else if (reason && isTextRefusal(reason)) error = t(`form.text.${reason}`);
  else if (reason?.startsWith('check:')) error = t(reason.slice('check:'.length) as 'form.invalidEmail');
  else if (reason === 'outOfRange' && field.kind === 'number')
    error = t('form.range', { min: 0, max: field.max });
  else if (reason)
    error = t(reason === 'tooLong' ? 'form.tooLong' : 'form.required', {
      max:
        field.kind === 'text' || field.kind === 'password' || field.kind === 'textFile' ? field.maxLength : 0,
      count: length,
    });
  const shared = {
    label: field.label,
    required: field.required,
    'data-autofocus': autoFocus ? true : undefined,
  };

  if (field.kind === 'checkbox')
    return (
      <Checkbox
        {...shared}
        description={field.description}
        disabled={readOnly}
        {...form.getInputProps(field.name, { type: 'checkbox' })}
        error={error}
      />
    );

  const inputProps = form.getInputProps(field.name);
  const common = {
    ...shared,
    readOnly,
    variant: readOnly ? 'filled' : 'default',
    ...inputProps,
    error,
  };
  const lock = readOnly ? <IconLock size={16} aria-hidden /> : undefined;
  // The number and date inputs take their value and change their own way (below).
  const { value, onChange, ...input } = inputProps;
  if (field.kind === 'number')
    return (
      <FormNumberInput
        {...shared}
        {...input}
        readOnly={readOnly}
        variant={common.variant}
        error={error}
        // The hint under the input, as a text field's, so that fields side by side stay aligned.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={field.description}
        max={field.max}
        decimals={field.decimals}
        value={typeof value === 'number' || value === '' ? value : ''}
        onChange={onChange}
        rightSection={lock}
      />
    );
  if (field.kind === 'date')
    return (
      <DateInput
        {...shared}
        {...input}
        description={field.description}
        error={error}
        readOnly={readOnly}
        min={field.min}
        max={field.max}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
      />
    );
  if (field.kind === 'picker') {
    const picked = form.values[field.name];
    return (
      <TextInput
        {...shared}
        description={field.description}
        error={error}
        readOnly
        variant="filled"
        value={field.display(picked)}
        placeholder={EMPTY_CHOICE}
        inputContainer={(input) => {
          const { open } = field;
          if (!open) return input;
          return (
            // On a phone the button goes under the text rather than squeezing it.
            <Group gap="xs" align="flex-start">
              <div style={{ flex: '1 1 240px', minWidth: 0 }}>{input}</div>
              <Button
                variant="default"
                disabled={readOnly}
                onClick={() =>
                  open(picked, (choice) => form.setValues({ [field.name]: choice } as Partial<Values>))
                }
              >
                {field.buttonLabel}
              </Button>
            </Group>
          );
        }}
      />
    );
  }
  if (field.kind === 'select')
    return (
      <Select<number | string>
        data={field.options.map((option) => ({ value: option.value, label: option.label }))}
        description={field.description}
        placeholder={EMPTY_CHOICE}
        nothingFoundMessage={t('table.empty')}
        searchable
        allowDeselect={false}
        {...common}
        rightSection={lock}
      />
    );
  if (field.kind === 'multiselect')
    return (
      <MultiSelect<number>
        data={field.options.map((option) => ({ value: option.value, label: option.label }))}
        description={field.description}
        placeholder={EMPTY_CHOICE}
        nothingFoundMessage={t('table.empty')}
        searchable
        hidePickedOptions
        {...common}
      />
    );
  if (field.kind === 'textFile')
    return (
      <TextFileInput
        {...shared}
        error={error}
        disabled={readOnly}
        description={field.description}
        accept={field.accept}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        onText={(text) => onChange(text)}
      />
    );
  if (field.kind === 'password')
    return (
      <PasswordInput
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={field.description}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        {...common}
      />
    );
  return (
    <TextInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        !error && showsCounter(length, field.maxLength)
          ? t('form.counter', { count: length, max: field.maxLength })
          : field.description
      }
      {...common}
      rightSection={lock}
    />
  );
}
