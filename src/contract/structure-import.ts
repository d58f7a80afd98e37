import { z } from 'zod';
import { isoDateText } from './dates';
import { id, ids, optional, required, saveId, twoDigitYear } from './fields';
import { NAME_MAX_LENGTH } from './limits';
import { saveHeadcount } from './planned-students';
import { LICENCE_SUPPLEMENT_MAX_LENGTH, saveSpecialityParameters } from './speciality-plan';
import { ADDITION_MAX_LENGTH, bindNameGroup, NAME_GROUP_MAX_LENGTH } from './structure';

// The university's own structure from a registrar's files (decision 0061): its faculties, the
// specialities they teach (with licence and parameters) and its groups with their planned students, each
// a table of the export and the import, filtered by the university (the cascade's), the groups also by
// the year and half-year their numbers are of. A row of a speciality or a group is written by several of
// the screen's own saves; its payload, checked here first, carries the fields of each with their rules.

/** The university whose faculties and specialities a file holds. */
export const universityFilter = ids('idVuz');

/** The university whose groups a file holds, and the academic year and half-year of their numbers. */
export const universityGroupsFilter = z.object({
  idVuz: id(),
  idYear: twoDigitYear(),
  idWs: saveHeadcount.body.shape.idWs.unwrap(),
});

const parameters = saveSpecialityParameters.body.shape;

/** The four fields of a licence: all or none (SPEC §5: a licence requires all four). */
const LICENCE_FIELDS = ['Resolution', 'ResolutionBeg', 'ResolutionEnd', 'Supplement'] as const;

/**
 * A row of a faculty's speciality: its binding (faculty, direction, speciality name, study form: found, or
 * made by the binding's save), its parameters (the parameters save), and its licence, found by its
 * resolution and supplement or made (the licence save: days yyyy-mm-dd here, as a file reads them).
 */
export const importedSpeciality = z
  .object({
    idSpeciality: saveId(),
    idFaculty: id(),
    idDirection: id(),
    idSpecial: id(),
    idFEduc: id(),
    idKafedra: parameters.idKafedra,
    idLevel: parameters.idLevel,
    idQualification: parameters.idQualification,
    term: parameters.term,
    idStandart: parameters.idStandart,
    Resolution: optional(NAME_MAX_LENGTH, { multiline: true }),
    ResolutionBeg: isoDateText().default(''),
    ResolutionEnd: isoDateText().default(''),
    Supplement: optional(LICENCE_SUPPLEMENT_MAX_LENGTH, { multiline: true }),
    rowVersion: z.number().int().optional(),
  })
  .superRefine((row, context) => {
    if (LICENCE_FIELDS.every((field) => row[field] === '')) return;
    for (const field of LICENCE_FIELDS)
      if (row[field] === '')
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'required',
          params: { reason: 'required' },
        });
  });
export type ImportedSpeciality = z.output<typeof importedSpeciality>;

/**
 * A row of a group: its name-group (found in the faculty by its name, or made), bound with its sub-group
 * to the speciality, its group of the admission year (made, or its addition changed) and, where the file
 * gives them, its planned students of the filter's year and half-year.
 */
export const importedGroup = z.object({
  idGroup: saveId(),
  idSpeciality: id(),
  nGr: required(NAME_GROUP_MAX_LENGTH),
  idSubGr: bindNameGroup.body.shape.idSubGr,
  idGroupY: twoDigitYear(),
  dop: optional(ADDITION_MAX_LENGTH),
  kolB: saveHeadcount.body.shape.kolB.optional(),
  kolK: saveHeadcount.body.shape.kolK.optional(),
  idYear: twoDigitYear(),
  idWs: saveHeadcount.body.shape.idWs.unwrap(),
  rowVersion: z.number().int().optional(),
});
export type ImportedGroup = z.output<typeof importedGroup>;
