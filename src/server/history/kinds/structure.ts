import { screenTexts, textOf } from '../../core/screen-texts';
import { GROUP_NAME } from '../../db/group-sql';
import { type Field, type KindDescription, kindLabel, local, lookup, record } from '../kind';
import { academicYear, halfYear } from './lookups';

// The educational screen's rows below a faculty: its specialities (binding, parameters, grading rule),
// licences, name-groups, groups, admission plans and planned headcounts (SPEC §3, §4).

const { educational } = screenTexts;
type Educational = (typeof educational)['ru'];
const label = (pick: (texts: Educational) => string) => textOf(educational, pick);
const shown =
  (show: Field['show']) =>
  (pick: (texts: Educational) => string): Field => ({ label: label(pick), show });
const asText = shown('text');
const asNumber = shown('number');
const asFlag = shown('flag');
const asDay = shown('date');

/** A speciality as the lists name it: "080111 Маркетинг — ФЭМ, Очная" (the row `s`). */
const specialityName = (lang: Parameters<typeof local>[2], s = 's') =>
  `COALESCE(${s}_sp.code || ' ' || ${local(`${s}_sp`, 'special', lang)}, '#' || ${s}.id_speciality)
   || COALESCE(' — ' || ${local(`${s}_f`, 'short_faculty', lang)}, '') || COALESCE(', ' || ${local(`${s}_fe`, 'f_educ', lang)}, '')`;
const specialityJoins = (s: string) => `LEFT JOIN special ${s}_sp ON ${s}_sp.id_special = ${s}.id_special
  LEFT JOIN faculty ${s}_f ON ${s}_f.id_faculty = ${s}.id_faculty LEFT JOIN f_educ ${s}_fe ON ${s}_fe.id_f_educ = ${s}.id_f_educ`;

export const speciality: KindDescription = {
  table: 'speciality',
  key: 'id_speciality',
  label: kindLabel('speciality'),
  name: (lang) => specialityName(lang, 'o'),
  joins: specialityJoins('o'),
  fields: {
    id_faculty: record(
      label((t) => t.level.faculty),
      'faculty',
    ),
    id_direction: record(
      label((t) => t.level.direction),
      'direction',
    ),
    id_special: record(
      label((t) => t.level.speciality),
      'specialityName',
    ),
    id_f_educ: record(
      label((t) => t.level.form),
      'studyForm',
    ),
    trimester: asFlag((t) => t.speciality.trimester),
    phd: asNumber((t) => t.speciality.doctorate),
    id_kafedra: record(
      label((t) => t.parameters.idKafedra),
      'department',
    ),
    code_spec: asText((t) => t.parameters.codeSpec),
    id_level: record(
      label((t) => t.parameters.idLevel),
      'level',
    ),
    id_qualification: record(
      label((t) => t.parameters.idQualification),
      'qualification',
    ),
    term: asNumber((t) => t.parameters.term),
    id_standart: asNumber((t) => t.parameters.idStandart),
    id_licence: record(
      label((t) => t.parameters.idLicence),
      'licence',
    ),
    apprenticeship: asFlag((t) => t.parameters.Apprenticeship),
    ort_biology: asNumber((t) => t.parameters.ort.ortBiology),
    ort_history: asNumber((t) => t.parameters.ort.ortHistory),
    ort_chemistry: asNumber((t) => t.parameters.ort.ortChemistry),
    ort_physics: asNumber((t) => t.parameters.ort.ortPhysics),
    ort_english: asNumber((t) => t.parameters.ort.ortEnglish),
    ort_maths: asNumber((t) => t.parameters.ort.ortMaths),
    ort_contract: asNumber((t) => t.parameters.ort.ortContract),
    ort_budget: asNumber((t) => t.parameters.ort.ortBudget),
    id_ebe_var: record(
      label((t) => t.grading.variant),
      'gradingRule',
    ),
  },
};

export const licence: KindDescription = {
  table: 'licence',
  key: 'id_licence',
  label: kindLabel('licence'),
  // Its university's row (migration 0025): no write moves it to another.
  untold: ['id_vuz'],
  name: () => 'o.resolution',
  fields: {
    resolution: asText((t) => t.licence.resolution),
    resolution_beg: asDay((t) => t.licence.begin),
    resolution_end: asDay((t) => t.licence.end),
    supplement: asText((t) => t.licence.supplement),
  },
};

export const nameGroup: KindDescription = {
  table: 'n_gr',
  key: 'id_n_gr',
  label: kindLabel('nameGroup'),
  name: (lang) => `o.n_gr || COALESCE(' — ' || ${local('f', 'short_faculty', lang)}, '')`,
  joins: 'LEFT JOIN faculty f ON f.id_faculty = o.id_faculty',
  fields: {
    id_faculty: record(
      label((t) => t.level.faculty),
      'faculty',
    ),
    n_gr: asText((t) => t.footer.nameGroup),
  },
};

export const binding: KindDescription = {
  table: 'com_gspe',
  key: 'id_com_gspe',
  label: kindLabel('binding'),
  name: (lang) =>
    `COALESCE(n.n_gr, '#' || o.id_n_gr) || CASE WHEN o.id_sub_gr > 0 THEN '-' || o.id_sub_gr ELSE '' END || ' → ' || ${specialityName(lang)}`,
  joins: `LEFT JOIN n_gr n ON n.id_n_gr = o.id_n_gr LEFT JOIN speciality s ON s.id_speciality = o.id_speciality ${specialityJoins('s')}`,
  fields: {
    id_speciality: record(
      label((t) => t.level.speciality),
      'speciality',
    ),
    id_n_gr: record(
      label((t) => t.footer.nameGroup),
      'nameGroup',
    ),
    id_sub_gr: asNumber((t) => t.footer.subGroup),
  },
};

/** A group's name (db/group-sql.ts) over the group `g`, its binding `c` and name-group `n`. */
const groupJoins =
  'LEFT JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe LEFT JOIN n_gr n ON n.id_n_gr = c.id_n_gr';

export const group: KindDescription = {
  table: 'study_group',
  key: 'id_group',
  label: kindLabel('group'),
  name: () => `COALESCE(${GROUP_NAME}, '#' || g.id_group)`,
  // The group is `g` in GROUP_NAME: the row is named so too.
  joins: `CROSS JOIN LATERAL (SELECT o.*) g ${groupJoins}`,
  fields: {
    id_com_gspe: record(
      label((t) => t.level.speciality),
      'binding',
    ),
    id_group_y: asNumber((t) => t.footer.year),
    dop: asText((t) => t.footer.dop),
    ind_name_gr: asFlag((t) => t.footer.individual),
    winter_reception: asFlag((t) => t.footer.winter),
  },
};

export const admissionPlan: KindDescription = {
  table: 'plan_abit',
  key: 'id_plan_abit',
  label: kindLabel('admissionPlan'),
  name: (lang) => `${specialityName(lang)} || ', ' || COALESCE(y.label, o.a_year::text)`,
  joins: `LEFT JOIN speciality s ON s.id_speciality = o.id_speciality ${specialityJoins('s')}
    LEFT JOIN a_year y ON y.id_a_year = o.a_year`,
  fields: {
    id_speciality: record(
      label((t) => t.level.speciality),
      'speciality',
    ),
    a_year: lookup(
      label((t) => t.plan.year),
      academicYear,
    ),
    kol_b: asNumber((t) => t.plan.kolB),
    kol_k: asNumber((t) => t.plan.kolK),
  },
};

export const headcount: KindDescription = {
  table: 'rrnk_gr_kolst',
  key: 'id_rrnk_gr_kolst',
  label: kindLabel('headcount'),
  name: (lang) =>
    `COALESCE(${GROUP_NAME}, '#' || o.id_group) || ', ' || COALESCE(y.label, o.id_a_year::text) || ', ' || COALESCE(${local('w', 'name', lang)}, o.id_w_s::text)`,
  joins: `LEFT JOIN study_group g ON g.id_group = o.id_group ${groupJoins}
    LEFT JOIN a_year y ON y.id_a_year = o.id_a_year LEFT JOIN w_s w ON w.id_w_s = o.id_w_s`,
  fields: {
    id_group: record(
      label((t) => t.headcounts.group),
      'group',
    ),
    id_a_year: lookup(
      label((t) => t.headcounts.year),
      academicYear,
    ),
    id_w_s: lookup(
      label((t) => t.headcounts.halfYear),
      halfYear,
    ),
    kol_b: asNumber((t) => t.headcounts.budget),
    kol_k: asNumber((t) => t.headcounts.contract),
  },
};
