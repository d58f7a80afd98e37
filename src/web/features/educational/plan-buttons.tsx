import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '../../../contract/call';
import { nextYearGroups } from '../../../contract/planned-students';
import { deleteSpeciality } from '../../../contract/speciality-plan';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { AdmissionPlansModal } from './admission-plans-modal';
import { ButtonRow, type ScreenButton } from './button-row';
import { useCascadeOptions } from './cascade';
import { DuplicateModal } from './duplicate-modal';
import { GradingModal } from './grading-modal';
import { NextYearModal } from './next-year-modal';
import type { SpecialityPlace } from './parameters-form';
import { ParametersModal } from './parameters-modal';
import type { Structure } from './use-structure';

type PlanModal = 'parameters' | 'grading' | 'nextYear' | 'duplicate' | 'admissionPlans';

/**
 * The buttons of a speciality's plan (SPEC §2, decision 0015): its parameters and admission plan, its grading
 * rules and deleting it as a duplicate, which need a speciality (never a 9999 placeholder); next year's
 * groups and the faculty's admission plans as one table (its export and import, decision 0047), which need a
 * faculty. Each is refused, with the reason, to a user who may not write there.
 */
export function PlanButtons({ structure }: { structure: Structure }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { facultyRefusal } = usePermissions();
  const { chosen, choose, facultyRow, specialityRow } = structure;
  // The chosen faculty as the faculty-wide modals name it.
  const facultyName = facultyRow
    ? localName({ ru: facultyRow.faculty, kg: facultyRow.faculty_kg, en: facultyRow.faculty_en })
    : '';
  const { nameOf } = useCascadeOptions(structure);
  // Each opening builds its modal afresh (a new key); closing keeps it for the fade-out.
  const [open, setOpen] = useState<{ modal: PlanModal | null; count: number }>({ modal: null, count: 0 });
  const show = (modal: PlanModal) => setOpen(({ count }) => ({ modal, count: count + 1 }));
  const close = () => setOpen(({ count }) => ({ modal: null, count }));

  const { faculty: idFaculty, direction, form } = chosen;
  const place: SpecialityPlace | null =
    specialityRow &&
    specialityRow.id_speciality !== PLACEHOLDER_ID &&
    idFaculty !== null &&
    direction !== null &&
    form !== null
      ? { idFaculty, idDirection: direction, idFEduc: form, idSpeciality: specialityRow.id_speciality }
      : null;
  const forSpeciality = (call: Pick<CallDefinition, 'access' | 'path'>) =>
    place ? facultyRefusal(call, place.idFaculty) : t('educational.choose.speciality');
  // The parameters, plan and grading rules open for everyone once a speciality is chosen: read-only,
  // saying why, where the user may not save (decision 0033).
  const toLook = place ? null : t('educational.choose.speciality');
  // The speciality's code and name, as the cascade names it.
  const speciality = nameOf('speciality', specialityRow?.id_speciality ?? null);
  const buttons: ScreenButton[] = [
    {
      key: 'parameters',
      refusal: toLook,
      onClick: () => show('parameters'),
      history: { record: place && { kind: 'speciality', id: place.idSpeciality }, name: speciality },
    },
    { key: 'grading', refusal: toLook, onClick: () => show('grading') },
    {
      key: 'nextYear',
      refusal: facultyRow
        ? facultyRefusal(nextYearGroups, facultyRow.id_faculty)
        : t('educational.choose.faculty'),
      onClick: () => show('nextYear'),
    },
    { key: 'duplicate', refusal: forSpeciality(deleteSpeciality), onClick: () => show('duplicate') },
    // Everyone may export the plans; the modal's Import says who may change them.
    {
      key: 'admissionPlans',
      refusal: facultyRow ? null : t('educational.choose.faculty'),
      onClick: () => show('admissionPlans'),
    },
  ];

  return (
    <>
      <ButtonRow buttons={buttons} />
      {place && (
        <>
          <ParametersModal
            key={`parameters-${open.count}`}
            opened={open.modal === 'parameters'}
            place={place}
            speciality={speciality}
            onClose={close}
          />
          <GradingModal
            key={`grading-${open.count}`}
            opened={open.modal === 'grading'}
            place={place}
            onClose={close}
          />
          <DuplicateModal
            key={`duplicate-${open.count}`}
            opened={open.modal === 'duplicate'}
            place={place}
            speciality={speciality}
            onDeleted={() => {
              close();
              choose('speciality', null);
            }}
            onClose={close}
          />
        </>
      )}
      {facultyRow && (
        <AdmissionPlansModal
          key={`admission-plans-${open.count}`}
          opened={open.modal === 'admissionPlans'}
          idFaculty={facultyRow.id_faculty}
          faculty={facultyName}
          onClose={close}
        />
      )}
      {facultyRow && (
        <NextYearModal
          key={`next-year-${open.count}`}
          opened={open.modal === 'nextYear'}
          idFaculty={facultyRow.id_faculty}
          faculty={facultyName}
          onClose={close}
        />
      )}
    </>
  );
}
