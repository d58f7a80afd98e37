import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './overview.module.css';

/**
 * One figure of the overview: its title and what it counts, its actions (Export, a link), then its chart
 * and the table of the same numbers under it.
 */
export function FigureCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 18rem' }}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Group gap="xs">{actions}</Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
