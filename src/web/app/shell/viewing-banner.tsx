import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../features/ministry/texts';
import { MINISTRY_PATH } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { type ViewedUniversity, viewUniversity } from '../../lib/viewed-university';

/**
 * Above every screen while a ministry's account reads a university it opened (decision 0069): which one,
 * that it is read only (but for the shared classifiers, which the ministry's administrator keeps, decision
 * 0072), and the way back to the console (what was read of it is forgotten).
 */
export function ViewingBanner({ university }: { university: ViewedUniversity }) {
  const { t } = useTranslation();
  const session = useSession();
  const keeper = session.status === 'authenticated' && session.user.role === 'ministry_administrator';
  const navigate = useNavigate();
  const queries = useQueryClient();
  const back = () => {
    viewUniversity(null);
    queries.clear();
    void navigate(MINISTRY_PATH);
  };
  return (
    <Alert color="blue" icon={<IconEye aria-hidden />} mb="md" p="xs" data-testid="viewing-banner">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t(keeper ? 'ministry.viewingKeeper' : 'ministry.viewing', { name: university.name })}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={back}
        >
          {t('ministry.back')}
        </Button>
      </Group>
    </Alert>
  );
}
