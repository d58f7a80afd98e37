import { getDefaultZIndex, Modal, type ModalRootProps } from '@mantine/core';
import { createContext, type ReactNode, type RefObject, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryOpen } from './history/history-store';
import classes from './modal.module.css';
import { registerModalContent } from './open-modals';

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalRootProps['size'];
  /** false where the modal has a Close button of its own (one "close" is enough to tell apart). */
  withCloseButton?: boolean;
  /** Opened from a record's history panel (a restore's question): above that panel, Escape its own. */
  overHistory?: boolean;
  children: ReactNode;
}

/** Above the history panel (history-panel.tsx: the modals' level + 1). */
const OVER_HISTORY_Z_INDEX = getDefaultZIndex('modal') + 2;

/** Asks before the modal closes, when something inside it holds typed values: `leave` closes it. */
type ModalLeaveGuard = (leave: () => void) => void;

const LeaveGuardContext = createContext<RefObject<ModalLeaveGuard | null> | null>(null);

/**
 * Where a part of a modal's content that holds typed values outside a form (the row in edit of an inline
 * table, decision 0034) puts its question, so that the modal's cross, Escape or a click outside asks first;
 * null outside a modal.
 */
export const useModalLeaveGuard = () => useContext(LeaveGuardContext);

/**
 * Mantine's modal made accessible: its close cross gets a name, and its <header> loses the banner role it
 * would otherwise have in the portal beside the page (a second banner landmark). While open it is known to
 * open-modals.ts (toasts go beside it; the notification bell waits).
 */
export function AppModal({
  opened,
  onClose,
  title,
  size,
  withCloseButton = true,
  overHistory = false,
  children,
}: AppModalProps) {
  const { t } = useTranslation();
  const leaveGuard = useRef<ModalLeaveGuard | null>(null);
  const close = () => (leaveGuard.current ? leaveGuard.current(onClose) : onClose());
  // A record's history opened from the modal lies above it: Escape closes that panel, not the modal too.
  const historyOpen = useHistoryOpen();
  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      size={size}
      centered
      closeOnEscape={overHistory || !historyOpen}
      {...(overHistory && { zIndex: OVER_HISTORY_Z_INDEX })}
    >
      <Modal.Overlay />
      <Modal.Content ref={registerModalContent}>
        <Modal.Header role="none">
          <Modal.Title className={classes.title}>{title}</Modal.Title>
          {withCloseButton && <Modal.CloseButton aria-label={t('modal.close')} />}
        </Modal.Header>
        <Modal.Body>
          <LeaveGuardContext.Provider value={leaveGuard}>{children}</LeaveGuardContext.Provider>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
