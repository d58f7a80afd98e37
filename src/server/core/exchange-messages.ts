// What the export and import of tables say (decision 0047). Joined to core/messages.ts.

export const exchangeMessages = {
  exportSearch: {
    ru: 'поиск «{search}»',
    kg: 'издөө «{search}»',
    en: 'search “{search}”',
  },
  exportUntranslated: {
    ru: 'нет перевода',
    kg: 'котормосу жок',
    en: 'missing translation',
  },
  exportTemplate: {
    ru: 'шаблон',
    kg: 'үлгү',
    en: 'template',
  },
  exportTooManyRows: {
    ru: 'Отбор находит {count} строк, а выгрузка вмещает не более {max}. Сузьте отбор',
    kg: 'Чыпка {count} сап табат, ал эми экспортко {max} саптан ашык сап батпайт. Чыпканы тарытыңыз',
    en: 'The filter finds {count} rows, more than an export holds ({max}). Narrow the filter',
  },
  exportUnknownColumn: {
    ru: 'В таблице «{table}» нет столбца «{column}»',
    kg: '«{table}» таблицасында «{column}» тилкеси жок',
    en: 'The table "{table}" has no column "{column}"',
  },
  importReaderBusy: {
    ru: 'Сейчас читается слишком много файлов: повторите через минуту',
    kg: 'Азыр өтө көп файл окулуп жатат: бир мүнөттөн кийин кайталаңыз',
    en: 'Too many files are being read right now: try again in a minute',
  },
  importFileTooComplex: {
    ru: 'Файл не удаётся прочитать за отведённое время и память: сохраните в нём только таблицу и загрузите снова',
    kg: 'Файлды бөлүнгөн убакытта жана эс тутумда окуу мүмкүн болбоду: анда таблицаны гана калтырып сактап, кайра жүктөңүз',
    en: 'The file cannot be read within the time and memory allowed: keep only the table in it and upload it again',
  },
  importEmptyFile: {
    ru: 'Файл пуст',
    kg: 'Файл бош',
    en: 'The file is empty',
  },
  importFileTooLarge: {
    ru: 'Файл больше {max} МБ: разделите его на части',
    kg: 'Файл {max} МБдан чоң: аны бөлүктөргө бөлүңүз',
    en: 'The file is over {max} MB: split it into parts',
  },
  importProtectedWorkbook: {
    ru: 'Книга защищена паролем или сохранена в старом формате .xls: снимите пароль и сохраните её как .xlsx',
    kg: 'Файл сырсөз менен корголгон же эски .xls форматында сакталган: сырсөздү алып салып, файлды .xlsx форматында сактаңыз',
    en: 'The workbook is password-protected or in the old .xls format: remove the password and save it as .xlsx',
  },
  importDamagedWorkbook: {
    ru: 'Книгу Excel не удаётся прочитать: файл повреждён',
    kg: 'Excel файлын окуу мүмкүн эмес: файл бузулган',
    en: 'The Excel workbook cannot be read: the file is damaged',
  },
  importZipBomb: {
    ru: 'Книга при распаковке занимает больше {max} МБ: такой файл не принимается',
    kg: 'Файл ачылганда {max} МБдан ашат: мындай файл кабыл алынбайт',
    en: 'The workbook unpacks to more than {max} MB: such a file is not accepted',
  },
  importNotATable: {
    ru: 'Это не книга Excel (.xlsx) и не файл CSV',
    kg: 'Бул Excel файлы (.xlsx) да, CSV файлы да эмес',
    en: 'This is neither an Excel workbook (.xlsx) nor a CSV file',
  },
  importDamagedCsv: {
    ru: 'Файл CSV не удаётся прочитать: ошибка в строке {line}',
    kg: 'CSV файлын окуу мүмкүн эмес: {line}-саптагы ката',
    en: 'The CSV file cannot be read: an error on line {line}',
  },
  importNoTitles: {
    ru: 'В файле нет ни заголовков столбцов, ни строк',
    kg: 'Файлда тилкелердин аталыштары да, саптар да жок',
    en: 'The file has neither column titles nor rows',
  },
  importTooManyRows: {
    ru: 'В файле больше {max} строк: разделите его на части',
    kg: 'Файлда {max} саптан ашык: аны бөлүктөргө бөлүңүз',
    en: 'The file has more than {max} rows: split it into parts',
  },
  importMissingColumns: {
    ru: 'В файле нет обязательных столбцов: {columns}',
    kg: 'Файлда милдеттүү тилкелер жок: {columns}',
    en: 'The file lacks the required columns: {columns}',
  },
  importBadColumnChoice: {
    ru: 'Для столбца файла выбран столбец, которого в таблице нет',
    kg: 'Файлдын тилкеси үчүн таблицада жок тилке тандалган',
    en: 'A column of the file was given a column the table does not have',
  },
  importNoteHeadingLine: {
    ru: 'Строка {lines} стоит над заголовками столбцов и не читается',
    kg: '{lines}-сап тилкелердин аталыштарынын үстүндө турат жана окулбайт',
    en: 'Line {lines} stands above the column titles and is not read',
  },
  importNoteHeading: {
    ru: 'Строки {lines} стоят над заголовками столбцов и не читаются',
    kg: '{lines}-саптар тилкелердин аталыштарынын үстүндө турат жана окулбайт',
    en: 'Lines {lines} stand above the column titles and are not read',
  },
  importNoteSimilar: {
    ru: 'Столбец «{title}» прочитан как «{column}»',
    kg: '«{title}» тилкеси «{column}» катары окулду',
    en: 'The column "{title}" was read as "{column}"',
  },
  importNoteUnknown: {
    ru: 'Столбца «{title}» нет в таблице «{table}»: он не читается',
    kg: '«{table}» таблицасында «{title}» тилкеси жок: ал окулбайт',
    en: 'The table "{table}" has no column "{title}": it is not read',
  },
  importNoteRepeated: {
    ru: 'Столбцы {columns} оба читались бы как «{column}»: выберите, какой из них читать',
    kg: '{columns} тилкелеринин экөө тең «{column}» катары окулмак: кайсынысын окуу керектигин тандаңыз',
    en: 'The columns {columns} would both be read as "{column}": choose which one to read',
  },
  importNoteTooWide: {
    ru: 'Столбцы после {max}-го не читаются',
    kg: '{max}-тилкеден кийинки тилкелер окулбайт',
    en: 'The columns after the {max}th are not read',
  },
  importNoteMissing: {
    ru: 'В файле не найдены обязательные столбцы: {columns}. Укажите, какие столбцы файла ими являются',
    kg: 'Файлда милдеттүү тилкелер табылган жок: {columns}. Файлдын кайсы тилкелери алар экенин көрсөтүңүз',
    en: 'The file lacks the required columns: {columns}. Say which of its columns they are',
  },
  importStale: {
    ru: 'С момента предпросмотра данные изменились: ничего не записано. Просмотрите файл ещё раз',
    kg: 'Алдын ала көрүүдөн бери маалыматтар өзгөрдү: эч нерсе жазылган жок. Файлды кайра карап чыгыңыз',
    en: 'The data has changed since the preview: nothing was written. Preview the file again',
  },
  importNothingToApply: {
    ru: 'В файле нет строк, которые можно записать',
    kg: 'Файлда жазууга боло турган саптар жок',
    en: 'The file has no row that can be written',
  },
  // The reasons of a refused row (the preview's), each naming the column or the record.
  importRowNotNumber: {
    ru: '«{column}»: «{value}» — не число',
    kg: '«{column}»: «{value}» сан эмес',
    en: '"{column}": "{value}" is not a number',
  },
  importRowNotDate: {
    ru: '«{column}»: «{value}» — не дата (гггг-мм-дд или дд.мм.гггг)',
    kg: '«{column}»: «{value}» дата эмес (жжжж-аа-кк же кк.аа.жжжж)',
    en: '"{column}": "{value}" is not a date (yyyy-mm-dd or dd.mm.yyyy)',
  },
  importRowsSameRecord: {
    ru: 'Строки {lines} файла относятся к одной записи «{record}»: оставьте одну из них',
    kg: 'Файлдын {lines}-саптары бир эле «{record}» жазуусуна тиешелүү: алардын бирөөнү гана калтырыңыз',
    en: 'Lines {lines} of the file are for the same record "{record}": keep one of them',
  },
  importRowsSameRole: {
    ru: 'Строки {lines} файла назначают на роль «{role}», которую занимает один человек: оставьте одну из них',
    kg: 'Файлдын {lines}-саптары «{role}» ролуна дайындайт, бул ролду бир гана адам ээлейт: алардын бирөөнү гана калтырыңыз',
    en: 'Lines {lines} of the file give the role "{role}", which one person holds: keep one of them',
  },
  importRowsSamePerson: {
    ru: 'Строки {lines} файла вносят в комиссию одного человека «{name}»: оставьте одну из них',
    kg: 'Файлдын {lines}-саптары комиссияга бир эле адамды киргизет: «{name}». Алардын бирөөнү гана калтырыңыз',
    en: 'Lines {lines} of the file put the same person "{name}" in the commission: keep one of them',
  },
  importRowOutOfRange: {
    ru: '«{column}»: в файле {value}, а допустимо целое число от {min} до {max}',
    kg: '«{column}»: файлда {value}, ал эми бүтүн сан болушу керек (эң азы {min}, эң көбү {max})',
    en: '"{column}": the file has {value}, but it takes a whole number from {min} to {max}',
  },
  importRowsDependOnEachOther: {
    ru: 'Строка {line}: записанная вместе с предыдущими строками файла, она даёт иной итог, чем в предпросмотре ({reason}). Ничего не записано: разделите файл или исправьте эти строки',
    kg: '{line}-сап: файлдын мурунку саптары менен бирге жазылганда, анын жыйынтыгы алдын ала көрүүдөгүдөн башка болот ({reason}). Эч нерсе жазылган жок: файлды бөлүңүз же бул саптарды оңдоңуз',
    en: 'Line {line}: written together with the earlier lines of the file, it ends otherwise than in the preview ({reason}). Nothing was written: split the file or correct those lines',
  },
  // A name a looked-up column's list does not hold, said with its column's title as the subject: the
  // Russian participle agrees with it (import/unknown-value.ts).
  importRowUnknown: {
    ru: '{column} «{value}» не найден',
    kg: '{column} «{value}» табылган жок',
    en: '{column} "{value}" was not found',
  },
  importRowUnknownFeminine: {
    ru: '{column} «{value}» не найдена',
    kg: '{column} «{value}» табылган жок',
    en: '{column} "{value}" was not found',
  },
  importRowChangedSince: {
    ru: 'Запись изменена после выгрузки файла: выгрузите таблицу заново',
    kg: 'Жазуу файл жүктөлүп алынгандан кийин өзгөртүлгөн: таблицаны кайра жүктөп алыңыз',
    en: 'The record was changed after the file was exported: export the table again',
  },
  importRowDuplicateInDatabase: {
    ru: 'Такая запись уже есть в базе данных',
    kg: 'Мындай жазуу маалымат базасында мурунтан эле бар',
    en: 'Such a record already exists in the database',
  },
  importRowCodeTaken: {
    ru: '«{column}» {value} уже есть у записи государственного классификатора «{record}»: новую запись с таким же значением создать нельзя, а у этой записи не меняются код и наименование на русском',
    kg: '«{column}» {value} мамлекеттик классификатордун «{record}» жазуусунда бар: ушундай эле маани менен жаңы жазуу түзүүгө болбойт, ал эми бул жазуунун коду жана орусча аталышы өзгөрбөйт',
    en: '"{column}" {value} belongs to the national classifier\'s record "{record}": no new record can have it, and that record keeps its code and Russian name',
  },
  importRowLocked: {
    ru: 'Запись из государственного классификатора: её код и наименование на русском не меняются',
    kg: 'Мамлекеттик классификатордун жазуусу: анын коду жана орусча аталышы өзгөрбөйт',
    en: 'A record of the national classifier: its code and Russian name do not change',
  },
};
