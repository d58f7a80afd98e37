import type { Language } from '../../../contract/limits';
import type { Named } from '../kind';
import { local } from '../kind';

// Small lists the screens show by name, not by their number: the academic years, half-years, commission
// roles, grade forms and the study forms' kinds and programmes. They are not records with a
// history of their own here.

/** A list whose rows are named by a column (in the language, when it has its Kyrgyz and English ones). */
const namedBy = (table: string, key: string, name: (lang: Language) => string): Named => ({
  table,
  key,
  name,
});
const inLanguage = (column: string) => (lang: Language) => local('o', column, lang);

export const academicYear = namedBy('a_year', 'id_a_year', () => 'o.label');
export const halfYear = namedBy('w_s', 'id_w_s', inLanguage('name'));
export const memberType = namedBy('member_type', 'id_member_type', inLanguage('member_type'));
export const estimationForm = namedBy('estimation_form', 'id_estimation_form', inLanguage('name'));
export const studyFormKind = namedBy('f_educ_vid', 'id_f_educ_vid', inLanguage('name'));
export const studyProgramme = namedBy('f_educ_prog', 'id_f_educ_prog', inLanguage('name'));
