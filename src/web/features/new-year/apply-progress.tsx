import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../contract/call';
import type { turnoverProgress } from '../../../contract/new-year';

/**
 * How far the apply has gone, as the server running it says (decision 0057: the large university's apply takes
 * seconds): what it does now and a bar of its statements done; until its first answer, only that it runs.
 */
export function ApplyProgress({ progress }: { progress: CallData<typeof turnoverProgress> | undefined }) {
  const { t } = useTranslation();
  const label = t('newYear.progress.label');
  if (!progress?.known || progress.phase === null)
    return (
      <Text size="sm" role="status">
        {t('newYear.progress.waiting')}
      </Text>
    );
  return (
    <Stack gap={4} w="100%" maw={560}>
      <Progress.Root size="lg" aria-label={label}>
        <Progress.Section value={progress.percent} aria-label={label} />
      </Progress.Root>
      <Text size="sm" ta="right" role="status">
        {t('newYear.progress.step', {
          phase: t(`newYear.progress.phases.${progress.phase}`),
          percent: progress.percent,
        })}
      </Text>
    </Stack>
  );
}
