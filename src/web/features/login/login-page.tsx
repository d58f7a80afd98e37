import { Badge, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { login, type SessionUser } from '../../../contract/auth';
import { LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../../../contract/limits';
import { callApi } from '../../api/client';
import { LanguageSwitcher } from '../../components/language-switcher';
import classes from './login.module.css';

interface LoginPageProps {
  /** The signed-in user, or null after a failed attempt (SPEC §8: login errors clear the session). */
  onSessionChange: (user: SessionUser | null) => void;
}

/** {base}/login: welcome, tagline and the sign-in form (SPEC §1, §2, §5). */
export default function LoginPage({ onSessionChange }: LoginPageProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { login: '', password: '' },
    // The form keeps only that the rule failed; the text is translated while rendering, so a shown
    // message follows a language switch.
    validate: { login: (value) => (value.trim().length < LOGIN_MIN_LENGTH ? 'tooShort' : null) },
  });
  const signIn = useMutation({
    mutationFn: (values: { login: string; password: string }) =>
      callApi(login, { login: values.login.trim(), password: values.password.trim() }),
    onSuccess: (user) => onSessionChange(user),
    onError: () => onSessionChange(null),
  });

  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <LanguageSwitcher />
      </header>
      <main className={classes.center}>
        <Paper className={classes.card} withBorder shadow="md" radius="md" p="xl">
          <Stack gap="xs" mb="lg" align="center" ta="center">
            <Badge size="xl" radius="sm" variant="filled">
              {t('app.abbr')}
            </Badge>
            <Title order={1} size="h2">
              {t('login.welcome')}
            </Title>
            <Text c="dimmed">{t('login.tagline')}</Text>
          </Stack>
          <form noValidate onSubmit={form.onSubmit((values) => signIn.mutate(values))}>
            <Stack gap="md">
              <TextInput
                label={t('login.login')}
                autoComplete="username"
                maxLength={LOGIN_MAX_LENGTH}
                key={form.key('login')}
                {...form.getInputProps('login')}
                error={form.errors.login ? t('login.tooShort', { min: LOGIN_MIN_LENGTH }) : undefined}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth loading={signIn.isPending}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </main>
    </div>
  );
}
