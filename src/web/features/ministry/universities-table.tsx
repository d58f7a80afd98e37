import { Badge, Button, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../../../contract/limits';
import type { MinistryOverview, MinistryUniversity, UniversityFigures } from '../../../contract/ministry';
import { verdictColours } from '../../components/licence-panel/licence-panel';
import { isLanguage } from '../../i18n';
import { localDate, momentFormat } from '../../i18n/dates';
import { useOpenUniversity } from './api';

/** The figures' columns, in the order the console shows them. */
const figureKeys = [
  'faculties',
  'groups',
  'students',
  'planBudget',
  'planContract',
  'seats',
  'openChecks',
] as const;

/** The universities side by side, a row each and the totals under them; a row opens its structure read only. */
export function UniversitiesTable({ overview }: { overview: MinistryOverview }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  const moments = momentFormat(language);
  const open = useOpenUniversity();
  const numbers = new Intl.NumberFormat(language === 'kg' ? 'ru-RU' : language === 'en' ? 'en-GB' : 'ru-RU');
  const figures = (row: { figures: UniversityFigures }) =>
    figureKeys.map((key) => (
      <Table.Td key={key} ta="right">
        {numbers.format(row.figures[key])}
      </Table.Td>
    ));
  const staff = (counts: MinistryUniversity['staff']) => t('ministry.staffShort', counts);
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
      <Table striped highlightOnHover stickyHeader miw={1180} aria-label={t('ministry.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ministry.columns.university')}</Table.Th>
            <Table.Th miw={140}>{t('ministry.columns.licence')}</Table.Th>
            <Table.Th>{t('ministry.columns.staff')}</Table.Th>
            <Table.Th>{t('ministry.columns.lastActivity')}</Table.Th>
            {figureKeys.map((key) => (
              <Table.Th key={key} ta="right">
                {t(`ministry.columns.${key}`)}
              </Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.universities.map((row) => (
            <Table.Tr key={row.idVuz}>
              <Table.Td maw={320}>
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {row.shortName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.name} · {row.code}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge color={verdictColours[row.licence.verdict]} radius="sm" tt="none">
                    {t(`ministry.licence.${row.licence.verdict}`)}
                  </Badge>
                  {row.licence.validUntil && (
                    <Text size="xs" c="dimmed">
                      {t('ministry.until', { date: localDate(row.licence.validUntil, language) })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{staff(row.staff)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {row.lastActivityAt ? moments.format(new Date(row.lastActivityAt)) : t('ministry.never')}
                </Text>
              </Table.Td>
              {figures(row)}
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEye size={16} aria-hidden />}
                  title={t('ministry.openHint')}
                  aria-label={`${t('ministry.open')}: ${row.shortName}`}
                  onClick={() => open(row)}
                >
                  {t('ministry.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t('ministry.totals', { count: overview.universities.length })}</Table.Td>
            <Table.Td />
            <Table.Td>{staff(overview.totals.staff)}</Table.Td>
            <Table.Td />
            {figures(overview.totals)}
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
