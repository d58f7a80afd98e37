import type { UseQueryResult } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import type { SmsRow } from '../../../contract/envelope';
import { useWrite, type Writes } from '../../api/write';
import type { FormValues } from '../../components/form-modal/fields';
import { type CloseRequest, FormBody, type FormBodyProps } from '../../components/form-modal/form-body';
import { QueryPending } from '../../components/query-pending';
import { showRowGone, sortFailure } from '../../components/reference-screen/failures';
import type { Refusal } from '../../lib/permissions';

/**
 * The form of one record that stays open after Save (the speciality's parameters, a year's plan). It shows
 * the record as it was when the form was built, so that lists reloading after a write do not throw typed
 * values away; it is built afresh after a save (Save waits for the next change) or on "load the current
 * version". A stale save (409) keeps the typed values and offers the current version; a record deleted
 * meanwhile closes the form. `write` must call with `{ notify: false }`: the failures are shown here.
 */
export function useRecordForm<Row, Values extends FormValues>({
  rows,
  call,
  write,
  inModal,
}: {
  /** The record's query: its first row, or none yet (a plan of a year that has none). */
  rows: UseQueryResult<Row[]>;
  /** The save call `write` makes: the reads of the tables it writes reload after it. */
  call: Writes;
  write: (row: Row | null, values: Values) => Promise<SmsRow[]>;
  inModal: InModal;
}) {
  // The record as the form shows it; undefined until the query has answered.
  const [shown, setShown] = useState<{ row: Row | null } | undefined>(undefined);
  const [stale, setStale] = useState(false);
  const [build, setBuild] = useState(0);
  // The record as it is now: not a copy cached at an earlier opening, nor one kept after a failed read.
  if (shown === undefined && rows.isSuccess && rows.isFetchedAfterMount)
    setShown({ row: rows.data[0] ?? null });
  const row = shown?.row ?? null;
  const save = useWrite(call, (values: Values) => write(row, values));

  const reload = async () => {
    const current = await rows.refetch();
    setShown({ row: current.data?.[0] ?? null });
    setStale(false);
    setBuild((count) => count + 1);
  };
  const submit = (values: Values) =>
    save.mutate(values, {
      onSuccess: reload,
      onError: (error) => {
        const failure = sortFailure(error);
        if (failure === 'stale') setStale(true);
        if (failure === 'gone') {
          showRowGone();
          inModal.onClose();
        }
      },
    });

  return {
    row,
    /** The loader, or the load error, until the record is there; null then. */
    pending: shown === undefined ? <QueryPending query={rows} /> : null,
    /** The form of the record as shown: Save waits for a change. */
    form: (props: Pick<FormBodyProps<Values>, 'fields' | 'columns' | 'initialValues'>) => (
      <FormBody<Values>
        key={build}
        mode="edit"
        locked={false}
        saving={save.isPending}
        stale={stale}
        onReload={reload}
        onSubmit={submit}
        {...inModal}
        {...props}
      />
    ),
  };
}

/**
 * What a form in a modal of several views gets: the modal's "close, or leave, but ask first if changed",
 * and why the user may not save there (the form is then read-only, saying so).
 */
export interface InModal {
  closeRequest: RefObject<CloseRequest | null>;
  onClose: () => void;
  refusal?: Refusal;
}

/** Shows another view of the modal (a tab, a year), asking first when the form shown holds changes. */
export function leaveTo(inModal: InModal, view: () => void): void {
  const go = () => {
    // The form shown now goes away: until the next one is built, a close needs no question.
    inModal.closeRequest.current = null;
    view();
  };
  if (inModal.closeRequest.current) inModal.closeRequest.current(go);
  else go();
}
