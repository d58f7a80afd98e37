import {
  allDirection,
  allFaculty,
  allFeduc,
  allSpecial,
  feducProg,
  feducVid,
  kafedra,
  nameLevel,
  qualification,
} from '../../contract/catalog';
import { commissionFaculties, facultySpecials } from '../../contract/commission';
import { gradingVariants } from '../../contract/grading';
import { gradingSpecialities } from '../../contract/speciality-plan';
import {
  academicYears,
  faculties,
  facultyDirections,
  facultySpecialities,
  facultyStudyForms,
  specialityCourses,
  specialityGroups,
} from '../../contract/structure';
import { type Reads, read } from './queries';

/**
 * The catalogs every screen may show (a picker, a cascade, a column), read one way: whichever screen
 * shows a list, it is the same query, so a write on one screen is what every other one shows next.
 */
export const catalog = {
  faculties: () => read(allFaculty),
  departments: () => read(kafedra),
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

/**
 * What a write of each catalog changes: its own list and every read that shows its rows (by name, or as
 * the choices of a cascade), as the server's cached reads name their tables; the data checks where a
 * record may lack its translations.
 */
export const catalogChanges = {
  faculty: [allFaculty, kafedra, faculties, commissionFaculties],
  department: [kafedra],
  direction: [allDirection, facultyDirections],
  speciality: [allSpecial, facultySpecialities, facultySpecials, gradingSpecialities],
  qualification: [qualification],
  level: [nameLevel],
  studyForm: [allFeduc, facultyStudyForms, specialityCourses, specialityGroups],
  gradingVariant: [gradingVariants, gradingSpecialities],
} satisfies Record<string, Reads>;

/** Every catalog read: what a write of several catalogs at once changes. */
export const allCatalogReads: Reads = [...new Set(Object.values(catalogChanges).flat())];
