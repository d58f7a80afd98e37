import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SmsRow } from '../../../contract/envelope';
import { Sms } from '../../../contract/sms';
import { messageOfRows, showSmsToast } from '../../api/sms-toast';
import { showRowGone, sortFailure } from './failures';

/**
 * Delete with its confirmation (SPEC §4): a locked row only gets the warning toast; a confirmed delete is
 * sent once however often the button is pressed; a row someone else deleted meanwhile is said to be gone.
 */
export function useDelete<Row>(
  isLocked: (row: Row) => boolean,
  remove: UseMutationResult<SmsRow[], Error, Row>,
) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const busy = useRef(false);

  const ask = (row: Row) => {
    if (isLocked(row)) showSmsToast(Sms.NOT_DELETABLE);
    else setDeleting(row);
  };

  const confirm = async () => {
    if (deleting === null || busy.current) return;
    busy.current = true;
    try {
      const rows = await remove.mutateAsync(deleting);
      showSmsToast(rows[0]?.sms, messageOfRows(rows));
    } catch (error) {
      if (sortFailure(error) === 'gone') showRowGone();
    } finally {
      busy.current = false;
      setDeleting(null);
    }
  };

  return { deleting, ask, confirm, cancel: () => setDeleting(null) };
}
