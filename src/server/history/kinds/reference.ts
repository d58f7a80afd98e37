import { screenTexts, textOf } from '../../core/screen-texts';
import { code, type KindDescription, kindLabel, local, record, text, threeNames } from '../kind';
import { studyFormKind, studyProgramme } from './lookups';

// The shared reference lists and the university's frame: directions, speciality names, departments,
// qualifications, levels, study forms, the university and its faculties (SPEC §2, §3).

const { shell, educational } = screenTexts;

const shortName = text(textOf(shell, (texts) => texts.fields.shortName));
const faculty = record(
  textOf(shell, (texts) => texts.fields.faculty),
  'faculty',
);

/** A classifier of codes and names in three languages (directions, speciality names). */
const classifier = (
  kind: 'direction' | 'specialityName',
  table: string,
  column: string,
): KindDescription => ({
  table,
  key: `id_${table}`,
  label: kindLabel(kind),
  name: (lang) => `o.code || ' ' || ${local('o', column, lang)}`,
  fields: { code, ...threeNames(column) },
});

export const direction = classifier('direction', 'direction', 'direction');
export const specialityName = classifier('specialityName', 'special', 'special');

export const department: KindDescription = {
  table: 'kafedra',
  key: 'id_kafedra',
  label: kindLabel('department'),
  name: (lang) => `${local('o', 'f1', lang)} || COALESCE(' — ' || ${local('f', 'short_faculty', lang)}, '')`,
  joins: 'LEFT JOIN faculty f ON f.id_faculty = o.id_faculty',
  fields: { id_faculty: faculty, sn_f1: shortName, ...threeNames('f1') },
};

export const qualification: KindDescription = {
  table: 'qualification',
  key: 'id_qualification',
  label: kindLabel('qualification'),
  name: (lang) => local('o', 'name_qualification', lang),
  fields: threeNames('name_qualification'),
};

export const level: KindDescription = {
  table: 'level',
  key: 'id_level',
  label: kindLabel('level'),
  name: (lang) => local('o', 'name_level', lang),
  fields: threeNames('name_level'),
};

const form = educational.ru.form;
type FormKey = keyof typeof form;
const formText = (key: FormKey) => text(textOf(educational, (texts) => texts.form[key]));

export const studyForm: KindDescription = {
  table: 'f_educ',
  key: 'id_f_educ',
  label: kindLabel('studyForm'),
  name: (lang) => local('o', 'f_educ', lang),
  fields: {
    short_name: shortName,
    ...threeNames('f_educ'),
    oztext_ru: formText('oztextRu'),
    oz: { ...formText('oz'), show: 'flag' },
    max_rate_id: { ...formText('maxRateId'), show: 'number' },
    id_f_educ_vid: { ...formText('idFeducVid'), show: { lookup: studyFormKind } },
    education_cycle: formText('educationCycle'),
    id_f_educ_prog: { ...formText('idFeducProg'), show: { lookup: studyProgramme } },
  },
};

const vuzText = (key: keyof typeof educational.ru.vuz) =>
  text(textOf(educational, (texts) => texts.vuz[key]));

export const university: KindDescription = {
  table: 'vuz',
  key: 'id_vuz',
  label: kindLabel('university'),
  name: (lang) => local('o', 'v1', lang, 'v1_k', 'v1_en'),
  // The ministry a university answers to is set by the ministry, not on its screen; id_field is the
  // organisation code the software licence names (decision 0023), set with the licence.
  untold: ['id_ministry', 'id_field'],
  fields: {
    v1: vuzText('v1'),
    v1_k: vuzText('v1K'),
    v1_en: vuzText('v1En'),
    v2: vuzText('v2'),
    v2_k: vuzText('v2K'),
    v2_en: vuzText('v2En'),
    adres: vuzText('adres'),
    adres_kg: vuzText('adresKg'),
    adres_en: vuzText('adresEn'),
    glava: vuzText('glava'),
    tel: vuzText('tel'),
    nomer_licen: vuzText('nomerLicen'),
    date_licen: { ...vuzText('dateLicen'), show: 'date' },
    mail: vuzText('mail'),
  },
};

const facultyText = (key: keyof typeof educational.ru.faculty) =>
  text(textOf(educational, (texts) => texts.faculty[key]));

export const facultyKind: KindDescription = {
  table: 'faculty',
  key: 'id_faculty',
  label: kindLabel('faculty'),
  name: (lang) => local('o', 'short_faculty', lang),
  // A faculty belongs to the one university of the installation.
  untold: ['id_vuz'],
  fields: {
    short_faculty: facultyText('shortFaculty'),
    short_faculty_kg: facultyText('shortFacultyKg'),
    short_faculty_en: facultyText('shortFacultyEn'),
    faculty: facultyText('faculty_'),
    faculty_kg: facultyText('facultyKg'),
    faculty_en: facultyText('facultyEn'),
    n_director: facultyText('nDirector'),
  },
};
