import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from './discard-guard';
import {
  differs,
  EMPTY_CHOICE,
  type FieldError,
  type FormField,
  type FormValues,
  fieldErrors,
  sentLength,
  showsCounter,
  trimmed,
} from './fields';
import classes from './form-body.module.css';

export interface FormBodyProps<Values extends FormValues> {
  fields: readonly FormField<Values>[];
  /** The record's values (an edit) or the empty ones (an add): what "changed" is measured against. */
  initialValues: Values;
  /** Values typed earlier and kept (a restored draft): the form starts from them. */
  draft?: Values;
  /** An add may be saved at any time (Save then says what is missing); an edit waits for a change. */
  mode: 'add' | 'edit';
  /** The record's edit flag is false: its lockable fields are read-only. */
  locked: boolean;
  saving: boolean;
  /** Someone else changed the record since the form opened: Save is refused; loading it is offered. */
  stale?: boolean;
  onReload?: () => void;
  /** Called with trimmed values once every field is valid. */
  onSubmit: (values: Values) => void;
  /** Every change, with whether it differs from the record (for keeping a draft). */
  onChange?: (values: Values, changed: boolean) => void;
  /** The form gives its "close, but ask first if changed" to the modal around it. */
  closeRequest: RefObject<(() => void) | null>;
  onClose: () => void;
}

/** The fields, notices and buttons of a form modal; built afresh each time the modal opens. */
export function FormBody<Values extends FormValues>(props: FormBodyProps<Values>) {
  const { fields, initialValues, locked, saving, stale = false } = props;
  const { t } = useTranslation();
  const element = useRef<HTMLFormElement>(null);
  const guard = useDiscardGuard(props.onClose);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: props.draft ?? initialValues,
    validate: (values) => fieldErrors(fields, values),
    onValuesChange: (values) => props.onChange?.(values, differs(values, initialValues)),
  });
  const changed = differs(form.values, initialValues);
  guard.dirty.current = changed;
  props.closeRequest.current = guard.requestClose;

  const errorOf = (field: FormField<Values>) => {
    const reason = form.errors[field.name] as FieldError | undefined;
    if (!reason) return undefined;
    return t(`form.${reason}`, {
      max: field.kind === 'text' ? field.maxLength : 0,
      count: sentLength(form.values[field.name]),
    });
  };
  const hasLockedField = locked && fields.some((field) => field.lockable);
  // Focus starts in the first field the user can change (Mantine would pick the close cross).
  const firstEditable = fields.find((field) => !(locked && field.lockable))?.name;
  // After a refused Save, the first field to correct gets the focus.
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  return (
    <form
      ref={element}
      noValidate
      onSubmit={form.onSubmit((values) => props.onSubmit(trimmed(values)), focusFirstError)}
    >
      <Stack gap="sm">
        {props.draft && !stale && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
            {t('form.restored')}
          </Alert>
        )}
        {stale && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('form.staleTitle')}
            role="alert"
          >
            <Text size="sm">{t('form.staleText')}</Text>
            <Button mt="xs" size="xs" variant="light" color="orange" onClick={props.onReload}>
              {t('form.reload')}
            </Button>
          </Alert>
        )}
        {hasLockedField && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconLock size={18} aria-hidden />
            <Text size="sm">{t('form.locked')}</Text>
          </Group>
        )}
        {fields.map((field) => {
          const readOnly = locked && Boolean(field.lockable);
          const common = {
            label: field.label,
            required: field.required,
            readOnly,
            variant: readOnly ? 'filled' : 'default',
            rightSection: readOnly ? <IconLock size={16} aria-hidden /> : undefined,
            'data-autofocus': field.name === firstEditable ? true : undefined,
            ...form.getInputProps(field.name),
            error: errorOf(field),
          };
          if (field.kind === 'select')
            return (
              <Select<number>
                key={form.key(field.name)}
                data={field.options.map((option) => ({ value: option.value, label: option.label }))}
                placeholder={EMPTY_CHOICE}
                nothingFoundMessage={t('table.empty')}
                searchable
                allowDeselect={false}
                {...common}
              />
            );
          const length = sentLength(form.values[field.name]);
          return (
            <TextInput
              key={form.key(field.name)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                !common.error && showsCounter(length, field.maxLength)
                  ? t('form.counter', { count: length, max: field.maxLength })
                  : undefined
              }
              {...common}
            />
          );
        })}
        {guard.asking ? (
          <Alert
            color="orange"
            title={t('form.discardTitle')}
            classNames={{ title: classes.noticeTitle }}
            mt="sm"
            role="alertdialog"
          >
            <Text size="sm">{t('form.discardQuestion')}</Text>
            <Group justify="flex-end" mt="sm" gap="sm">
              <Button variant="default" onClick={guard.keepEditing} data-autofocus autoFocus>
                {t('form.keepEditing')}
              </Button>
              <Button color="red" onClick={guard.discard}>
                {t('form.discard')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group justify="flex-end" mt="sm" gap="sm">
            <Button variant="default" onClick={guard.requestClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={stale || (props.mode === 'edit' && !changed)}>
              {t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
