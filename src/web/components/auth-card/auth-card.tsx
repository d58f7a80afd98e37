import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../language-switcher';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  intro: string;
  /** The card's width at most (CSS length); 26rem by default. */
  width?: string;
  children: ReactNode;
}

/** The page of the signed-out screens (sign-in, change password): language switcher, centred card. */
export function AuthCard({ title, intro, width, children }: AuthCardProps) {
  const { t } = useTranslation();
  const style = width ? ({ '--auth-card-width': width } as CSSProperties) : undefined;
  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <LanguageSwitcher />
      </header>
      <main className={classes.center}>
        <Paper className={classes.card} style={style} withBorder shadow="md" radius="md" p="xl">
          <Stack gap="xs" mb="lg" align="center" ta="center">
            <Badge size="xl" radius="sm" variant="filled">
              {t('app.abbr')}
            </Badge>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          {children}
        </Paper>
      </main>
    </div>
  );
}
