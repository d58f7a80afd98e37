import type { ButtonProps } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { SmsRow } from '../../contract/envelope';
import { Sms } from '../../contract/sms';
import { type Reads, useWrite } from '../api/queries';
import type { Refusal } from '../lib/permissions';
import { GuardedButton } from './guarded-button';
import { showSmsToast } from './sms-toast';

/** The answer of a copy call (copy-kolst, copy-rrnk-dolj): its code, the rows made and those kept. */
type CopyRow = SmsRow & { copied: number; kept: number };

interface CopyActionProps extends Omit<ButtonProps, 'disabled' | 'children'> {
  label: string;
  /** Why it may not be used now (nothing chosen, the role): disabled with this as a tooltip. */
  refusal: Refusal;
  /** The reads the copy changes, reloaded after it. */
  changes: Reads;
  copy: () => Promise<CopyRow[]>;
  /** What the toast says: the rows copied (sms 1), or that there was nothing left to copy (sms 7). */
  said: (answer: CopyRow) => string;
}

/**
 * A button that copies rows into another period (decision 0033: autumn's planned students to spring, last
 * year's positions to a new year): one request however often it is pressed, then a toast saying how many
 * rows were copied and how many the target had already and kept.
 */
export function CopyAction({ label, refusal, changes, copy, said, ...button }: CopyActionProps) {
  const write = useWrite(changes, copy as () => Promise<SmsRow[]>, { silent: true });
  return (
    <GuardedButton
      size="xs"
      variant="default"
      leftSection={<IconCopy size={16} aria-hidden />}
      {...button}
      refusal={refusal}
      loading={write.isPending}
      onClick={() =>
        !write.isPending &&
        write.mutate(undefined, {
          onSuccess: (rows) => {
            const answer = rows[0] as CopyRow | undefined;
            if (answer === undefined) return showSmsToast(undefined);
            showSmsToast(
              answer.sms,
              answer.sms === Sms.CREATED || answer.sms === Sms.WARNING ? said(answer) : undefined,
            );
          },
        })
      }
    >
      {label}
    </GuardedButton>
  );
}
