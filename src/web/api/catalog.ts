import {
  allDirection,
  allFaculty,
  allFeduc,
  allSpecial,
  departments,
  feducProg,
  feducVid,
  nameLevel,
  qualification,
} from '../../contract/catalog';
import { gradingVariants } from '../../contract/grading';
import { academicYears } from '../../contract/structure';
import { read } from './queries';

/**
 * The catalogs every screen may show (a picker, a cascade, a column), read one way: whichever screen
 * shows a list, it is the same query, so a write on one screen is what every other one shows next.
 */
export const catalog = {
  faculties: () => read(allFaculty),
  departments: () => read(departments),
  directions: () => read(allDirection),
  specialities: () => read(allSpecial),
  qualifications: () => read(qualification),
  levels: () => read(nameLevel),
  studyForms: () => read(allFeduc),
  studyFormKinds: () => read(feducVid),
  studyFormProgrammes: () => read(feducProg),
  gradingVariants: () => read(gradingVariants),
  academicYears: () => read(academicYears),
};
