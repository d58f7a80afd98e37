import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SmsRow } from '../../../contract/envelope';
import { Sms } from '../../../contract/sms';
import { messageOfRows, showSmsToast } from '../../api/sms-toast';
import { showError } from '../../api/transport';
import type { FormValues } from '../form-modal/fields';
import { type Landing, newRowLanding } from '../paged-table/followed-row';
import { type Draft, readDraft, removeDraft, writeDraft } from './drafts';
import { messageOf, showRowGone, sortFailure } from './failures';
import type { SaveRequest } from './mutations';

interface Editing<Row, Values> {
  opened: boolean;
  /** The record as the form opened it; null for an add. Kept after closing for the fading title. */
  row: Row | null;
  /** Values restored from a draft, which the form starts from. */
  draft?: Values;
  /** The save was refused: someone else changed the record meanwhile. */
  stale: boolean;
  /** Changes to build the form afresh. */
  formKey: number;
}

interface FormEditingOptions<Row, Values> {
  userId: number;
  /** Where drafts of this screen are kept (its path). */
  screen: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => number;
  reloadRows: () => Promise<readonly Row[] | undefined>;
  save: UseMutationResult<SmsRow[], Error, SaveRequest<Row, Values>>;
  /** What a duplicate of these values clashes with (instead of toast3's general words). */
  duplicateText?: (values: Values) => string;
  /** A save went through: the row to follow in the list (an added one is found among the reloaded rows). */
  onSaved?: (landing: Landing) => void;
}

/**
 * The add/edit form of a reference screen: one save at a time however often Save is pressed, a refused
 * stale save offers the current record, a vanished record closes the form, and the typed values are kept
 * as a draft until they are saved or discarded.
 */
export function useFormEditing<Row, Values extends FormValues>(options: FormEditingOptions<Row, Values>) {
  const { userId, screen, rows, rowKey, save } = options;
  const [editing, setEditing] = useState<Editing<Row, Values>>({
    opened: false,
    row: null,
    stale: false,
    formKey: 0,
  });
  const saving = useRef(false);

  const show = (row: Row | null, draft?: Values) =>
    setEditing((current) => ({ opened: true, row, draft, stale: false, formKey: current.formKey + 1 }));
  const close = () => {
    removeDraft(userId, screen);
    setEditing((current) => ({ ...current, opened: false }));
  };

  // A draft left by a reload or an expired session reopens its form once the list is there.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || rows === undefined) return;
    restored.current = true;
    const draft = readDraft<Row, Values>(userId, screen);
    if (draft === null) return;
    if (draft.row === null) return show(null, draft.values);
    const key = rowKey(draft.row);
    if (rows.some((row) => rowKey(row) === key)) return show(draft.row, draft.values);
    removeDraft(userId, screen);
    showRowGone();
  });

  const keepDraft = (values: Values, changed: boolean) => {
    if (!changed) return removeDraft(userId, screen);
    const draft: Draft<Row, Values> = { row: editing.row, values };
    writeDraft(userId, screen, draft);
  };

  const submit = async (values: Values) => {
    // A double click or a second Enter arrives before the button shows that it is busy.
    if (saving.current) return;
    saving.current = true;
    // Taken before the save reloads the rows: the added row is the one not among them.
    const landing = editing.row === null ? newRowLanding(rows, rowKey) : { key: rowKey(editing.row) };
    try {
      const rows = await save.mutateAsync({ row: editing.row, values });
      const sms = rows[0]?.sms;
      // The server names the record a duplicate clashes with; the screen's own words are the fallback.
      const fallback = sms === Sms.DUPLICATE ? options.duplicateText?.(values) : undefined;
      showSmsToast(sms, messageOfRows(rows) ?? fallback);
      // A duplicate keeps the form open so that the user can correct it.
      if (sms === Sms.CREATED || sms === Sms.UPDATED) {
        close();
        options.onSaved?.(landing);
      }
    } catch (error) {
      const failure = sortFailure(error);
      if (failure === 'stale' && (await unchanged(editing.row))) showError(messageOf(error));
      else if (failure === 'stale') setEditing((current) => ({ ...current, stale: true }));
      if (failure === 'gone') {
        close();
        showRowGone();
      }
    } finally {
      saving.current = false;
    }
  };

  /**
   * A 409 whose record is as the form opened it was not about a newer version but a rule of the server's
   * (e.g. "no administrator would remain"): its own sentence is shown instead of the stale-record notice.
   */
  const unchanged = async (opened: Row | null) => {
    if (opened === null) return true;
    const current = (await options.reloadRows())?.find((row) => rowKey(row) === rowKey(opened));
    return current !== undefined && JSON.stringify(current) === JSON.stringify(opened);
  };

  /** After a stale save: the record as it is now, in a fresh form (the typed changes are dropped). */
  const reload = async () => {
    const opened = editing.row;
    if (opened === null) return;
    const current = (await options.reloadRows())?.find((row) => rowKey(row) === rowKey(opened));
    removeDraft(userId, screen);
    if (current) return show(current);
    close();
    showRowGone();
  };

  return { editing, open: (row: Row | null) => show(row), close, submit, reload, keepDraft };
}
