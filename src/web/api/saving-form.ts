import { notifications } from '@mantine/notifications';

/*
 * A form's save refused by the server (decision 0036): a 400 that names a field the form shows is written under
 * that field, not in a toast; a toast the save did raise (a refusal naming no field of the form, a
 * duplicate) goes away once the form saves, closes, or the field it names is changed.
 *
 * The form being saved registers here when Save is pressed (only one form saves at a time: the user
 * pressed its Save), so that the HTTP client (api/transport.ts) and the screens' failure handling
 * (reference-screen/failures.ts) find it without every save passing it along. Decision 0036.
 */
interface SavingForm {
  /** Shows the message under the field of this payload path, if the form shows it editable; true if so. */
  showUnder: (path: string, message: string) => boolean;
}

interface Entry {
  form: SavingForm;
  /** Toasts raised since Save, with the field each names (if any). */
  toasts: { id: string; field?: string }[];
}

let saving: Entry | null = null;

/** A form's Save was pressed: refusals arriving now are its own. Answers the entry to release it with. */
export function startSaving(form: SavingForm): object {
  dismissToasts();
  saving = { form, toasts: [] };
  return saving;
}

/** The form went away (closed, or built afresh after a save): its toasts are no longer news. */
export function stopSaving(entry: object): void {
  if (saving !== entry) return;
  dismissToasts();
  saving = null;
}

/** A field of the form changed: toasts about that field go. */
export function fieldChanged(entry: object, field: string): void {
  if (saving !== entry) return;
  const stale = saving.toasts.filter((toast) => toast.field === field);
  for (const toast of stale) notifications.hide(toast.id);
  saving.toasts = saving.toasts.filter((toast) => toast.field !== field);
}

/** The save succeeded: the toasts of its earlier refusals go. */
export function savedSuccessfully(): void {
  dismissToasts();
}

function dismissToasts(): void {
  if (!saving) return;
  for (const toast of saving.toasts) notifications.hide(toast.id);
  saving.toasts = [];
}

/**
 * A refusal of the form being saved: shown under its field when it names one the form shows (answers
 * true: no toast), else to be toasted (false).
 */
export function showUnderField(field: string | undefined, message: string): boolean {
  if (!saving || field === undefined) return false;
  return saving.form.showUnder(field, message);
}

/** A toast raised while a form is being saved belongs to that save (gone once it is corrected). */
export function belongsToSave(id: string, field?: string): void {
  saving?.toasts.push({ id, field });
}
