import { skipToken } from '@tanstack/react-query';
import { facultyDirections, facultySpecialities, facultyStudyForms } from '../../contract/structure';
import { read, ready } from './queries';

/*
 * The educational structure as more than one screen reads it: the cascade's lists below a faculty (the
 * educational screen, the new academic year's choice of specialities).
 */

export const directionsQuery = (idFaculty: number | null) =>
  read(
    facultyDirections,
    ready(idFaculty, (id) => ({ idFaculty: id })),
  );
export const studyFormsQuery = (idFaculty: number | null, idDirection: number | null) =>
  read(
    facultyStudyForms,
    idFaculty !== null && idDirection !== null ? { idFaculty, idDirection } : skipToken,
  );
export const specialitiesQuery = (
  idFaculty: number | null,
  idDirection: number | null,
  idFeduc: number | null,
) =>
  read(
    facultySpecialities,
    idFaculty !== null && idDirection !== null && idFeduc !== null
      ? { idFaculty, idDirection, idFeduc }
      : skipToken,
  );
