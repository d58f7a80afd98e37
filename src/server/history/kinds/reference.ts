import {
  departmentTable,
  directionTable,
  levelTable,
  qualificationTable,
  specialTable,
} from '../../../contract/catalog';
import type { RecordKind } from '../../../contract/history';
import type { ReferenceTable } from '../../../contract/reference-table';
import { screenTexts, textOf } from '../../core/screen-texts';
import { code, type KindDescription, kindLabel, local, record, text, threeNames } from '../kind';
import { studyFormKind, studyProgramme } from './lookups';

// The shared reference lists and the university's frame: directions, speciality names, departments,
// qualifications, levels, study forms, the university and its faculties (SPEC §2, §3).

const { shell, educational } = screenTexts;

const shortName = text(textOf(shell, (texts) => texts.fields.shortName));
const facultyField = record(
  textOf(shell, (texts) => texts.fields.faculty),
  'faculty',
);

/**
 * A table described once (contract/reference-table.ts, decision 0065), as its history tells it: a coded
 * row is named by its code and name, a department by its name and faculty; its faculty, code or short
 * name, three names and further columns, in the screen's order.
 */
function described(table: ReferenceTable, kind: RecordKind): KindDescription {
  const { lead, names, faculty, more = [] } = table;
  const codeFirst = lead?.kind === 'code' ? `o.${lead.column} || ' ' || ` : '';
  return {
    table: table.table,
    key: table.key.column,
    label: kindLabel(kind),
    name: faculty
      ? (lang) =>
          `${local('o', names.column, lang)} || COALESCE(' — ' || ${local('f', 'short_faculty', lang)}, '')`
      : (lang) => `${codeFirst}${local('o', names.column, lang)}`,
    ...(faculty && { joins: `LEFT JOIN faculty f ON f.id_faculty = o.${faculty.column}` }),
    fields: {
      ...(faculty && { [faculty.column]: facultyField }),
      ...(lead && { [lead.column]: lead.kind === 'code' ? code : shortName }),
      ...threeNames(names.column),
      ...Object.fromEntries(more.map((column) => [column.column, text(column.label)])),
    },
  };
}

export const direction = described(directionTable, 'direction');
export const specialityName = described(specialTable, 'specialityName');
export const department = described(departmentTable, 'department');
export const qualification = described(qualificationTable, 'qualification');
export const level = described(levelTable, 'level');

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
