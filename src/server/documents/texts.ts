import type { Language } from '../../contract/limits';
import type { Trilingual } from '../core/screen-texts';
import { fill } from '../export/tables/named';

// The words of the printed documents (decision 0049) that no screen shows: the approval block, the titles,
// the order line, totals and signatures. Column titles come from the screens' own texts (the documents'
// builders pick them from the export tables, which read them from the screens).

export const documentTexts = {
  approved: { ru: 'УТВЕРЖДАЮ', kg: 'БЕКИТЕМИН', en: 'APPROVED' },
  rectorOf: { ru: 'Ректор {{university}}', kg: '{{university}} ректору', en: 'Rector, {{university}}' },
  signedBy: { ru: '__________ {{name}}', kg: '__________ {{name}}', en: '__________ {{name}}' },
  approvalDay: {
    ru: '«___» ____________ 20___ г.',
    kg: '20___-ж. «___» ____________',
    en: '____________ ___, 20___',
  },
  orderAnnex: {
    ru: 'Приложение к приказу № ______ от «___» ____________ 20___ г.',
    kg: '20___-жылдын «___» ____________ № ______ буйругуна тиркеме',
    en: 'Annex to order No. ______ of ____________ ___, 20___',
  },
  commissionTitle: {
    ru: 'Состав государственной аттестационной комиссии',
    kg: 'Мамлекеттик аттестациялык комиссиянын курамы',
    en: 'Composition of the State Examination Commission',
  },
  ofSpeciality: {
    ru: 'по специальности {{speciality}}',
    kg: '{{speciality}} адистиги боюнча',
    en: 'Speciality: {{speciality}}',
  },
  ofYear: { ru: 'на {{year}} учебный год', kg: '{{year}} окуу жылына', en: 'Academic year {{year}}' },
  asOf: { ru: 'по состоянию на {{day}}', kg: '{{day}} күнгө карата', en: 'As of {{day}}' },
  admissionTitle: { ru: 'План приёма', kg: 'Кабыл алуу планы', en: 'Admission plan' },
  classroomsTitle: { ru: 'Список аудиторий', kg: 'Аудиториялардын тизмеси', en: 'List of classrooms' },
  rowNumber: { ru: '№', kg: '№', en: 'No.' },
  totalPlaces: { ru: 'Всего мест', kg: 'Бардык орундар', en: 'Total places' },
  subjectThresholds: {
    ru: 'Пороги по предметам',
    kg: 'Предметтер боюнча босого упайлары',
    en: 'Subject thresholds',
  },
  facultyTotal: { ru: 'Итого по факультету', kg: 'Факультет боюнча жыйынтык', en: 'Faculty total' },
  total: { ru: 'Всего', kg: 'Баары', en: 'Total' },
  dean: { ru: 'Декан факультета', kg: 'Факультеттин деканы', en: 'Dean of the faculty' },
  viceRector: {
    ru: 'Проректор по учебной работе',
    kg: 'Окуу иштери боюнча проректор',
    en: 'Vice-Rector for Academic Affairs',
  },
  admissionSecretary: {
    ru: 'Ответственный секретарь приёмной комиссии',
    kg: 'Кабыл алуу комиссиясынын жооптуу катчысы',
    en: 'Executive Secretary of the Admissions Committee',
  },
  academicOffice: {
    ru: 'Начальник учебного отдела',
    kg: 'Окуу бөлүмүнүн башчысы',
    en: 'Head of the Academic Office',
  },
  noMembers: {
    ru: 'В комиссии нет членов',
    kg: 'Комиссияда мүчөлөр жок',
    en: 'The commission has no members',
  },
  noSpecialities: {
    ru: 'Нет специальностей',
    kg: 'Адистиктер жок',
    en: 'There are no specialities',
  },
  noClassrooms: {
    ru: 'В корпусе нет аудиторий',
    kg: 'Корпуста аудиториялар жок',
    en: 'The building has no classrooms',
  },
  made: { ru: 'Сформировано {{day}}', kg: 'Түзүлгөн күнү: {{day}}', en: 'Prepared on {{day}}' },
  pageOf: {
    ru: 'Страница {{page}} из {{pages}}',
    kg: 'Бет {{page}} / {{pages}}',
    en: 'Page {{page}} of {{pages}}',
  },
} satisfies Record<string, Trilingual>;

type DocumentText = keyof typeof documentTexts;

/** A document's text in `lang`, its {{placeholders}} filled (the page numbers are left for the PDF). */
export const documentText = (
  key: DocumentText,
  lang: Language,
  values: Record<string, string | number> = {},
) => fill(documentTexts[key][lang], values);

/** A day (yyyy-mm-dd) as each language writes it (web/i18n/dates.ts): dd.mm.yyyy, dd/mm/yyyy in English. */
export function documentDay(iso: string, lang: Language) {
  const [year, month, day] = iso.split('-');
  return [day, month, year].join(lang === 'en' ? '/' : '.');
}
