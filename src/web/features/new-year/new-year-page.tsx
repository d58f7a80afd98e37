import './texts';
import { Loader, Stack, Stepper } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  applyTurnover,
  previewTurnover,
  type TurnoverReport,
  type TurnoverRequest,
} from '../../../contract/new-year';
import { currentYear } from '../../api/academic-year';
import { ApiError } from '../../api/errors';
import { showToast } from '../../api/toast';
import { showFailure } from '../../api/transport';
import { useWrite } from '../../api/write';
import { NotAllowed } from '../../components/not-allowed';
import { useAddressUpdate } from '../../lib/address-update';
import { usePermissions } from '../../lib/permissions';
import { apply, newProgressId, preview, progressQuery } from './api';
import { type Choices, choiceProblems, requestOf } from './choices';
import { type Place, paramsOf, placeOf, type Step } from './choices-address';
import { ChoicesForm } from './choices-form';
import { useWrittenSummary } from './counts-table';
import classes from './new-year.module.css';
import { PreviewStep } from './preview-step';
import { ReportStep, type ShownReport } from './report-step';
import { TurnoversList } from './turnovers-list';

/** {base}/new-year (decision 0048): a new academic year in one guided step, for administrators and editors. */
export default function NewYearPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  // A viewer is told who does the turnover, not only that they may not.
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

/** The Stepper's index of each step. */
const stepIndex: Record<Step, number> = { choices: CHOICES, preview: PREVIEW, report: REPORT };

/**
 * The three steps (choices → preview → report) over the latest turnovers. The years, the choices, the
 * step and the turnover reported are in the address (decision 0057: a reload comes back to them; a preview is
 * made again, since it writes nothing). Back from the preview keeps the choices; a turnover of the list
 * opens in the report's step.
 */
function NewYearScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const updateAddress = useAddressUpdate();
  const place = placeOf(params, currentYear());
  // The choices answer a tick at once (a navigation renders later, as a transition, and a controlled box
  // would show its old state meanwhile): held here, from the address at the start, and written to it.
  const [choices, setChoices] = useState(place.choices);
  const choose = (next: Choices) => {
    setChoices(next);
    go({ choices: next });
  };
  // A change builds on the address as it is now, not on this render's (the router renders a navigation
  // as a transition: a second change may come before it, lib/address-update.ts).
  const go = (next: Partial<Place>) => {
    setEmptyApply(null);
    updateAddress((current) => paramsOf({ ...placeOf(current, currentYear()), ...next }));
  };
  const [previewed, setPreviewed] = useState<{ request: TurnoverRequest; report: TurnoverReport } | null>(
    null,
  );
  const [stale, setStale] = useState<string | null>(null);
  // The answer of the latest apply: shown as the report of its turnover, without reading it again.
  const [applied, setApplied] = useState<ShownReport | null>(null);
  // An apply that wrote nothing has no turnover to put in the address: its report is shown from here.
  const [emptyApply, setEmptyApply] = useState<ShownReport | null>(null);
  // Set at the press, before React renders the busy button: a second press sends nothing.
  const applyingNow = useRef(false);
  const summary = useWrittenSummary();

  const previewing = useMutation({
    mutationFn: preview,
    onSuccess: (report, request) => {
      setPreviewed({ request, report });
      setStale(null);
      go({ step: 'preview' });
    },
    // Refused (a year the server will not take): the choices, where the failure toast points.
    onError: () => go({ step: 'choices' }),
  });
  // The running apply's name, to ask how far it has gone (decision 0057).
  const [progressId, setProgressId] = useState('');
  const applying = useWrite(
    applyTurnover,
    ({ request, token, named }: { request: TurnoverRequest; token: string; named: string }) =>
      apply(request, token, named),
    {
      silent: true,
      onDone: (_sms, answer) => {
        applyingNow.current = false;
        showToast({
          color: 'green',
          title: t('newYear.applied'),
          message: summary(answer.counts, 'applied'),
        });
        const shown = { idTurnover: answer.idTurnover, report: answer };
        setApplied(shown);
        setPreviewed(null);
        if (answer.idTurnover === null) {
          go({ step: 'choices' });
          setEmptyApply(shown);
        } else go({ step: 'report', idTurnover: answer.idTurnover });
      },
      onFailed: (error) => {
        applyingNow.current = false;
        sortFailure(error, setStale);
      },
    },
  );

  // Asked twice a second while the apply runs: the server answers between its statements.
  const progress = useQuery({
    ...progressQuery(progressId),
    enabled: applying.isPending && progressId !== '',
    refetchInterval: 500,
    gcTime: 0,
  });

  const runPreview = () => previewing.mutate(requestOf(choices));
  // Opened on a preview (a reload, a link): it is made again, once, as the screen starts; never later
  // (after an apply the address still says preview until the report's navigation has rendered).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (place.step !== 'preview') return;
    if (Object.keys(choiceProblems(choices)).length > 0) go({ step: 'choices' });
    else previewing.mutate(requestOf(choices));
  });
  const runApply = () => {
    if (!previewed || applyingNow.current) return;
    applyingNow.current = true;
    const named = newProgressId();
    setProgressId(named);
    applying.mutate({ request: previewed.request, token: previewed.report.token, named });
  };
  const backToChoices = () => {
    go({ step: 'choices' });
    setStale(null);
  };

  const step = emptyApply ? REPORT : stepIndex[place.step];
  const shown: ShownReport | null =
    emptyApply ??
    (place.step === 'report'
      ? applied?.idTurnover === place.idTurnover
        ? applied
        : { idTurnover: place.idTurnover }
      : null);

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
            onChange={choose}
            onPreview={runPreview}
            busy={previewing.isPending}
          />
        </Stepper.Step>
        <Stepper.Step
          label={t('newYear.steps.preview')}
          description={t('newYear.steps.previewHint')}
          allowStepSelect={false}
        >
          {previewed ? (
            <PreviewStep
              request={previewed.request}
              report={previewed.report}
              stale={stale}
              applying={applying.isPending}
              progress={progress.data}
              onApply={runApply}
              onBack={backToChoices}
              onPreviewAgain={runPreview}
            />
          ) : (
            <Loader aria-label={t('newYear.steps.preview')} />
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
            go({ step: 'report', idTurnover: entry.idTurnover });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </Stack>
  );
}
