import { roles } from '../../../contract/access';
import { screenTexts, type Trilingual, textOf } from '../../core/screen-texts';
import {
  type Field,
  type KindDescription,
  kindLabel,
  local,
  lookup,
  record,
  sqlTemplate,
  threeNames,
} from '../kind';
import { academicYear, estimationForm, memberType } from './lookups';

// The kinds of the grading rules, positions, classrooms, commission and users screens.

const { grading, positions, classrooms, commission, users } = screenTexts;
const as =
  (show: Field['show']) =>
  <Screen>(texts: Record<'ru' | 'kg' | 'en', Screen>, pick: (screen: Screen) => string): Field => ({
    label: textOf(texts, pick),
    show,
  });
const asText = as('text');
const asNumber = as('number');
const asFlag = as('flag');
const asDay = as('date');

/** A grading rule as the screen names it, "Правило 1 (0–100 баллов)", over its row `v`. */
const ruleName = (lang: 'ru' | 'kg' | 'en') =>
  `COALESCE(${sqlTemplate(grading[lang].variantLabel, { name: 'v.ebe_var', min: 'v.min_bal', max: 'v.max_bal' })}, '')`;

export const gradingRule: KindDescription = {
  table: 'ebe_var',
  key: 'id_ebe_var',
  label: kindLabel('gradingRule'),
  name: (lang) => ruleName(lang),
  joins: 'CROSS JOIN LATERAL (SELECT o.*) v',
  fields: {
    ebe_var: asText(grading, (t) => t.variant),
    min_bal: asNumber(grading, (t) => t.begin),
    max_bal: asNumber(grading, (t) => t.end),
  },
};

const ofRule = 'LEFT JOIN ebe_var v ON v.id_ebe_var = o.id_ebe_var';

export const gradingRange: KindDescription = {
  table: 'ebe',
  key: 'id_ebe',
  label: kindLabel('gradingRange'),
  name: (lang) => `${ruleName(lang)} || ': ' || o.beg_bal || '–' || o.end_bal`,
  joins: ofRule,
  fields: {
    id_ebe_var: record(
      textOf(grading, (t) => t.variant),
      'gradingRule',
    ),
    beg_bal: asNumber(grading, (t) => t.begin),
    end_bal: asNumber(grading, (t) => t.end),
    estimation: asText(grading, (t) => t.grade),
  },
};

export const gradingDetail: KindDescription = {
  table: 'ebe_detal',
  key: 'id_ebe_detal',
  label: kindLabel('gradingDetail'),
  name: (lang) => `${ruleName(lang)} || ': ' || o.beg_bal || '–' || o.end_bal`,
  joins: 'LEFT JOIN ebe r ON r.id_ebe = o.id_ebe LEFT JOIN ebe_var v ON v.id_ebe_var = r.id_ebe_var',
  fields: {
    id_ebe: record(
      textOf(grading, (t) => t.ranges),
      'gradingRange',
    ),
    beg_bal: asNumber(grading, (t) => t.begin),
    end_bal: asNumber(grading, (t) => t.end),
    ekv_num: asNumber(grading, (t) => t.numeric),
    ekv_bukv: asText(grading, (t) => t.letter),
  },
};

/** The two kinds of a grade sheet's field (est_config.info_or_value). */
const fieldKinds: Record<string, Trilingual> = {
  '0': textOf(grading, (t) => t.config.entered),
  '1': textOf(grading, (t) => t.config.computed),
};

export const estimationField: KindDescription = {
  table: 'est_config',
  key: 'id_est_config',
  label: kindLabel('estimationField'),
  name: (lang) => `${ruleName(lang)} || ': ' || o.name_pole`,
  joins: ofRule,
  fields: {
    id_ebe_var: record(
      textOf(grading, (t) => t.variant),
      'gradingRule',
    ),
    order_pole: asNumber(grading, (t) => t.config.order),
    name_pole: asText(grading, (t) => t.config.name),
    info_or_value: { label: textOf(grading, (t) => t.config.kind), show: { choices: fieldKinds } },
    pole_mark_mag: asFlag(grading, (t) => t.config.inGradeBook),
    formula: asText(grading, (t) => t.config.formula),
    min: asNumber(grading, (t) => t.config.min),
    max: asNumber(grading, (t) => t.config.max),
  },
};

export const displayRule: KindDescription = {
  table: 'com_ebef_est',
  key: 'id_com_ebef_est',
  label: kindLabel('displayRule'),
  name: (lang) => `${ruleName(lang)} || ': ' || COALESCE(${local('e', 'name', lang)}, '')`,
  joins: `${ofRule} LEFT JOIN estimation_form e ON e.id_estimation_form = o.id_estimation_form`,
  fields: {
    id_ebe_var: record(
      textOf(grading, (t) => t.variant),
      'gradingRule',
    ),
    id_estimation_form: lookup(
      textOf(grading, (t) => t.display.form),
      estimationForm,
    ),
    definition: asText(grading, (t) => t.display.definition),
  },
};

export const position: KindDescription = {
  table: 'rrnk_doljnost',
  key: 'id_rrnk_doljnost',
  label: kindLabel('position'),
  // Its university's row (migration 0025): no write moves it to another.
  untold: ['id_vuz'],
  name: () => `o.n_doljnost || COALESCE(' (' || y.label || ')', '')`,
  joins: 'LEFT JOIN a_year y ON y.id_a_year = o.id_a_year',
  fields: {
    id_a_year: lookup(
      textOf(positions, (t) => t.year),
      academicYear,
    ),
    n_doljnost: asText(positions, (t) => t.name),
    chasy: asNumber(positions, (t) => t.hours),
  },
};

export const building: KindDescription = {
  table: 'korpus',
  key: 'id_korpus',
  label: kindLabel('building'),
  // Its university's row (migration 0025): no write moves it to another.
  untold: ['id_vuz'],
  name: (lang) => local('o', 'korpus', lang),
  fields: {
    ...threeNames('korpus'),
    adres: asText(classrooms, (t) => t.addressRu),
    adres_kg: asText(classrooms, (t) => t.addressKg),
    adres_en: asText(classrooms, (t) => t.addressEn),
  },
};

/** An office (отдел) a classroom may belong to, edited in the classrooms screen's modal (decision 0062). */
export const office: KindDescription = {
  table: 'otdel',
  key: 'id_otdel',
  label: kindLabel('office'),
  // Its university's row (migration 0025): no write moves it to another.
  untold: ['id_vuz'],
  name: (lang) => local('o', 'otdel', lang),
  fields: threeNames('otdel'),
};

export const classroom: KindDescription = {
  table: 'auditorium',
  key: 'id_auditorium',
  label: kindLabel('classroom'),
  name: (lang) => `o.number || COALESCE(' — ' || ${local('k', 'korpus', lang)}, '')`,
  joins: 'LEFT JOIN korpus k ON k.id_korpus = o.id_korpus',
  fields: {
    id_korpus: record(
      textOf(classrooms, (t) => t.building),
      'building',
    ),
    number: asText(classrooms, (t) => t.number),
    contain: asNumber(classrooms, (t) => t.capacity),
    square: asNumber(classrooms, (t) => t.square),
    note: asText(classrooms, (t) => t.note),
    id_specifics: record(
      textOf(classrooms, (t) => t.specifics),
      'specifics',
    ),
    id_faculty: record(
      textOf(classrooms, (t) => t.faculty),
      'faculty',
    ),
    id_otdel_1: record(
      textOf(classrooms, (t) => t.office),
      'office',
    ),
    id_kafedra: record(
      textOf(classrooms, (t) => t.department),
      'department',
    ),
  },
};

export const specifics: KindDescription = {
  table: 'specifics',
  key: 'id_specifics',
  label: kindLabel('specifics'),
  name: (lang) => local('o', 'specifics', lang),
  fields: {
    ...threeNames('specifics'),
    short_specifics: asText(classrooms, (t) => t.shortName),
  },
};

const member = {
  id_faculty: record(
    textOf(commission, (t) => t.faculty),
    'faculty',
  ),
  id_member_type: lookup(
    textOf(commission, (t) => t.memberType),
    memberType,
  ),
  member_name: asText(commission, (t) => t.memberName),
  title: asText(commission, (t) => t.title),
};

export const commissionMember: KindDescription = {
  table: 'gak_member_history',
  key: 'id_gak_member_history',
  label: kindLabel('commissionMember'),
  name: (lang) => `o.member_name || COALESCE(' — ' || ${local('f', 'short_faculty', lang)}, '')`,
  joins: 'LEFT JOIN faculty f ON f.id_faculty = o.id_faculty',
  fields: {
    ...member,
    since: asDay(commission, (t) => t.termBegin),
    until: asDay(commission, (t) => t.termEnd),
  },
};

export const specialityCommissionMember: KindDescription = {
  table: 'gak_member_speciality',
  key: 'id_gak_member_speciality',
  label: kindLabel('specialityCommissionMember'),
  name: (lang) => `o.member_name || COALESCE(' — ' || sp.code || ' ' || ${local('sp', 'special', lang)}, '')`,
  joins: 'LEFT JOIN special sp ON sp.id_special = o.id_special',
  fields: {
    id_faculty: member.id_faculty,
    id_special: record(
      textOf(commission, (t) => t.speciality),
      'specialityName',
    ),
    id_member_type: member.id_member_type,
    member_name: member.member_name,
    title: member.title,
  },
};

const roleNames = Object.fromEntries(roles.map((role) => [role, textOf(users, (t) => t.roles[role])]));

export const user: KindDescription = {
  table: 'avn_user',
  key: 'id_avn_user',
  label: kindLabel('user'),
  // Its university's row (migration 0025): no write moves it to another.
  untold: ['id_vuz'],
  name: () => `concat_ws(' ', o.surname, o.name, NULLIF(o.patronymic, '')) || ' (' || o.login || ')'`,
  administratorsOnly: true,
  fields: {
    login: asText(users, (t) => t.login),
    surname: asText(users, (t) => t.surname),
    name: asText(users, (t) => t.name),
    patronymic: asText(users, (t) => t.patronymic),
    role: { label: textOf(users, (t) => t.role), show: { choices: roleNames } },
    all_faculties: asFlag(users, (t) => t.allFaculties),
    faculty_ids: { label: textOf(users, (t) => t.faculties), show: { records: 'faculty' } },
    disabled_at: {
      label: textOf(users, (t) => t.state),
      show: { presence: [textOf(users, (t) => t.active), textOf(users, (t) => t.disabled)] },
    },
    must_change_password: asFlag(users, (t) => t.mustChange),
  },
};
