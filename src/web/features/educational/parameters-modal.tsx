import { Tabs, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '../../../contract/call';
import { saveAdmissionPlan, saveSpecialityParameters } from '../../../contract/speciality-plan';
import { specialityViolations } from '../../api/check-filters';
import { useViolations } from '../../api/checks';
import { AppModal, type AppModalProps } from '../../components/app-modal';
import { CheckWarnings } from '../../components/check-warning/check-warning';
import type { CloseRequest } from '../../components/form-modal/form-body';
import { usePermissions } from '../../lib/permissions';
import { ParametersForm, type SpecialityPlace } from './parameters-form';
import { AdmissionPlanForm } from './plan-form';
import { type InModal, leaveTo } from './record-form';

type Tab = 'parameters' | 'plan';
const isTab = (value: string | null): value is Tab => value === 'parameters' || value === 'plan';

/**
 * Speciality parameters and admission plan (SPEC §2): two tabs, each with its own Save, so that what a
 * Save writes is plain. Leaving a tab (or the plan's year) with unsaved changes asks first.
 */
export function ParametersModal({
  place,
  speciality,
  opened,
  onClose,
}: Pick<AppModalProps, 'opened' | 'onClose'> & {
  place: SpecialityPlace;
  /** The speciality's code and name, shown under the title. */
  speciality: string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('parameters');
  const closeRequest = useRef<CloseRequest | null>(null);
  const { facultyRefusal } = usePermissions();
  // Each tab shows what the data checks say of what it edits: the licence, the admission plan.
  const licence = useViolations(specialityViolations(place.idSpeciality, ['licence']));
  const plan = useViolations(specialityViolations(place.idSpeciality, ['firstCourseVsPlan']));
  // Everyone may look; a viewer, or an editor outside the faculty, sees the tabs read-only with the reason.
  const inModal = (call: Pick<CallDefinition, 'access' | 'path'>): InModal => ({
    closeRequest,
    onClose,
    refusal: facultyRefusal(call, place.idFaculty),
  });
  return (
    <AppModal
      opened={opened}
      onClose={() => (closeRequest.current ? closeRequest.current() : onClose())}
      title={t('educational.parameters.title')}
      size="xl"
    >
      <Text fw={600} mb="sm">
        {speciality}
      </Text>
      <Tabs
        value={tab}
        onChange={(next) => isTab(next) && leaveTo(inModal(saveSpecialityParameters), () => setTab(next))}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="parameters">{t('educational.parameters.tab')}</Tabs.Tab>
          <Tabs.Tab value="plan">{t('educational.plan.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="parameters">
          <CheckWarnings rows={licence} mb="md" />
          <ParametersForm place={place} inModal={inModal(saveSpecialityParameters)} />
        </Tabs.Panel>
        <Tabs.Panel value="plan">
          <CheckWarnings rows={plan} mb="md" />
          <AdmissionPlanForm idSpeciality={place.idSpeciality} inModal={inModal(saveAdmissionPlan)} />
        </Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}
