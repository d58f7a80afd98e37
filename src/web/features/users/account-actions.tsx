import { IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/limits';
import type { UserRow } from '../../../contract/users';
import { showToast } from '../../api/toast';
import { ConfirmModal } from '../../components/confirm-modal';
import type { FormField } from '../../components/form-modal/fields';
import { FormModal } from '../../components/form-modal/form-modal';
import type { RowAction } from '../../components/row-actions';
import { fullNameOf, useUserAccountMutations } from './api';

type PasswordValues = { password: string };

/** The row kept while its modal fades out after closing. */
interface Chosen {
  row: UserRow | null;
  opened: boolean;
  key: number;
}

/**
 * A user's own row actions beside edit and delete: a new password (changed at the next sign-in; the
 * user's sessions end) and disable / enable (a disabled user's sessions end at once), each in its modal.
 * Refusals of the server (one's own account, the last administrator) are shown as its error toast.
 */
export function useAccountActions(selfId: number): {
  actions: (row: UserRow) => RowAction[];
  modals: ReactNode;
} {
  const { t } = useTranslation();
  const mutations = useUserAccountMutations();
  const [resetting, setResetting] = useState<Chosen>({ row: null, opened: false, key: 0 });
  const [toggling, setToggling] = useState<Chosen>({ row: null, opened: false, key: 0 });
  const busy = useRef(false);
  const open = (set: typeof setResetting, row: UserRow) =>
    set((current) => ({ row, opened: true, key: current.key + 1 }));
  const close = (set: typeof setResetting) => set((current) => ({ ...current, opened: false }));

  /** One call at a time however often the button is pressed; the modal closes once it succeeded. */
  const once = async (call: () => Promise<unknown>, done: () => void) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await call();
      done();
    } catch {
      // The client has shown the server's refusal; the modal stays open.
    } finally {
      busy.current = false;
    }
  };

  const reset = (row: UserRow, password: string) =>
    once(
      () => mutations.resetPassword.mutateAsync({ idAvnUser: row.idAvnUser, password }),
      () => {
        showToast({ color: 'green', title: t('sms.successTitle'), message: t('users.passwordReset') });
        close(setResetting);
      },
    );

  const toggle = (row: UserRow) =>
    once(
      () => mutations.setDisabled.mutateAsync({ idAvnUser: row.idAvnUser, disabled: !row.disabled }),
      () => {
        const message = t(row.disabled ? 'users.enabledToast' : 'users.disabledToast');
        showToast({ color: 'green', title: t('sms.successTitle'), message });
        close(setToggling);
      },
    );

  const actions = (row: UserRow): RowAction[] => [
    {
      key: 'reset',
      label: t('users.resetPassword', { name: row.login }),
      icon: <IconKey size={18} aria-hidden />,
      onClick: () => open(setResetting, row),
    },
    row.disabled
      ? {
          key: 'enable',
          label: t('users.enable', { name: row.login }),
          icon: <IconUserCheck size={18} aria-hidden />,
          color: 'green',
          onClick: () => open(setToggling, row),
        }
      : {
          key: 'disable',
          label: t('users.disable', { name: row.login }),
          icon: <IconUserOff size={18} aria-hidden />,
          color: 'orange',
          onClick: () => open(setToggling, row),
          refusal: row.idAvnUser === selfId ? t('users.self') : null,
        },
  ];

  const passwordFields: FormField<PasswordValues>[] = [
    {
      kind: 'password',
      name: 'password',
      label: t('users.newPassword'),
      description: t('users.resetHint', { min: PASSWORD_MIN_LENGTH, login: resetting.row?.login ?? '' }),
      required: true,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    },
  ];
  const enabling = toggling.row?.disabled ?? false;

  const modals = (
    <>
      <FormModal<PasswordValues>
        opened={resetting.opened}
        formKey={resetting.key}
        title={t('users.resetTitle')}
        mode="add"
        fields={passwordFields}
        initialValues={{ password: '' }}
        locked={false}
        saving={mutations.resetPassword.isPending}
        onSubmit={({ password }) => {
          if (resetting.row) void reset(resetting.row, password);
        }}
        onClose={() => close(setResetting)}
      />
      <ConfirmModal
        subject={
          toggling.opened && toggling.row ? `${toggling.row.login} — ${fullNameOf(toggling.row)}` : null
        }
        title={t(enabling ? 'users.enableTitle' : 'users.disableTitle')}
        question={t(enabling ? 'users.enableQuestion' : 'users.disableQuestion')}
        confirmLabel={t(enabling ? 'users.enableConfirm' : 'users.disableConfirm')}
        color={enabling ? 'green' : 'red'}
        pending={mutations.setDisabled.isPending}
        onConfirm={() => {
          if (toggling.row) void toggle(toggling.row);
        }}
        onClose={() => close(setToggling)}
      />
    </>
  );
  return { actions, modals };
}
