import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../../contract/academic-year';
import type { CallData } from '../../../contract/call';
import type { TurnoverReport, TurnoverRequest, turnoverProgress } from '../../../contract/new-year';
import { GuardedButton } from '../../components/guarded-button';
import { warningTitleClass } from '../../components/warning-badge';
import { ApplyProgress } from './apply-progress';
import { CountsTable, ScopeNote } from './counts-table';
import { applyBlockOf } from './report-rows';
import { RowsTable } from './rows-table';

/**
 * Step 2: what the choices would carry, per kind and per speciality, nothing written yet; Apply sends
 * the same request with the preview's token. A change since the preview (409) is said here, with the way
 * to preview again.
 */
export function PreviewStep({
  request,
  report,
  stale,
  applying,
  progress,
  onApply,
  onBack,
  onPreviewAgain,
}: {
  /** What was previewed: its years and whether "replace" was ticked, for why Apply would do nothing. */
  request: TurnoverRequest;
  report: TurnoverReport;
  /** The server's sentence on a refused apply (the data changed since the preview), or null. */
  stale: string | null;
  applying: boolean;
  /** How far the apply has gone, while it runs. */
  progress: CallData<typeof turnoverProgress> | undefined;
  onApply: () => void;
  onBack: () => void;
  onPreviewAgain: () => void;
}) {
  const { t } = useTranslation();
  const blockId = useId();
  const block = applyBlockOf(report.counts, request, stale !== null);
  const why = block
    ? t(`newYear.applyBlocked.${block}`, {
        year: yearLabel(request.yearTo),
        yearFrom: yearLabel(request.yearFrom),
      })
    : null;
  return (
    <Stack gap="md">
      <ScopeNote faculties={report.onlyFaculties} />
      <CountsTable counts={report.counts} mode="preview" />
      {stale && (
        <Alert
          color="orange"
          classNames={{ title: warningTitleClass }}
          icon={<IconAlertTriangle aria-hidden />}
          title={t('newYear.staleTitle')}
          role="alert"
          maw={880}
        >
          <Text size="sm">{stale}</Text>
          <Button mt="xs" size="xs" variant="light" color="orange" onClick={onPreviewAgain}>
            {t('newYear.previewAgain')}
          </Button>
        </Alert>
      )}
      <Stack gap={6} align="flex-end">
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('newYear.back')}
          </Button>
          <GuardedButton
            leftSection={<IconCheck size={18} aria-hidden />}
            refusal={why}
            aria-describedby={why ? blockId : undefined}
            loading={applying}
            onClick={onApply}
          >
            {t('newYear.apply')}
          </GuardedButton>
        </Group>
        {applying && <ApplyProgress progress={progress} />}
        {/* Why Apply is disabled, beside it and not only in its tooltip. */}
        {why && (
          <Text id={blockId} size="sm" ta="right" maw={560}>
            {why}
          </Text>
        )}
      </Stack>
      <RowsTable rows={report.rows} mode="preview" />
    </Stack>
  );
}
