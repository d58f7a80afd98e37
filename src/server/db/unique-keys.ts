import type { MessageKey } from '../core/messages';
import { GROUP_NAME } from './group-sql';

/**
 * A unique key of the schema, as a refused duplicate names the row holding it (decision 0035):
 * the columns it compares (lower: whatever the case), and the words of the clashing row `o` (with its
 * joins) its sentence quotes. A name in three languages is selected as x_ru, x_kg, x_en.
 */
export interface UniqueKey {
  table: string;
  key: string;
  match: { column: string; lower?: true }[];
  words: string;
  joins?: string;
  message: MessageKey;
}

const names = (alias: string, ru: string, as: string, kg = `${ru}_kg`, en = `${ru}_en`) =>
  `${alias}.${ru} AS ${as}_ru, ${alias}.${kg} AS ${as}_kg, ${alias}.${en} AS ${as}_en`;
const yearOf = (column: string) => `(2000 + ${column}) || '-' || (2001 + ${column})`;
const GROUP_JOINS = `JOIN study_group g ON g.id_group = o.id_group
  JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe JOIN n_gr n ON n.id_n_gr = c.id_n_gr`;

/** Every unique key a call's write can clash with, by its constraint's (index's) name. */
export const uniqueKeys: Record<string, UniqueKey> = {
  avn_user_login_key: {
    table: 'avn_user',
    key: 'id_avn_user',
    match: [{ column: 'login', lower: true }],
    words: `o.login AS login,
      COALESCE(NULLIF(btrim(concat_ws(' ', o.surname, o.name, o.patronymic)), ''), o.login) AS holder`,
    message: 'duplicateLogin',
  },
  direction_code_key: {
    table: 'direction',
    key: 'id_direction',
    match: [{ column: 'code', lower: true }],
    words: `o.code AS code, ${names('o', 'direction', 'name')}`,
    message: 'duplicateDirectionCode',
  },
  special_code_key: {
    table: 'special',
    key: 'id_special',
    match: [{ column: 'code', lower: true }],
    words: `o.code AS code, ${names('o', 'special', 'name')}`,
    message: 'duplicateSpecialCode',
  },
  f_educ_name_key: {
    table: 'f_educ',
    key: 'id_f_educ',
    match: [{ column: 'f_educ', lower: true }],
    words: 'o.f_educ AS name, o.short_name AS short',
    message: 'duplicateStudyForm',
  },
  faculty_name_key: {
    table: 'faculty',
    key: 'id_faculty',
    match: [{ column: 'id_vuz' }, { column: 'faculty', lower: true }],
    words: 'o.faculty AS name',
    message: 'duplicateFaculty',
  },
  kafedra_faculty_name_key: {
    table: 'kafedra',
    key: 'id_kafedra',
    match: [{ column: 'id_faculty' }, { column: 'f1', lower: true }],
    joins: 'JOIN faculty f ON f.id_faculty = o.id_faculty',
    words: `o.f1 AS name, ${names('f', 'faculty', 'faculty')}`,
    message: 'duplicateDepartment',
  },
  level_name_key: {
    table: 'level',
    key: 'id_level',
    match: [{ column: 'name_level', lower: true }],
    words: 'o.name_level AS name',
    message: 'duplicateLevel',
  },
  qualification_name_key: {
    table: 'qualification',
    key: 'id_qualification',
    match: [{ column: 'name_qualification', lower: true }],
    words: 'o.name_qualification AS name',
    message: 'duplicateQualification',
  },
  speciality_id_faculty_id_direction_id_special_id_f_educ_key: {
    table: 'speciality',
    key: 'id_speciality',
    match: [
      { column: 'id_faculty' },
      { column: 'id_direction' },
      { column: 'id_special' },
      { column: 'id_f_educ' },
    ],
    joins: `JOIN faculty f ON f.id_faculty = o.id_faculty JOIN direction d ON d.id_direction = o.id_direction
      JOIN special sp ON sp.id_special = o.id_special JOIN f_educ fe ON fe.id_f_educ = o.id_f_educ`,
    words: `sp.code AS code, d.code AS direction, ${names('sp', 'special', 'special')},
      ${names('f', 'faculty', 'faculty')}, ${names('fe', 'f_educ', 'form')}`,
    message: 'duplicateSpeciality',
  },
  n_gr_name_key: {
    table: 'n_gr',
    key: 'id_n_gr',
    match: [{ column: 'id_faculty' }, { column: 'n_gr', lower: true }],
    joins: 'JOIN faculty f ON f.id_faculty = o.id_faculty',
    words: `o.n_gr AS name, ${names('f', 'faculty', 'faculty')}`,
    message: 'duplicateNameGroup',
  },
  com_gspe_id_speciality_id_n_gr_id_sub_gr_key: {
    table: 'com_gspe',
    key: 'id_com_gspe',
    match: [{ column: 'id_speciality' }, { column: 'id_n_gr' }, { column: 'id_sub_gr' }],
    joins: `JOIN n_gr n ON n.id_n_gr = o.id_n_gr JOIN speciality s ON s.id_speciality = o.id_speciality
      JOIN special sp ON sp.id_special = s.id_special`,
    words: `n.n_gr || CASE WHEN o.id_sub_gr > 0 THEN '-' || o.id_sub_gr ELSE '' END AS name, sp.code AS code,
      ${names('sp', 'special', 'special')}`,
    message: 'duplicateBinding',
  },
  study_group_id_com_gspe_id_group_y_key: {
    table: 'study_group',
    key: 'id_group',
    match: [{ column: 'id_com_gspe' }, { column: 'id_group_y' }],
    joins: GROUP_JOINS,
    words: `${GROUP_NAME} AS name, ${yearOf('o.id_group_y')} AS year`,
    message: 'duplicateGroupYear',
  },
  plan_abit_id_speciality_a_year_key: {
    table: 'plan_abit',
    key: 'id_plan_abit',
    match: [{ column: 'id_speciality' }, { column: 'a_year' }],
    joins: `JOIN speciality s ON s.id_speciality = o.id_speciality JOIN special sp ON sp.id_special = s.id_special`,
    words: `sp.code AS code, ${names('sp', 'special', 'special')}, ${yearOf('o.a_year')} AS year`,
    message: 'duplicateAdmissionPlan',
  },
  rrnk_gr_kolst_id_group_id_a_year_id_w_s_key: {
    table: 'rrnk_gr_kolst',
    key: 'id_rrnk_gr_kolst',
    match: [{ column: 'id_group' }, { column: 'id_a_year' }, { column: 'id_w_s' }],
    joins: `${GROUP_JOINS} JOIN w_s w ON w.id_w_s = o.id_w_s`,
    words: `${GROUP_NAME} AS name, ${yearOf('o.id_a_year')} AS year, ${names('w', 'name', 'half')}`,
    message: 'duplicateHeadcount',
  },
  est_config_name_key: {
    table: 'est_config',
    key: 'id_est_config',
    match: [{ column: 'id_ebe_var' }, { column: 'name_pole', lower: true }],
    joins: 'JOIN ebe_var v ON v.id_ebe_var = o.id_ebe_var',
    words: 'o.name_pole AS name, v.ebe_var AS variant',
    message: 'duplicateGradingField',
  },
  com_ebef_est_id_ebe_var_id_estimation_form_key: {
    table: 'com_ebef_est',
    key: 'id_com_ebef_est',
    match: [{ column: 'id_ebe_var' }, { column: 'id_estimation_form' }],
    joins: `JOIN ebe_var v ON v.id_ebe_var = o.id_ebe_var
      JOIN estimation_form e ON e.id_estimation_form = o.id_estimation_form`,
    words: `v.ebe_var AS variant, ${names('e', 'name', 'form')}`,
    message: 'duplicateDisplayRule',
  },
  rrnk_doljnost_name_key: {
    table: 'rrnk_doljnost',
    key: 'id_rrnk_doljnost',
    match: [{ column: 'id_a_year' }, { column: 'n_doljnost', lower: true }],
    words: `o.n_doljnost AS name, ${yearOf('o.id_a_year')} AS year`,
    message: 'duplicatePosition',
  },
  discipline_code_key: {
    table: 'discipline',
    key: 'id_discipline',
    match: [{ column: 'code', lower: true }],
    words: `o.code AS code, ${names('o', 'name', 'name')}`,
    message: 'duplicateDiscipline',
  },
  specifics_name_key: {
    table: 'specifics',
    key: 'id_specifics',
    match: [{ column: 'specifics', lower: true }],
    words: 'o.specifics AS name',
    message: 'duplicateSpecifics',
  },
  korpus_name_key: {
    table: 'korpus',
    key: 'id_korpus',
    match: [{ column: 'korpus', lower: true }],
    words: 'o.korpus AS name',
    message: 'duplicateBuilding',
  },
  otdel_name_key: {
    table: 'otdel',
    key: 'id_otdel',
    match: [{ column: 'otdel', lower: true }],
    words: 'o.otdel AS name',
    message: 'duplicateOffice',
  },
  auditorium_number_key: {
    table: 'auditorium',
    key: 'id_auditorium',
    match: [{ column: 'id_korpus' }, { column: 'number', lower: true }],
    joins: 'JOIN korpus k ON k.id_korpus = o.id_korpus',
    words: `o.number AS number, ${names('k', 'korpus', 'building')}`,
    message: 'duplicateClassroom',
  },
};

/**
 * A unique key of a name or code has its look-alike keys (migration 0022, decision 0056): three unique
 * indexes of the name's confusables skeleton within the key's scope, as written, in lower and in upper case,
 * named `<key>_look_alike`, `…_lower`, `…_upper` (the key's name without `_key`).
 */
export const LOOK_ALIKE = /_look_alike(_lower|_upper)?$/;
const LOOK_ALIKE_CASES = ['', '_lower', '_upper'] as const;
export const lookAlikesOf = (key: string) =>
  LOOK_ALIKE_CASES.map((variant) => key.replace(/_key$/, `_look_alike${variant}`));
export const keyOfLookAlike = (lookAlike: string) => lookAlike.replace(LOOK_ALIKE, '_key');

/**
 * The unique keys no call's write clashes with through the generic save, and why: the proof
 * (unique-keys.test.ts) fails on a key of the schema that is in neither list.
 */
export const keysWithoutSentence: Record<string, string> = {
  gak_member_history_present_key: 'the commission finds and names its clash before writing (decision 0031)',
  gak_member_speciality_name_key: 'the commission finds and names its clash before writing (decision 0031)',
  vid_discipline_name_key: 'no call writes kinds of discipline',
  member_type_name_key: 'no call writes member types',
  ebe_var_name_key: 'no call writes grading variants',
  estimation_form_code_key: 'no call writes estimation forms',
  year_turnover_written_id_year_turnover_table_name_action_key:
    'a turnover records one row per table and action itself (new-year/writes.ts); no payload chooses it',
  integration_client_name_key:
    'integrations/create names the clash itself under the name field (integration/clients.ts, decision 0075)',
  integration_client_client_key_key:
    'the server draws each client_id at random (130 bits); no payload chooses it',
};
