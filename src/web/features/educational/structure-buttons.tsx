import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDirection } from '../../../contract/catalog';
import type { RecordKind } from '../../../contract/history';
import { bindSpeciality } from '../../../contract/structure';
import { catalog } from '../../api/catalog';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';

import { ButtonRow, type ScreenButton } from './button-row';
import { useCascadeOptions } from './cascade';
import { type CatalogEditing, CatalogFormModal } from './catalog-forms';
import { type FacultyEditing, FacultyModal } from './faculty-modal';
import { HeadcountsModal } from './headcounts-modal';
import { newFacultyRefusal } from './roles';
import { SpecialityModal } from './speciality-modal';
import { UniversityModal } from './university-modal';
import type { Level, Structure } from './use-structure';

/**
 * The structure's edit buttons (SPEC §2): each enabled once its university, faculty or choice is made and
 * the user's role allows it; otherwise disabled with the reason as a tooltip.
 */
export function StructureButtons({ structure }: { structure: Structure }) {
  const { t } = useTranslation();
  const { refusal, facultyRefusal, user } = usePermissions();
  const say = (key: ReturnType<typeof newFacultyRefusal>) => (key === null ? null : t(key));
  const localName = useLocalName();
  const { chosen, chooseAll, university, facultyRow, specialityRow } = structure;
  const [modal, setModal] = useState<'vuz' | 'speciality' | 'headcounts' | null>(null);
  // Counts the openings of the speciality modal (its key).
  const [opened, setOpened] = useState(0);
  const [faculty, setFaculty] = useState<FacultyEditing | null>(null);
  const [editing, setEditing] = useState<CatalogEditing | null>(null);
  // The whole catalog rows (for their edit forms) load once a direction or form is chosen, not on arrival.
  const directions = useQuery({ ...catalog.directions(), enabled: chosen.direction !== null });
  const forms = useQuery({ ...catalog.studyForms(), enabled: chosen.form !== null });
  const direction = directions.data?.find((row) => row.id_direction === chosen.direction) ?? null;
  const form = forms.data?.find((row) => row.id_f_educ === chosen.form) ?? null;

  const need = (present: unknown, key: 'vuz' | 'faculty' | 'direction' | 'form'): string | null =>
    present ? null : t(`educational.choose.${key}`);
  const catalogRefusal = refusal(saveDirection);
  // The History of the record a button edits: the chosen one, named as the cascade names it.
  const { nameOf } = useCascadeOptions(structure);
  const historyOf = (kind: RecordKind, level: Level) => {
    const id = chosen[level];
    return { record: id === null ? null : { kind, id }, name: nameOf(level, id) };
  };
  const buttons: ScreenButton[] = [
    // The university and the faculty open for everyone: read-only, saying why, where the role may not save.
    {
      key: 'editVuz',
      refusal: need(university, 'vuz'),
      onClick: () => setModal('vuz'),
      history: historyOf('university', 'vuz'),
    },
    {
      key: 'addFaculty',
      refusal: need(university, 'vuz') ?? say(newFacultyRefusal(user)),
      onClick: () => university && setFaculty({ idVuz: university.id_vuz, row: null }),
    },
    {
      key: 'editFaculty',
      refusal: need(facultyRow, 'faculty'),
      onClick: () => facultyRow && setFaculty({ idVuz: facultyRow.id_vuz, row: facultyRow }),
      history: historyOf('faculty', 'faculty'),
    },
    {
      key: 'speciality',
      refusal:
        need(facultyRow, 'faculty') ??
        (facultyRow ? facultyRefusal(bindSpeciality, facultyRow.id_faculty) : null),
      onClick: () => {
        setOpened((count) => count + 1);
        setModal('speciality');
      },
    },
    {
      key: 'addDirection',
      refusal: catalogRefusal,
      onClick: () => setEditing({ kind: 'direction', row: null }),
    },
    {
      key: 'editDirection',
      refusal: need(direction, 'direction') ?? catalogRefusal,
      onClick: () => direction && setEditing({ kind: 'direction', row: direction }),
      history: historyOf('direction', 'direction'),
    },
    { key: 'addForm', refusal: catalogRefusal, onClick: () => setEditing({ kind: 'form', row: null }) },
    {
      key: 'editForm',
      refusal: need(form, 'form') ?? catalogRefusal,
      onClick: () => form && setEditing({ kind: 'form', row: form }),
      history: historyOf('studyForm', 'form'),
    },
    // Everyone may look at the planned students; the table says who may change them.
    { key: 'headcounts', refusal: need(facultyRow, 'faculty'), onClick: () => setModal('headcounts') },
  ];

  return (
    <>
      <ButtonRow buttons={buttons} />
      <UniversityModal row={modal === 'vuz' ? university : null} onClose={() => setModal(null)} />
      <FacultyModal editing={faculty} onClose={() => setFaculty(null)} />
      <SpecialityModal
        // Built afresh at each opening, on the cascade's place of that moment.
        key={opened}
        place={
          modal === 'speciality' && facultyRow
            ? {
                idFaculty: facultyRow.id_faculty,
                faculty: localName({
                  ru: facultyRow.faculty,
                  kg: facultyRow.faculty_kg,
                  en: facultyRow.faculty_en,
                }),
                direction: chosen.direction,
                form: chosen.form,
                special: specialityRow?.id_special ?? null,
              }
            : null
        }
        onBound={(bound) => {
          setModal(null);
          chooseAll(bound);
        }}
        onClose={() => setModal(null)}
      />
      <CatalogFormModal editing={editing} onClose={() => setEditing(null)} />
      <HeadcountsModal
        opened={modal === 'headcounts'}
        idFaculty={facultyRow?.id_faculty ?? null}
        onClose={() => setModal(null)}
      />
    </>
  );
}
