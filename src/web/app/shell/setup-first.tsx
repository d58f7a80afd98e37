import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { warningTitleClass } from '../../components/warning-badge';

/**
 * In place of the screen while the university is not set up (decision 0060), for a user who cannot set it up:
 * the server's sentence, saying that setup comes first and that an administrator does it.
 */
export function SetupFirst({ message }: { message: string | null }) {
  return (
    <Alert
      color="orange"
      icon={<IconInfoCircle aria-hidden />}
      // In the body's colour: orange on the light orange fill fails WCAG AA (axe).
      classNames={{ message: warningTitleClass }}
      maw={720}
      role="alert"
    >
      {message}
    </Alert>
  );
}
