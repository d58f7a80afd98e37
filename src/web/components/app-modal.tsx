import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './modal.module.css';
import { registerModalContent } from './open-modals';

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalRootProps['size'];
  /** false where the modal has a Close button of its own (one "close" is enough to tell apart). */
  withCloseButton?: boolean;
  children: ReactNode;
}

/**
 * Mantine's modal made accessible: its close cross gets a name, and its <header> loses the banner role it
 * would otherwise have in the portal beside the page (a second banner landmark). While open it is known to
 * open-modals.ts (toasts go beside it; the notification bell waits).
 */
export function AppModal({ opened, onClose, title, size, withCloseButton = true, children }: AppModalProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content ref={registerModalContent}>
        <Modal.Header role="none">
          <Modal.Title className={classes.title}>{title}</Modal.Title>
          {withCloseButton && <Modal.CloseButton aria-label={t('modal.close')} />}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
