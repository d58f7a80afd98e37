// What the import of the university's own structure says of a refused row (decision 0061): a speciality's or a
// group's, each naming the column or the record. Joined to core/messages.ts.

export const structureImportMessages = {
  importNoteSheet: {
    ru: 'Из {count} листов книги прочитан лист «{sheet}»',
    kg: 'Файлдын {count} барагынын ичинен «{sheet}» барагы окулду',
    en: 'Of the workbook\'s {count} sheets, the sheet "{sheet}" was read',
  },
  importTemplateRequired: {
    ru: 'Обязательный столбец',
    kg: 'Милдеттүү тилке',
    en: 'Required column',
  },
  importTemplateName: {
    ru: 'Шаблон импорта',
    kg: 'Импорттун үлгүсү',
    en: 'Import template',
  },
  importRowsSameLicence: {
    ru: 'Строки {lines} файла дают лицензии «{licence}» разные сроки действия: оставьте один',
    kg: 'Файлдын {lines}-саптары «{licence}» лицензиясына ар башка мөөнөт берет: бирөөнү гана калтырыңыз',
    en: 'Lines {lines} of the file give the licence "{licence}" different periods: keep one',
  },
  importRowBindingChanged: {
    ru: 'Факультет, код направления, код специальности и форма обучения называют саму специальность и в файле не меняются. Чтобы добавить другую специальность, очистите в строке «№ записи»',
    kg: 'Факультет, багыттын коду, адистиктин коду жана окуу формасы адистиктин өзүн атайт жана файлда өзгөрбөйт. Башка адистик кошуу үчүн саптагы «Жазуунун №» тилкесин тазалаңыз',
    en: 'The faculty, direction code, speciality code and study form name the speciality itself and do not change in a file. To add another speciality, clear the row\'s "Record no."',
  },
  importRowGroupChanged: {
    ru: 'Специальность, группа, подгруппа и год набора называют саму группу и в файле не меняются. Чтобы добавить другую группу, очистите в строке «№ записи»',
    kg: 'Адистик, топ, топчо жана кабыл алуу жылы топтун өзүн атайт жана файлда өзгөрбөйт. Башка топ кошуу үчүн саптагы «Жазуунун №» тилкесин тазалаңыз',
    en: 'The speciality, group, sub-group and intake year name the group itself and do not change in a file. To add another group, clear the row\'s "Record no."',
  },
  importRowNotYear: {
    ru: '«Год набора»: «{value}» — не год (например, 2024 или 2024-2025)',
    kg: '«Кабыл алуу жылы»: «{value}» жыл эмес (мисалы, 2024 же 2024-2025)',
    en: '"Intake year": "{value}" is not a year (e.g. 2024 or 2024-2025)',
  },
  importRowCourse: {
    ru: '«Курс»: в файле {value}, а допустимо целое число от 1 до {max}',
    kg: '«Курс»: файлда {value}, ал эми бүтүн сан болушу керек (эң азы 1, эң көбү {max})',
    en: '"Course": the file has {value}, but it takes a whole number from 1 to {max}',
  },
  importRowYearOrCourse: {
    ru: 'Укажите год набора группы или её курс',
    kg: 'Топтун кабыл алуу жылын же курсун көрсөтүңүз',
    en: "Give the group's intake year or its course",
  },
  importRowYearAndCourse: {
    ru: 'Год набора {year} и курс {course} не совпадают: укажите одно из двух или исправьте',
    kg: '{year} кабыл алуу жылы менен {course}-курс дал келбейт: экөөнүн бирин гана көрсөтүңүз же оңдоңуз',
    en: 'The intake year {year} and course {course} disagree: give one of them or correct it',
  },
  importRowNotTaught: {
    ru: 'Факультет «{faculty}» не ведёт специальность {code} ({form}): сначала импортируйте её в «Специальности факультетов»',
    kg: '«{faculty}» факультетинде {code} ({form}) адистиги жок: адегенде аны «Факультеттердин адистиктери» аркылуу импорттоңуз',
    en: 'The faculty "{faculty}" does not teach the speciality {code} ({form}): import it into "Faculty specialities" first',
  },
  importRowDirectionNeeded: {
    ru: 'Факультет «{faculty}» ведёт специальность {code} ({form}) по нескольким направлениям: укажите код направления',
    kg: '«{faculty}» факультети {code} ({form}) адистигин бир нече багыт боюнча окутат: багыттын кодун көрсөтүңүз',
    en: 'The faculty "{faculty}" teaches the speciality {code} ({form}) under several directions: give the direction code',
  },
};
