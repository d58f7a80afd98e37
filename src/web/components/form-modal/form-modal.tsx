import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../app-modal';
import { EMPTY_CHOICE, type FormField, type FormValues, requiredErrors, trimmed } from './fields';

export interface FormModalProps<Values extends FormValues> {
  opened: boolean;
  title: string;
  fields: readonly FormField<Values>[];
  /** The values the form opens with: empty for an add, the row's for an edit. */
  initialValues: Values;
  /** The record's edit flag is false: its lockable fields are read-only. */
  locked: boolean;
  saving: boolean;
  /** Called with trimmed values once the required fields are filled. */
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

/**
 * An add/edit form in a modal (SPEC §2, §5): required fields checked before the call, Save disabled while
 * nothing changed, locked fields read-only. The form is built afresh each time the modal opens.
 */
export function FormModal<Values extends FormValues>(props: FormModalProps<Values>) {
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      <FormBody {...props} />
    </AppModal>
  );
}

function FormBody<Values extends FormValues>({
  fields,
  initialValues,
  locked,
  saving,
  onSubmit,
  onClose,
}: FormModalProps<Values>) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => requiredErrors(fields, values),
  });
  const errorOf = (name: string) => (form.errors[name] ? t('form.required') : undefined);
  const hasLockedField = locked && fields.some((field) => field.lockable);
  // Focus starts in the first field the user can change (Mantine would pick the close cross).
  const firstEditable = fields.find((field) => !(locked && field.lockable))?.name;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(trimmed(values)))}>
      <Stack gap="sm">
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
            error: errorOf(field.name),
          };
          return field.kind === 'text' ? (
            <TextInput key={form.key(field.name)} maxLength={field.maxLength} {...common} />
          ) : (
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
        })}
        <Group justify="flex-end" mt="sm" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
