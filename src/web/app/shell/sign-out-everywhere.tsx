import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../contract/auth';
import { ConfirmModal } from '../../components/confirm-modal';
import { LOGOUT_EVERYWHERE_PATH } from '../../lib/paths';
import { useUserName } from './use-user-name';

/**
 * "Sign out on all devices" asks first (decision 0036): it ends the sessions of every device, this one
 * included, and the others lose what they have not saved. Asked from the user menu and the sidebar; the
 * address {base}/logout-everywhere itself still signs out at once (SPEC's route).
 */
export function SignOutEverywhereQuestion({
  user,
  opened,
  onClose,
}: {
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useUserName(user);
  return (
    <ConfirmModal
      subject={opened ? (userName.name ?? user.login) : null}
      title={t('logout.everywhereTitle')}
      question={t('logout.everywhereQuestion')}
      note={t('logout.everywhereNote')}
      confirmLabel={t('logout.everywhere')}
      pending={false}
      onConfirm={() => {
        onClose();
        void navigate(LOGOUT_EVERYWHERE_PATH);
      }}
      onClose={onClose}
    />
  );
}
