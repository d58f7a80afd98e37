import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/auth';
import { LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH } from '../../../contract/limits';
import { type LoginBody, loginEndpoint } from '../../api/sign-in';
import { callEndpoint } from '../../api/transport';
import { AuthCard } from '../../components/auth-card/auth-card';
import { SecretInput } from '../../components/auth-card/secret-input';
import { useTabTitle } from '../../lib/tab-title';

interface LoginPageProps {
  /** The signed-in user, or null after a failed attempt (SPEC §8: login errors clear the session). */
  onSessionChange: (user: SessionUser | null) => void;
}

/** {base}/login: welcome, tagline and the sign-in form (SPEC §1, §2, §5). */
export default function LoginPage({ onSessionChange }: LoginPageProps) {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  // Only whether the rule failed is kept; the text is translated while rendering, so a shown message
  // follows a language switch. Submitting checks the rule again; typing in the field clears the message.
  const [loginTooShort, setLoginTooShort] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  useTabTitle(t('login.tabTitle'));

  const signIn = (body: LoginBody) => {
    setSigningIn(true);
    callEndpoint(loginEndpoint, body).then(
      // Signed in, this page makes way for the app.
      ({ data }) => onSessionChange(data),
      () => {
        setSigningIn(false);
        onSessionChange(null);
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tooShort = login.trim().length < LOGIN_MIN_LENGTH;
    setLoginTooShort(tooShort);
    if (!tooShort) signIn({ login: login.trim(), password: password.trim() });
  };

  return (
    <AuthCard title={t('login.welcome')} intro={t('login.tagline')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('login.login')}
            autoComplete="username"
            // The page is there to sign in: the login field takes the focus at once.
            data-autofocus
            autoFocus
            maxLength={LOGIN_MAX_LENGTH}
            value={login}
            onChange={(event) => {
              setLogin(event.currentTarget.value);
              setLoginTooShort(false);
            }}
            error={loginTooShort ? t('login.tooShort', { min: LOGIN_MIN_LENGTH }) : undefined}
          />
          <SecretInput
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" fullWidth loading={signingIn}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
