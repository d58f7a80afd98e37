import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '../../../contract/limits';

interface SecretInputProps extends Omit<PasswordInputProps, 'onChange'> {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}

/**
 * A password of the signed-out screens (sign-in, change password): the password length limit and a named
 * show button, so both screens' password fields stay alike.
 */
export function SecretInput({ onChange, ...props }: SecretInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      maxLength={PASSWORD_MAX_LENGTH}
      visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
