import { Badge, Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scopeTextKeys } from '../../../contract/integration';
import { FALLBACK_LANGUAGE } from '../../../contract/limits';
import type { Column } from '../../components/paged-table/paged-search-table';
import { isLanguage } from '../../i18n';
import { momentFormat } from '../../i18n/dates';
import type { ClientRow } from './api';

const NO_SCOPE = '—';

/** The clients list's columns: name, client ID, permissions, faculties, created, last call, state. */
export function useClientColumns(facultyName: (id: number) => string): Column<ClientRow>[] {
  const { t, i18n } = useTranslation();
  // Read through useTranslation, so that a language switch writes the dates anew.
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  const dates = momentFormat(language);
  const moment = (iso: string) => dates.format(new Date(iso));

  return [
    { key: 'name', header: t('integrations.name'), cell: (row) => row.name },
    {
      key: 'clientId',
      header: t('integrations.clientId'),
      width: 250,
      cell: (row) => <Code>{row.clientId}</Code>,
    },
    {
      key: 'scopes',
      header: t('integrations.scopes'),
      cell: (row) =>
        row.scopes.map((scope) => t(`integrations.scopeNames.${scopeTextKeys[scope]}`)).join(', '),
    },
    {
      key: 'faculties',
      header: t('integrations.faculties'),
      cell: (row) =>
        row.allFaculties
          ? t('integrations.allFaculties')
          : row.facultyIds.map(facultyName).join(', ') || NO_SCOPE,
    },
    { key: 'created', header: t('integrations.created'), width: 150, cell: (row) => moment(row.createdAt) },
    {
      key: 'lastUsed',
      header: t('integrations.lastUsed'),
      width: 150,
      cell: (row) => (row.lastUsedAt ? moment(row.lastUsedAt) : t('integrations.never')),
    },
    {
      key: 'state',
      header: t('integrations.state'),
      // Wide enough for the longest state, Kyrgyz «Кайтарылды», on one line.
      width: 175,
      // Dot badges, as the users' states (the light badges' coloured text is too faint: axe color-contrast).
      cell: (row) => (
        <Group gap={4}>
          <Badge color={row.revokedAt ? 'red' : 'green'} variant="dot" tt="none">
            {row.revokedAt ? t('integrations.revoked') : t('integrations.active')}
          </Badge>
        </Group>
      ),
    },
  ];
}
