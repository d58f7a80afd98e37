import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../components/guarded-button';
import { HistoryButton } from '../../components/history/history-action';
import type { HistoryRecord } from '../../components/history/history-store';
import type { Refusal } from '../../lib/permissions';
import type educational from './texts/ru.json';

/** A button of the educational screen, named by its text in `educational.buttons`. */
export interface ScreenButton {
  key: keyof (typeof educational)['buttons'];
  /** Why it may not be used now (nothing chosen, the user's role): disabled with this as a tooltip. */
  refusal: Refusal;
  onClick: () => void;
  /** The record the button edits, whose History goes beside it (decision 0045); null while none is chosen. */
  history?: { record: HistoryRecord | null; name: string };
}

/**
 * A row of the screen's buttons (SPEC §2), each enabled once what it needs is chosen and allowed; a button
 * that edits a record has the record's History beside it.
 */
export function ButtonRow({ buttons }: { buttons: readonly ScreenButton[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {buttons.map((button) => (
        <Group key={button.key} gap={2} wrap="nowrap">
          <GuardedButton variant="light" size="xs" refusal={button.refusal} onClick={button.onClick}>
            {t(`educational.buttons.${button.key}`)}
          </GuardedButton>
          {button.history && (
            // Nothing chosen: the button's own reason says what to choose (a role never bars a read).
            <HistoryButton {...button.history} refusal={button.refusal} />
          )}
        </Group>
      ))}
    </Group>
  );
}
