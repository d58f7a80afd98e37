import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sms } from '../../../contract/sms';
import { ApiError } from '../../api/errors';
import { type SmsAnswer, showSmsToast } from '../../api/sms-toast';
import { datePattern } from '../../i18n/dates';
import { localDecimal } from '../../i18n/numbers';
import { differs, type FormValue, type FormValues, trimmed } from '../form-modal/fields';
import { messageOf, showRowGone, sortFailure } from '../reference-screen/failures';
import type { SaveRequest } from '../reference-screen/mutations';
import {
  type Editing,
  type EditKey,
  type InlineColumn,
  NEW_ROW,
  rowProblems,
  startEditing,
} from './inline-edit';

export interface InlineEditingOptions<Row, Values extends FormValues> {
  columns: readonly InlineColumn<Row, Values>[];
  rowKey: (row: Row) => EditKey;
  valuesOf: (row: Row) => Values;
  /** The values of a new row (an Add). */
  emptyValues?: Values;
  save: UseMutationResult<SmsAnswer[], Error, SaveRequest<Row, Values>>;
  /** A rule between the values (e.g. a period's begin after its end): its refusal, or null. */
  check?: (values: Values) => string | null;
  /**
   * SPEC's words for a row with an empty required field (§8: 'Fill all fields!' for a grading detail,
   * 'fillFields' for positions and classrooms), followed by the fields; general words by default.
   */
  fillText?: string;
  /** Result codes meaning that the row was saved by someone else meanwhile (e.g. 3 for a first save). */
  staleSms?: readonly number[];
  /** Keeps the values together as one changes (e.g. a faculty changed clears its department). */
  adjust?: (values: Values, changed: keyof Values & string) => Values;
  /** A save went through (created or updated): the row saved (null: a new one). */
  onSaved?: (row: Row | null) => void;
  /** The rows as they are now (after a stale save). */
  reloadRows: () => Promise<readonly Row[] | undefined>;
}

/**
 * The one row of an inline-edit table that is in edit: start (a row or a new one), type, cancel, save
 * (required inputs and the table's rule checked first; one save at a time; a stale save offers the
 * current values; a vanished row leaves the edit).
 */
export function useInlineEditing<Row, Values extends FormValues>(options: InlineEditingOptions<Row, Values>) {
  const { columns, rowKey, valuesOf, save } = options;
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<Editing<Row, Values> | null>(null);
  const saving = useRef(false);

  // A decimal's input starts as the row shows it: with the language's comma.
  const edit = (row: Row) => {
    const values = { ...valuesOf(row) };
    for (const column of columns) {
      if (column.edit?.kind !== 'decimal') continue;
      const name = column.edit.name as keyof Values;
      values[name] = localDecimal(values[name], i18n.language) as Values[keyof Values];
    }
    setEditing(startEditing(rowKey(row), row, values));
  };
  const add = () =>
    options.emptyValues && setEditing(startEditing<Row, Values>(NEW_ROW, null, options.emptyValues));
  const cancel = () => setEditing(null);
  const change = (name: keyof Values & string, value: FormValue, problem?: string) =>
    setEditing(
      (current) =>
        current && {
          ...current,
          values: adjusted(current.values, name, value),
          problems: problem ? [problem] : [],
          invalid: current.invalid.filter((invalid) => invalid !== name),
        },
    );
  const adjusted = (values: Values, name: keyof Values & string, value: FormValue): Values => {
    const next = { ...values, [name]: value };
    return options.adjust ? options.adjust(next, name) : next;
  };
  const refuse = (problems: string[], invalid: string[] = []) =>
    setEditing((current) => current && { ...current, problems, invalid });

  const submit = async () => {
    // A double click or a second Enter arrives before the button shows that it is busy.
    if (editing === null || editing.stale || saving.current) return;
    const found = rowProblems(columns, editing.values);
    const problems = [
      ...(found.missing.length > 0
        ? [
            options.fillText
              ? t('inlineTable.fillSpec', { text: options.fillText, fields: found.missing.join(', ') })
              : t('inlineTable.fillAll', { fields: found.missing.join(', ') }),
          ]
        : []),
      ...found.tooLong.map(({ header, max }) => t('inlineTable.tooLong', { field: header, max })),
      ...found.characters.map(({ header, reason }) =>
        t('inlineTable.characters', { field: header, reason: t(`form.text.${reason}`) }),
      ),
      ...found.dates.map(({ header, reason }) =>
        t('inlineTable.characters', {
          field: header,
          reason: t(`dateInput.${reason}`, { pattern: datePattern(i18n.language), date: '' }),
        }),
      ),
    ];
    const rule = problems.length === 0 ? options.check?.(editing.values) : null;
    if (rule) problems.push(rule);
    if (problems.length > 0) return refuse(problems, found.invalid);
    // Nothing changed: the check mark only leaves the edit.
    if (editing.row !== null && !differs(editing.values, editing.initial)) return cancel();
    saving.current = true;
    try {
      const [answer] = await save.mutateAsync({ row: editing.row, values: trimmed(editing.values) });
      const sms = answer?.sms;
      if (sms !== undefined && options.staleSms?.includes(sms)) return markStale();
      showSmsToast(sms, answer?.message);
      if (sms === Sms.CREATED || sms === Sms.UPDATED) {
        options.onSaved?.(editing.row);
        cancel();
      }
    } catch (error) {
      const failure = sortFailure(error);
      // The server's refusal (e.g. 'value must be from X to Y') also stays under the row it is about.
      if (failure === 'shown' && error instanceof ApiError && error.status === 400)
        refuse([messageOf(error)]);
      if (failure === 'stale') markStale();
      if (failure === 'gone') {
        cancel();
        showRowGone();
      }
    } finally {
      saving.current = false;
    }
  };

  const markStale = () => setEditing((current) => current && { ...current, stale: true, problems: [] });

  /** After a stale save: the row as it is now, in edit afresh (the typed changes are dropped). */
  const reload = async () => {
    const key = editing?.key;
    const current = (await options.reloadRows())?.find((row) => rowKey(row) === key);
    if (current) return edit(current);
    cancel();
    showRowGone();
  };

  return { editing, edit, add, cancel, change, submit, reload };
}
