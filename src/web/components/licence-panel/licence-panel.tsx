import './texts';
import { Alert, Badge, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenceVerdict } from '../../../contract/licence';
import {
  installLicence,
  LICENCE_TEXT_MAX_LENGTH,
  type LicencePanel as Panel,
  type SetupState,
} from '../../../contract/setup';
import { callApi, SCREEN_HANDLES_FAILURES } from '../../api/client';
import { ApiError } from '../../api/errors';
import { showToast } from '../../api/toast';
import { showFailure } from '../../api/transport';
import { useWrite } from '../../api/write';
import { localDate } from '../../i18n/dates';
import { usePermissions } from '../../lib/permissions';
import { Copyable } from '../copyable/copyable';
import { GuardedButton } from '../guarded-button';
import classes from './licence-panel.module.css';

/**
 * Each verdict's badge colour: shades whose white text reads at WCAG AA (4.5:1; Mantine's green and
 * orange 9 are below it: a darker orange of the same hue).
 */
export const verdictColours: Record<LicenceVerdict, string> = {
  valid: 'teal.9',
  expiringSoon: '#a63c06',
  expired: 'red.9',
  violated: 'red.9',
  absent: 'red.9',
};

/**
 * The licence panel (decision 0060): the licence in force (its verdict and SPEC §8 sentence, the organisation it
 * names, its validity and the days left), what to send the vendor for the next one, and the upload of the
 * vendor's file, checked by the server as it checks a licence. The setup page's second step and the
 * Licence screen show it; every read reloads after an installation, so no restart and no sign-in is needed.
 */
export function LicencePanel({ state }: { state: SetupState }) {
  return (
    <Stack gap="lg">
      <InForce licence={state.licence} />
      {state.vendor && <NextLicence vendor={state.vendor} />}
      <Install />
    </Stack>
  );
}

function InForce({ licence }: { licence: Panel }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => localDate(iso, i18n.language);
  const rows: Array<[string, ReactNode]> = [];
  if (licence.organisation) {
    rows.push([t('licencePanel.organisation'), licence.organisation.name]);
    rows.push([t('licencePanel.code'), licence.organisation.code]);
  }
  if (licence.validFrom && licence.validUntil)
    rows.push([
      t('licencePanel.validity'),
      t('licencePanel.validityValue', { from: day(licence.validFrom), until: day(licence.validUntil) }),
    ]);
  if (licence.daysLeft !== null && licence.validUntil)
    rows.push([
      t('licencePanel.daysLeft'),
      licence.daysLeft > 0
        ? String(licence.daysLeft)
        : licence.daysLeft === 0
          ? t('licencePanel.lastDay')
          : t('licencePanel.ended', { date: day(licence.validUntil) }),
    ]);
  if (licence.noticeFrom) rows.push([t('licencePanel.notice'), day(licence.noticeFrom)]);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('licencePanel.inForce')}
          </Title>
          <Badge color={verdictColours[licence.verdict]} size="lg" radius="sm" data-verdict={licence.verdict}>
            {t(`licencePanel.verdicts.${licence.verdict}`)}
          </Badge>
        </Group>
        {licence.message && <Text fw={500}>{licence.message}</Text>}
        {rows.length > 0 ? (
          <Table className={classes.facts} aria-label={t('licencePanel.inForce')}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">{t('licencePanel.none')}</Text>
        )}
        {!licence.keyConfigured && (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} classNames={{ message: classes.dark }}>
            {t('licencePanel.noKey')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function NextLicence({ vendor }: { vendor: NonNullable<SetupState['vendor']> }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('licencePanel.vendorTitle')}
        </Title>
        <Text size="sm">{t('licencePanel.vendorText')}</Text>
        <Copyable label={t('licencePanel.name')} value={vendor.name} />
        <Copyable label={t('licencePanel.code')} value={vendor.code} />
        <Copyable label={t('licencePanel.command')} value={vendor.command} block />
      </Stack>
    </Paper>
  );
}

function Install() {
  const { t } = useTranslation();
  const { isAdministrator } = usePermissions();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const install = useWrite(
    installLicence,
    (licence: string) => callApi(installLicence, { licence }, SCREEN_HANDLES_FAILURES),
    {
      silent: true,
      // Every read may have been refused for the licence: all of them are asked again.
      reloadsEveryRead: true,
      onDone: () => {
        showToast({ color: 'green', message: t('licencePanel.installed') });
        setFile(null);
      },
      onFailed: (error) => {
        // The server's one sentence goes under the file; anything else is a toast, as everywhere.
        if (error instanceof ApiError && error.status === 400) setProblem(error.message);
        else if (error instanceof ApiError) showFailure(error);
      },
    },
  );
  const submit = async () => {
    if (!file) return setProblem(t('licencePanel.chooseFile'));
    let text: string;
    try {
      text = (await file.text()).trim();
    } catch {
      return setProblem(t('licencePanel.unreadable'));
    }
    if (text.length > LICENCE_TEXT_MAX_LENGTH)
      return setProblem(t('licencePanel.tooLarge', { max: LICENCE_TEXT_MAX_LENGTH }));
    install.mutate(text);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('licencePanel.installTitle')}
        </Title>
        <Text size="sm">{t('licencePanel.installText')}</Text>
        <Group align="flex-start" gap="sm">
          <FileInput
            label={t('licencePanel.file')}
            placeholder={t('licencePanel.filePlaceholder')}
            accept=".txt,.lic,.licence,.license,text/plain"
            leftSection={<IconUpload size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
            clearable
            error={problem}
            className={classes.file}
            classNames={{ placeholder: classes.placeholder }}
          />
          <GuardedButton
            refusal={isAdministrator ? null : t('licencePanel.adminOnly')}
            loading={install.isPending}
            onClick={() => void submit()}
            className={classes.install}
          >
            {t('licencePanel.install')}
          </GuardedButton>
        </Group>
      </Stack>
    </Paper>
  );
}
