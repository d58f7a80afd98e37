import './texts';
import { Alert, Button, Group, Stack, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SetupState, setupState } from '../../../contract/setup';
import { read } from '../../api/queries';
import { AuthCard } from '../../components/auth-card/auth-card';
import { LicencePanel } from '../../components/licence-panel/licence-panel';
import { QueryPending } from '../../components/query-pending';
import { HOME_PATH, LOGOUT_PATH } from '../../lib/paths';
import { usePermissions } from '../../lib/permissions';
import { useTabTitle } from '../../lib/tab-title';
import classes from './setup.module.css';
import { UniversityForm } from './university-form';

/** Whether the licence in force lets the users in. */
const admits = (state: SetupState) =>
  state.licence.verdict === 'valid' || state.licence.verdict === 'expiringSoon';

/**
 * {base}/setup (decision 0060), outside the shell: on a database without a university an administrator is led
 * here, through two steps: the university (once), then the vendor's licence (its file, or the line to send
 * the vendor). Anyone else reads that setup comes first and who does it. Once both are done it says so and
 * leads to the educational screen; the licence is renewed later on the Licence screen.
 */
export default function SetupPage() {
  const { t, i18n } = useTranslation();
  const state = useQuery(read(setupState, undefined, { language: i18n.language }));
  const { isAdministrator } = usePermissions();
  useTabTitle(t('setup.title'));
  const answer = state.data;
  const intro =
    answer?.needed === false
      ? t(admits(answer) ? 'setup.done.title' : 'setup.introLicence')
      : t(isAdministrator ? 'setup.intro' : 'setup.othersIntro');
  return (
    <AuthCard title={t('setup.title')} intro={intro} width="62rem">
      <Stack gap="lg">
        {answer === undefined ? (
          <QueryPending query={state} />
        ) : !isAdministrator && answer.needed ? (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} classNames={{ message: classes.dark }}>
            {answer.message}
          </Alert>
        ) : !answer.needed && admits(answer) ? (
          <Done state={answer} />
        ) : !isAdministrator ? (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} classNames={{ message: classes.dark }}>
            {answer.licence.message}
          </Alert>
        ) : (
          <Steps state={answer} />
        )}
        <Group justify="flex-end">
          <Button component={Link} to={LOGOUT_PATH} variant="subtle">
            {t('logout.action')}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}

/** The two steps: the university while there is none, then the licence. */
function Steps({ state }: { state: SetupState }) {
  const { t } = useTranslation();
  const step = state.needed ? 0 : 1;
  // On a phone the steps stand one under the other: side by side, the second wrapped under a dangling line.
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Stepper
      active={step}
      allowNextStepsSelect={false}
      size="sm"
      orientation={narrow ? 'vertical' : 'horizontal'}
      classNames={{ content: classes.content }}
    >
      <Stepper.Step label={t('setup.steps.university')} description={t('setup.steps.universityHint')}>
        {/* The form's groups are h3 under the step, as the licence panel's sections are h2. */}
        <VisuallyHidden component="h2">{t('setup.steps.university')}</VisuallyHidden>
        <UniversityForm state={state} />
      </Stepper.Step>
      <Stepper.Step label={t('setup.steps.licence')} description={t('setup.steps.licenceHint')}>
        <Stack gap="md">
          {state.university && (
            <Text>{t('setup.licenceStep', { name: state.university.v2, code: state.university.code })}</Text>
          )}
          <LicencePanel state={state} />
        </Stack>
      </Stepper.Step>
    </Stepper>
  );
}

function Done({ state }: { state: SetupState }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden />} classNames={{ message: classes.dark }}>
      <Stack gap="sm">
        <Text size="sm">{t('setup.done.text', { name: state.university?.v2 ?? '' })}</Text>
        <div>
          {/* Its words wrap on a phone rather than run out of the notice. */}
          <Button component={Link} to={HOME_PATH} h="auto" py={8} classNames={{ label: classes.wrapping }}>
            {t('setup.done.go')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
