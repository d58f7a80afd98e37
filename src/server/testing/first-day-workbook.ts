import { currentAcademicYear } from '../../contract/academic-year';
import type { FilledSheet } from './first-day';

// The university of the first-day proof (decision 0061) and what its registrar types into the import's
// template: two faculties, the three specialities they teach (with study form, level, term and the
// licence, valid well past next year), their groups with this year's planned students.

const organisation = { name: 'Нарынский государственный университет им. С. Нааматова', code: '02291433' };

export const university = {
  organisation,
  /** The fixed reference's ministry (migration 0023), named as an operator copies it. */
  ministry: 'Министерство науки, высшего образования и инноваций Кыргызской Республики',
  flags: [
    '--ministry',
    'Министерство науки, высшего образования и инноваций Кыргызской Республики',
    '--university',
    organisation.name,
    '--university-kg',
    'С. Нааматов атындагы Нарын мамлекеттик университети',
    '--university-en',
    'Naryn State University named after S. Naamatov',
    '--short',
    'НГУ',
    '--code',
    organisation.code,
    '--address',
    'г. Нарын, ул. С. Орозбакова, 25',
    '--phone',
    '+996 3522 5-05-41',
  ],
};

export const faculties = {
  economics: {
    short: 'ФЭиУ',
    name: 'Факультет экономики и управления',
    nameKg: 'Экономика жана башкаруу факультети',
  },
  it: {
    short: 'ФИТ',
    name: 'Факультет информационных технологий',
    nameKg: 'Маалыматтык технологиялар факультети',
  },
};

export const specialities = {
  finance: { code: '080105', name: 'Финансы и кредит', faculty: faculties.economics, form: 'ОФО' },
  accounting: {
    code: '080109',
    name: 'Бухгалтерский учет, анализ и аудит',
    faculty: faculties.economics,
    form: 'ЗФО',
  },
  software: {
    code: '230105',
    name: 'Программное обеспечение вычислительной техники',
    faculty: faculties.it,
    form: 'ОФО',
  },
};

/** The intake year as a registrar types it: four digits. */
const intake = (back: number) => String(2000 + currentAcademicYear() - back);
/** A day typed into a cell Excel formats as a date: the cell holds the day itself. */
const day = (text: string) => new Date(`${text}T00:00:00Z`);

/** The five sheets of the template «Structure of the university», filled in (Russian titles). */
export const registrarWorkbook: Record<string, FilledSheet> = {
  Направления: [
    {
      Код: '580100',
      'Наименование (рус.)': 'Экономика',
      'Наименование (кырг.)': 'Экономика',
      'Наименование (англ.)': 'Economics',
    },
    {
      Код: '710400',
      'Наименование (рус.)': 'Программная инженерия',
      'Наименование (кырг.)': 'Программалык инженерия',
      'Наименование (англ.)': 'Software engineering',
    },
  ],
  Специальности: [
    {
      Код: specialities.finance.code,
      'Наименование (рус.)': specialities.finance.name,
      'Наименование (кырг.)': 'Финансы жана кредит',
      'Наименование (англ.)': 'Finance and credit',
    },
    {
      Код: specialities.accounting.code,
      'Наименование (рус.)': specialities.accounting.name,
      'Наименование (кырг.)': 'Бухгалтердик эсеп, талдоо жана аудит',
    },
    { Код: specialities.software.code, 'Наименование (рус.)': specialities.software.name },
  ],
  Факультеты: Object.values(faculties).map((faculty, index) => ({
    'Краткое наименование (рус.)': faculty.short,
    'Краткое наименование (кырг.)': faculty.short,
    'Краткое наименование (англ.)': ['FEM', 'FIT'][index],
    'Полное наименование (рус.)': faculty.name,
    'Полное наименование (кырг.)': faculty.nameKg,
    'Полное наименование (англ.)': [
      'Faculty of Economics and Management',
      'Faculty of Information Technology',
    ][index],
    Декан: ['Абдыкадырова Ч. Т.', 'Усенбеков Н. К.'][index],
  })),
  'Специальности факультетов': Object.values(specialities).map((speciality) => ({
    Факультет: speciality.faculty.short,
    'Код направления': speciality.faculty === faculties.it ? '710400' : '580100',
    'Код специальности': speciality.code,
    Специальность: speciality.name,
    'Форма обучения': speciality.form,
    Уровень: 'Бакалавр',
    'Срок обучения (лет)': speciality.form === 'ЗФО' ? 5 : 4,
    Лицензия: 'ЛС140000871',
    'Лицензия действует с': day('2024-07-01'),
    'Лицензия действует по': day('2034-06-30'),
    'Приложение к лицензии': 'Приложение № 3',
  })),
  'Группы и контингент': [
    ['finance', 'ФК', 1, 0, 20, 5],
    ['finance', 'ФК', 2, 0, 18, 7],
    ['finance', 'ФК', 1, 1, 22, 3],
    ['accounting', 'БУ', '', 0, 0, 12],
    ['software', 'ПО', 1, 0, 25, 0],
  ].map(([speciality, group, subGroup, back, budget, contract]) => {
    const taught = specialities[speciality as keyof typeof specialities];
    return {
      Факультет: taught.faculty.short,
      'Код специальности': taught.code,
      'Форма обучения': taught.form,
      Группа: group,
      Подгруппа: subGroup,
      'Год набора': intake(back as number),
      Бюджет: budget,
      Контракт: contract,
    };
  }),
};
