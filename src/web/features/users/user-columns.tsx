import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../../../contract/limits';
import type { UserRow } from '../../../contract/users';
import type { Column } from '../../components/paged-table/paged-search-table';
import { isLanguage } from '../../i18n';
import { momentFormat } from '../../i18n/dates';
import { fullNameOf } from './api';

const NO_SCOPE = '—';

/** The users list's columns: login, full name, role, faculty scope, last sign-in and state. */
export function useUserColumns(facultyName: (id: number) => string): Column<UserRow>[] {
  const { t, i18n } = useTranslation();
  // Read through useTranslation, so that a language switch writes the dates anew.
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  const dates = momentFormat(language);

  // A viewer writes nothing: no scope (a dash, the same in every language).
  const scopeOf = (row: UserRow): string => {
    if (row.role === 'viewer') return NO_SCOPE;
    if (row.role === 'administrator' || row.allFaculties) return t('users.scopeAll');
    return row.facultyIds.map(facultyName).join(', ') || NO_SCOPE;
  };

  return [
    { key: 'login', header: t('users.login'), cell: (row) => row.login, width: 150 },
    { key: 'name', header: t('users.fullName'), cell: fullNameOf },
    { key: 'role', header: t('users.role'), cell: (row) => t(`users.roles.${row.role}`), width: 150 },
    { key: 'scope', header: t('users.scope'), cell: scopeOf },
    {
      key: 'lastSignIn',
      header: t('users.lastSignIn'),
      cell: (row) => (row.lastSignInAt ? dates.format(new Date(row.lastSignInAt)) : t('users.never')),
      width: 170,
    },
    {
      key: 'state',
      header: t('users.state'),
      width: 150,
      // Dot badges: the state in the dot's colour, the word in the text colour (the light and filled
      // badges' coloured text is too faint: axe color-contrast).
      cell: (row) => (
        <Group gap={4}>
          {row.disabled ? (
            <Badge color="red" variant="dot" tt="none">
              {t('users.disabled')}
            </Badge>
          ) : (
            <Badge color="green" variant="dot" tt="none">
              {t('users.active')}
            </Badge>
          )}
          {row.mustChangePassword && !row.disabled && (
            <Badge color="orange" variant="dot" tt="none">
              {t('users.mustChange')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
}
