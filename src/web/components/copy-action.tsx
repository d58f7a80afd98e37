import type { ButtonProps } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { SmsRow } from '../../contract/envelope';
import { Sms } from '../../contract/sms';
import { showSmsToast } from '../api/sms-toast';
import { useWrite, type Writes } from '../api/write';
import type { Refusal } from '../lib/permissions';
import { GuardedButton } from './guarded-button';

/** The answer of a copy call (copy-kolst, copy-rrnk-dolj): its code, the rows made and those kept. */
type CopyRow = SmsRow & { copied: number; kept: number };

interface CopyActionProps extends Omit<ButtonProps, 'disabled' | 'children'> {
  label: string;
  /** Why it may not be used now (nothing chosen, the role): disabled with this as a tooltip. */
  refusal: Refusal;
  /** The copy call: the reads of the tables it writes reload after it. */
  call: Writes;
  copy: () => Promise<CopyRow[]>;
  /** What the toast says: the rows copied (sms 1), or that there was nothing left to copy (sms 7). */
  said: (answer: CopyRow) => string;
}

/**
 * A button that copies rows into another period (decision 0033: autumn's planned students to spring, last
 * year's positions to a new year): one request however often it is pressed, then a toast saying how many
 * rows were copied and how many the target had already and kept.
 */
export function CopyAction({ label, refusal, call, copy, said, ...button }: CopyActionProps) {
  // The toast comes with the answer, not once the lists have reloaded.
  const write = useWrite(call, copy, {
    silent: true,
    onDone: (_sms, rows) => {
      const answer = rows[0];
      if (answer === undefined) return showSmsToast(undefined);
      showSmsToast(
        answer.sms,
        answer.sms === Sms.CREATED || answer.sms === Sms.WARNING ? said(answer) : undefined,
      );
    },
  });
  return (
    <GuardedButton
      size="xs"
      variant="default"
      leftSection={<IconCopy size={16} aria-hidden />}
      {...button}
      refusal={refusal}
      loading={write.isPending}
      onClick={() => !write.isPending && write.mutate(undefined)}
    >
      {label}
    </GuardedButton>
  );
}
