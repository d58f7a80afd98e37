import { Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../contract/limits';
import { ApiError } from '../../api/errors';
import { showToast } from '../../api/toast';
import { callEndpoint } from '../../api/transport';
import { AuthCard } from '../../components/auth-card/auth-card';
import { SecretInput } from '../../components/auth-card/secret-input';
import { useTabTitle } from '../../lib/tab-title';
import { changePasswordEndpoint, logoutEndpoint } from './calls';

interface ChangePasswordPageProps {
  user: SessionUser;
  /** The user without the must-change flag once the password is changed; null once signed out. */
  onSessionChange: (user: SessionUser | null) => void;
  /**
   * Asked for from the user menu rather than forced: the intro says so, and instead of signing out the
   * second button goes back (called after a change too).
   */
  onLeave?: () => void;
}

type FieldProblem = 'currentRequired' | 'tooShort' | 'isLogin' | 'unchanged' | 'mismatch';
interface Problems {
  current?: FieldProblem;
  next?: FieldProblem;
  repeat?: FieldProblem;
}

/** The rules the server applies too (auth/password-policy.ts), but the common-password list, which only it has. */
function check(login: string, current: string, next: string, repeat: string): Problems {
  const problems: Problems = {};
  if (current === '') problems.current = 'currentRequired';
  if ([...next].length < PASSWORD_MIN_LENGTH) problems.next = 'tooShort';
  else if (next.toLowerCase() === login.toLowerCase()) problems.next = 'isLogin';
  else if (next === current) problems.next = 'unchanged';
  if (!problems.next && repeat !== next) problems.repeat = 'mismatch';
  return problems;
}

/**
 * Shown instead of the app while the signed-in user must change the password (auth/login or auth/check
 * said so; the server refuses every other call meanwhile), and at {base}/change-password from the user
 * menu (onLeave: cancel goes back): current password, new password twice. The
 * form's own checks show under their fields and follow a language switch; the server's refusal (a common
 * password, a wrong current password) shows above the button in the language it was asked in.
 */
export default function ChangePasswordPage({ user, onSessionChange, onLeave }: ChangePasswordPageProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useTabTitle(t('userMenu.changePassword'));

  // PasswordInput marks its field only with data-invalid: aria-invalid is set here for screen readers.
  const problemText = (problem: FieldProblem | undefined) =>
    problem ? t(`changePassword.${problem}`, { min: PASSWORD_MIN_LENGTH }) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Trimmed as the sign-in page trims them (SPEC §5), and as the server does.
    const body = { currentPassword: current.trim(), newPassword: next.trim() };
    const found = check(user.login, body.currentPassword, body.newPassword, repeat.trim());
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    callEndpoint(changePasswordEndpoint, body, { notify: false }).then(
      ({ message }) => {
        if (message) showToast({ color: 'green', message });
        // Asked for: the session stays as it is (a new user object would start the app afresh).
        if (onLeave) return onLeave();
        const { mustChangePassword: _changed, ...changed } = user;
        onSessionChange(changed);
      },
      (error: unknown) => {
        setSaving(false);
        // A 401 has already ended the session (api/transport.ts); anything else is said here.
        if (error instanceof ApiError && error.status !== 401) setRefusal(error.message);
      },
    );
  };

  const signOut = () => {
    setLeaving(true);
    callEndpoint(logoutEndpoint, undefined)
      .then(({ message }) => {
        if (message) showToast({ color: 'green', message });
      })
      .catch(() => {
        // The client has already shown the failure; the user asked to leave.
      })
      .finally(() => onSessionChange(null));
  };

  // Typing in a field clears its problem and the server's refusal.
  const field = (name: keyof Problems, value: string, set: (value: string) => void) => ({
    value,
    onChange: (typed: string) => {
      set(typed);
      setProblems((previous) => ({ ...previous, [name]: undefined }));
      setRefusal(null);
    },
    error: problemText(problems[name]),
    'aria-invalid': problems[name] ? true : undefined,
  });

  return (
    <AuthCard
      title={t('changePassword.title')}
      intro={t(onLeave ? 'userMenu.changePasswordIntro' : 'changePassword.intro', { login: user.login })}
      width="28rem"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {/* Lets password managers tie the new password to the account. */}
          <input type="hidden" name="username" autoComplete="username" value={user.login} readOnly />
          <SecretInput
            label={t('changePassword.current')}
            autoComplete="current-password"
            {...field('current', current, setCurrent)}
          />
          <SecretInput
            label={t('changePassword.new')}
            description={t('changePassword.rules', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            {...field('next', next, setNext)}
          />
          <SecretInput
            label={t('changePassword.repeat')}
            autoComplete="new-password"
            {...field('repeat', repeat, setRepeat)}
          />
          {refusal && (
            <Text role="alert" c="red.8" size="sm" fw={500}>
              {refusal}
            </Text>
          )}
          <Button type="submit" fullWidth loading={saving} disabled={leaving}>
            {t('changePassword.submit')}
          </Button>
          {onLeave ? (
            <Button variant="subtle" fullWidth onClick={onLeave} disabled={saving}>
              {t('form.cancel')}
            </Button>
          ) : (
            <Button variant="subtle" fullWidth onClick={signOut} loading={leaving} disabled={saving}>
              {t('logout.action')}
            </Button>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
