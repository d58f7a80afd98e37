import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../components/guarded-button';
import type { Refusal } from '../../lib/permissions';
import type educational from './texts/ru.json';

/** A button of the educational screen, named by its text in `educational.buttons`. */
export interface ScreenButton {
  key: keyof (typeof educational)['buttons'];
  /** Why it may not be used now (nothing chosen, the user's role): disabled with this as a tooltip. */
  refusal: Refusal;
  onClick: () => void;
}

/** A row of the screen's buttons (SPEC §2), each enabled once what it needs is chosen and allowed. */
export function ButtonRow({ buttons }: { buttons: readonly ScreenButton[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {buttons.map((button) => (
        <GuardedButton
          key={button.key}
          variant="light"
          size="xs"
          refusal={button.refusal}
          onClick={button.onClick}
        >
          {t(`educational.buttons.${button.key}`)}
        </GuardedButton>
      ))}
    </Group>
  );
}
