import './texts';
import { Stack, Stepper } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewTurnover, type TurnoverReport, type TurnoverRequest } from '../../../contract/new-year';
import { currentYear } from '../../api/academic-year';
import { ApiError } from '../../api/errors';
import { useReloadReads } from '../../api/queries';
import { showToast } from '../../api/toast';
import { showFailure } from '../../api/transport';
import { NotAllowed } from '../../components/not-allowed';
import { usePermissions } from '../../lib/permissions';
import { apply, preview, turnoverChanges } from './api';
import { type Choices, defaultChoices, requestOf } from './choices';
import { ChoicesForm } from './choices-form';
import { useWrittenSummary } from './counts-table';
import classes from './new-year.module.css';
import { PreviewStep } from './preview-step';
import { ReportStep, type ShownReport } from './report-step';
import { TurnoversList } from './turnovers-list';

/** {base}/new-year (issue 30): a new academic year in one guided step, for administrators and editors. */
export default function NewYearPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  // A viewer is told who does the turnover (issue 45), not only that they may not.
  return can(previewTurnover) ? <NewYearScreen /> : <NotAllowed text={t('newYear.notAllowed')} />;
}

const CHOICES = 0;
const PREVIEW = 1;
const REPORT = 2;

/** A failure the apply's screen shows itself: a 409 in place; the rest as every call's. */
function sortFailure(error: unknown, onStale: (message: string) => void) {
  if (!(error instanceof ApiError)) return;
  if (error.status === 409) onStale(error.message);
  // An expired session and a licence refusal were handled by the client already.
  else if (error.status !== 401 && error.code !== 'LICENCE') showFailure(error);
}

/**
 * The three steps (choices → preview → report) over the latest turnovers. Back from the preview keeps
 * the choices; a turnover of the list opens in the report's step.
 */
function NewYearScreen() {
  const { t } = useTranslation();
  const reload = useReloadReads();
  const [step, setStep] = useState(CHOICES);
  const [choices, setChoices] = useState<Choices>(() => defaultChoices(currentYear()));
  const [previewed, setPreviewed] = useState<{ request: TurnoverRequest; report: TurnoverReport } | null>(
    null,
  );
  const [stale, setStale] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownReport | null>(null);
  // Set at the press, before React renders the busy button: a second press sends nothing.
  const applyingNow = useRef(false);
  const summary = useWrittenSummary();

  const previewing = useMutation({
    mutationFn: preview,
    onSuccess: (report, request) => {
      setPreviewed({ request, report });
      setStale(null);
      setStep(PREVIEW);
    },
  });
  const applying = useMutation({
    mutationFn: ({ request, token }: { request: TurnoverRequest; token: string }) => apply(request, token),
    onSuccess: (answer) => {
      showToast({ color: 'green', title: t('newYear.applied'), message: summary(answer.counts, 'applied') });
      setShown({ idTurnover: answer.idTurnover, report: answer });
      setPreviewed(null);
      setStep(REPORT);
    },
    onError: (error) => sortFailure(error, setStale),
    onSettled: () => {
      applyingNow.current = false;
      return reload(turnoverChanges);
    },
  });

  const runPreview = () => previewing.mutate(requestOf(choices));
  const runApply = () => {
    if (!previewed || applyingNow.current) return;
    applyingNow.current = true;
    applying.mutate({ request: previewed.request, token: previewed.report.token });
  };
  const backToChoices = () => {
    setStep(CHOICES);
    setStale(null);
  };

  return (
    <Stack gap="xl">
      <Stepper
        active={step}
        onStepClick={(next) => next === CHOICES && backToChoices()}
        classNames={{ steps: classes.noPrint }}
      >
        <Stepper.Step
          label={t('newYear.steps.choices')}
          description={t('newYear.steps.choicesHint')}
          allowStepSelect={step !== CHOICES}
        >
          <ChoicesForm
            choices={choices}
            onChange={setChoices}
            onPreview={runPreview}
            busy={previewing.isPending}
          />
        </Stepper.Step>
        <Stepper.Step
          label={t('newYear.steps.preview')}
          description={t('newYear.steps.previewHint')}
          allowStepSelect={false}
        >
          {previewed && (
            <PreviewStep
              request={previewed.request}
              report={previewed.report}
              stale={stale}
              applying={applying.isPending}
              onApply={runApply}
              onBack={backToChoices}
              onPreviewAgain={runPreview}
            />
          )}
        </Stepper.Step>
        <Stepper.Step
          label={t('newYear.steps.report')}
          description={t('newYear.steps.reportHint')}
          allowStepSelect={false}
        >
          {shown && <ReportStep key={shown.idTurnover ?? 'nothing'} shown={shown} onNew={backToChoices} />}
        </Stepper.Step>
      </Stepper>
      <div className={classes.noPrint}>
        <TurnoversList
          onOpen={(entry) => {
            setShown({ idTurnover: entry.idTurnover });
            setStep(REPORT);
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </Stack>
  );
}
