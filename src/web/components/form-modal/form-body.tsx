import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { Fragment, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldChanged, startSaving, stopSaving } from '../../api/saving-form';
import type { Refusal } from '../../lib/permissions';
import { GuardedButton } from '../guarded-button';
import { useDiscardGuard } from './discard-guard';
import {
  differs,
  type FieldError,
  type FormField,
  type FormMode,
  type FormValues,
  fieldErrors,
  isShown,
  trimmed,
  withoutPasswords,
} from './fields';
import classes from './form-body.module.css';
import { FormFieldInput } from './form-field';
import { ReadOnlyNotice } from './read-only-notice';
import { StaleNotice } from './stale-notice';

export interface FormBodyProps<Values extends FormValues> {
  fields: readonly FormField<Values>[];
  /** The record's values (an edit) or the empty ones (an add): what "changed" is measured against. */
  initialValues: Values;
  /** Values typed earlier and kept (a restored draft): the form starts from them. */
  draft?: Values;
  /** An add may be saved at any time (Save then says what is missing); an edit waits for a change. */
  mode: FormMode;
  /** The record's edit flag is false: its lockable fields are read-only. */
  locked: boolean;
  /**
   * Why the user may not save this record (a viewer, a faculty outside an editor's scope): the form
   * opens read-only, says why, and its Save is disabled with the reason.
   */
  refusal?: Refusal;
  saving: boolean;
  /** Someone else changed the record since the form opened: Save is refused; loading it is offered. */
  stale?: boolean;
  onReload?: () => void;
  /** Called with trimmed values once every field is valid. */
  onSubmit: (values: Values) => void;
  /** Every change, with whether it differs from the record (for keeping a draft; passwords left empty). */
  onChange?: (values: Values, changed: boolean) => void;
  /** Fields side by side on a wide screen, for a long form; one column by default. */
  columns?: number;
  /** The form gives its "close (or leave), but ask first if changed" to the modal around it. */
  closeRequest: RefObject<CloseRequest | null>;
  onClose: () => void;
  /** The Save button's words where the form is not a modal's (a page's form saves and goes on). */
  submitLabel?: string;
  /** false: no Cancel button (a page's form, which has nothing to go back to). */
  cancellable?: boolean;
}

/**
 * Asks the form to close, or (with `leave`) to let the modal show another view of its own (a tab, another
 * year): done at once when nothing was changed, else after the user agrees to discard the changes.
 */
export type CloseRequest = (leave?: () => void) => void;

/** The fields, notices and buttons of a form modal; built afresh each time the modal opens. */
export function FormBody<Values extends FormValues>(props: FormBodyProps<Values>) {
  const { fields, initialValues, locked, saving, mode, stale = false } = props;
  const refusal = props.refusal ?? null;
  const { t } = useTranslation();
  const element = useRef<HTMLFormElement>(null);
  const guard = useDiscardGuard(props.onClose);
  const form = useForm<Values>({
    mode: 'controlled',
    // A draft written before a field was added lacks it: the record's value fills in.
    initialValues: props.draft ? { ...initialValues, ...props.draft } : initialValues,
    validate: (values) => fieldErrors(fields, values, mode),
    onValuesChange: (values, previous) => {
      for (const name of Object.keys(values))
        if (values[name] !== previous[name]) fieldChanged(savingEntry.current, name);
      props.onChange?.(withoutPasswords(fields, values), differs(values, initialValues));
    },
  });
  const changed = differs(form.values, initialValues);
  guard.dirty.current = changed;
  props.closeRequest.current = (leave) => (leave ? guard.requestLeave(leave) : guard.requestClose());

  const shown = fields.filter((field) => isShown(field, form.values, mode));
  const hasLockedField = refusal === null && locked && shown.some((field) => field.lockable);
  const readOnly = (field: FormField<Values>) => refusal !== null || (locked && Boolean(field.lockable));
  // Focus starts in the first field the user can change (Mantine would pick the close cross).
  const firstEditable = shown.find((field) => !readOnly(field))?.name;
  // After a refused Save, the first field to correct gets the focus.
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  // The server's refusal of a field this form shows is written under it (api/saving-form.ts).
  const showUnder = (path: string, message: string) => {
    const field = shown.find((candidate) => candidate.name === path);
    if (!field || readOnly(field)) return false;
    form.setFieldError(field.name, `server:${message}` satisfies FieldError);
    // By its name: the error may not be rendered yet when the frame comes.
    requestAnimationFrame(() =>
      element.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(field.name)}"]`)?.focus(),
    );
    return true;
  };
  const showUnderRef = useRef(showUnder);
  showUnderRef.current = showUnder;
  const savingEntry = useRef<object>({});
  useEffect(() => () => stopSaving(savingEntry.current), []);

  return (
    <form
      ref={element}
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (refusal === null) {
          savingEntry.current = startSaving({
            showUnder: (path, message) => showUnderRef.current(path, message),
          });
          props.onSubmit(trimmed(values));
        }
      }, focusFirstError)}
    >
      <Stack gap="sm">
        {props.draft && !stale && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
            {t('form.restored')}
          </Alert>
        )}
        {stale && <StaleNotice text={t('form.staleText')} onReload={props.onReload} />}
        <ReadOnlyNotice refusal={refusal} />
        {hasLockedField && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconLock size={18} aria-hidden />
            <Text size="sm">{t('form.locked')}</Text>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: props.columns ?? 1 }} spacing="sm" verticalSpacing="sm">
          {shown.map((field: FormField<Values>) => (
            <Fragment key={form.key(field.name)}>
              {field.heading && (
                <Text component="h3" fw={600} mt="xs" mb={0} className={classes.wide}>
                  {field.heading}
                </Text>
              )}
              <div className={field.wide ? classes.wide : undefined}>
                <FormFieldInput
                  field={field}
                  form={form}
                  readOnly={readOnly(field)}
                  autoFocus={field.name === firstEditable}
                />
              </div>
            </Fragment>
          ))}
        </SimpleGrid>
        {guard.asking ? (
          <Alert
            color="orange"
            title={t('form.discardTitle')}
            classNames={{ title: classes.noticeTitle }}
            mt="sm"
            role="alertdialog"
          >
            <Text size="sm">
              {t(guard.asking === 'leave' ? 'form.discardLeaveQuestion' : 'form.discardQuestion')}
            </Text>
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
            {props.cancellable !== false && (
              <Button variant="default" onClick={() => guard.requestClose()}>
                {t(refusal === null ? 'form.cancel' : 'form.close')}
              </Button>
            )}
            {refusal === null ? (
              <Button type="submit" loading={saving} disabled={stale || (mode === 'edit' && !changed)}>
                {props.submitLabel ?? t('form.save')}
              </Button>
            ) : (
              <GuardedButton refusal={refusal} onClick={() => {}}>
                {t('form.save')}
              </GuardedButton>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
