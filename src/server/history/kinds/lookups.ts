import type { Named } from '../kind';
import { local } from '../kind';

// Small lists the screens show by name, not by their number: the academic years, half-years, commission
// roles, grade forms and kinds of division. They are not records with a history of their own here.

export const academicYear: Named = { table: 'a_year', key: 'id_a_year', name: () => 'o.label' };
export const halfYear: Named = { table: 'w_s', key: 'id_w_s', name: (lang) => local('o', 'name', lang) };
export const memberType: Named = {
  table: 'member_type',
  key: 'id_member_type',
  name: (lang) => local('o', 'member_type', lang),
};
export const estimationForm: Named = {
  table: 'estimation_form',
  key: 'id_estimation_form',
  name: (lang) => local('o', 'name', lang),
};
export const office: Named = { table: 'otdel', key: 'id_otdel', name: (lang) => local('o', 'otdel', lang) };
export const studyFormKind: Named = {
  table: 'f_educ_vid',
  key: 'id_f_educ_vid',
  name: (lang) => local('o', 'name', lang),
};
export const studyProgramme: Named = {
  table: 'f_educ_prog',
  key: 'id_f_educ_prog',
  name: (lang) => local('o', 'name', lang),
};
