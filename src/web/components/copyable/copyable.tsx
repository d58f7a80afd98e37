import './texts';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './copyable.module.css';

/**
 * A value to hand on (a licence request's code, a client's secret), shown as typed and copied whole with
 * one click; `onCopied` tells the screen it was copied (a secret shown once may then be closed freely).
 */
export function Copyable({
  label,
  value,
  block,
  onCopied,
}: {
  label: string;
  value: string;
  block?: boolean;
  onCopied?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copyable.done') : t('copyable.action')} withArrow>
              <ActionIcon
                variant="default"
                onClick={() => {
                  copy();
                  onCopied?.();
                }}
                aria-label={`${t('copyable.action')}: ${label}`}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Code block={block} className={classes.value}>
        {value}
      </Code>
    </Stack>
  );
}
