// What a refused duplicate says (decision 0035): which record already holds the value, named
// as stored. A name in three languages comes as {x_ru}, {x_kg}, {x_en}, each sentence quoting its own;
// the value the key compares (a code, a Russian name) is quoted as stored in every language.
// Joined to core/messages.ts; db/unique-keys.ts says which key answers which sentence.

export const duplicateMessages = {
  duplicateLogin: {
    ru: 'Логин «{login}» уже занят: {holder}',
    kg: '«{login}» логини ээленген: {holder}',
    en: 'The login "{login}" is already taken: {holder}',
  },
  duplicateDirectionCode: {
    ru: 'Направление с кодом {code} уже есть: {name_ru}',
    kg: '{code} коду менен багыт мурунтан эле бар: {name_kg}',
    en: 'A direction with code {code} already exists: {name_en}',
  },
  duplicateSpecialCode: {
    ru: 'Специальность с кодом {code} уже есть: {name_ru}',
    kg: '{code} коду менен адистик мурунтан эле бар: {name_kg}',
    en: 'A speciality with code {code} already exists: {name_en}',
  },
  duplicateStudyForm: {
    ru: 'Форма обучения «{name}» уже есть (сокращённо «{short}»)',
    kg: '«{name}» окуу формасы мурунтан эле бар (кыска аталышы «{short}»)',
    en: 'The study form "{name}" already exists (short name "{short}")',
  },
  duplicateFaculty: {
    ru: 'Факультет «{name}» в этом университете уже есть',
    kg: '«{name}» факультети бул университетте мурунтан эле бар',
    en: 'The university already has the faculty "{name}"',
  },
  duplicateDepartment: {
    ru: 'На факультете «{faculty_ru}» уже есть кафедра «{name}»',
    kg: '«{faculty_kg}» факультетинде «{name}» кафедрасы мурунтан эле бар',
    en: 'The faculty "{faculty_en}" already has the department "{name}"',
  },
  duplicateLevel: {
    ru: 'Уровень образования «{name}» уже есть',
    kg: '«{name}» билим берүү деңгээли мурунтан эле бар',
    en: 'The level of education "{name}" already exists',
  },
  duplicateQualification: {
    ru: 'Квалификация «{name}» уже есть',
    kg: '«{name}» квалификациясы мурунтан эле бар',
    en: 'The qualification "{name}" already exists',
  },
  duplicateSpeciality: {
    ru: 'Факультет «{faculty_ru}» уже ведёт специальность {code} «{special_ru}» по направлению {direction} в форме обучения «{form_ru}»',
    kg: '«{faculty_kg}» факультети {direction} багыты боюнча {code} «{special_kg}» адистигин «{form_kg}» окуу формасында мурунтан эле окутат',
    en: 'The faculty "{faculty_en}" already teaches the speciality {code} "{special_en}" in the direction {direction}, study form "{form_en}"',
  },
  duplicateNameGroup: {
    ru: 'Группа «{name}» на факультете «{faculty_ru}» уже есть',
    kg: '«{faculty_kg}» факультетинде «{name}» тобу мурунтан эле бар',
    en: 'The faculty "{faculty_en}" already has the group "{name}"',
  },
  duplicateBinding: {
    ru: 'Группа «{name}» уже привязана к специальности {code} «{special_ru}»',
    kg: '«{name}» тобу {code} «{special_kg}» адистигине мурунтан эле бекитилген',
    en: 'The group "{name}" is already bound to the speciality {code} "{special_en}"',
  },
  duplicateGroupYear: {
    ru: 'Группа {name} набора {year} года уже есть',
    kg: '{year} окуу жылындагы кабыл алуунун {name} тобу мурунтан эле бар',
    en: 'The group {name} of the {year} intake already exists',
  },
  duplicateAdmissionPlan: {
    ru: 'План приёма на {year} год для специальности {code} «{special_ru}» уже есть',
    kg: '{code} «{special_kg}» адистиги үчүн {year} окуу жылына кабыл алуу планы мурунтан эле бар',
    en: 'The speciality {code} "{special_en}" already has an admission plan for {year}',
  },
  duplicateHeadcount: {
    ru: 'Контингент группы {name} за {year}, {half_ru}, уже есть',
    kg: '{name} тобунун {year}, {half_kg} боюнча контингенти мурунтан эле бар',
    en: 'The group {name} already has headcounts for {year}, {half_en}',
  },
  duplicateGradingField: {
    ru: 'В варианте оценивания «{variant}» уже есть поле «{name}»',
    kg: '«{variant}» баалоо вариантында «{name}» талаасы мурунтан эле бар',
    en: 'The grading variant "{variant}" already has the field "{name}"',
  },
  duplicateDisplayRule: {
    ru: 'В варианте оценивания «{variant}» уже есть правило для «{form_ru}»',
    kg: '«{variant}» баалоо вариантында «{form_kg}» үчүн эреже мурунтан эле бар',
    en: 'The grading variant "{variant}" already has a rule for "{form_en}"',
  },
  duplicatePosition: {
    ru: 'Должность «{name}» на {year} учебный год уже есть',
    kg: '{year} окуу жылына «{name}» кызмат орду мурунтан эле бар',
    en: 'The position "{name}" already exists for the academic year {year}',
  },
  duplicateDiscipline: {
    ru: 'Дисциплина с кодом {code} уже есть: {name_ru}',
    kg: '{code} коду менен дисциплина мурунтан эле бар: {name_kg}',
    en: 'A discipline with code {code} already exists: {name_en}',
  },
  duplicateSpecifics: {
    ru: 'Специфика аудиторий «{name}» уже есть',
    kg: 'Аудитория өзгөчөлүгү «{name}» мурунтан эле бар',
    en: 'The classroom specifics "{name}" already exist',
  },
  duplicateBuilding: {
    ru: 'Корпус «{name}» уже есть',
    kg: '«{name}» корпусу мурунтан эле бар',
    en: 'The building "{name}" already exists',
  },
  duplicateOffice: {
    ru: 'Отдел «{name}» уже есть',
    kg: '«{name}» бөлүмү мурунтан эле бар',
    en: 'The office "{name}" already exists',
  },
  duplicateClassroom: {
    ru: 'Аудитория {number} в корпусе «{building_ru}» уже есть',
    kg: '«{building_kg}» корпусунда {number} аудиториясы мурунтан эле бар',
    en: 'The building "{building_en}" already has the classroom {number}',
  },
} as const;
