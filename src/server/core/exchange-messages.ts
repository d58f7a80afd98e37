// What the export and import of tables say (issue 29). Joined to core/messages.ts.

export const exchangeMessages = {
  exportSearch: {
    ru: 'поиск «{search}»',
    kg: 'издөө «{search}»',
    en: 'search "{search}"',
  },
  exportTooManyRows: {
    ru: 'Отбор находит {count} строк, а выгрузка вмещает не более {max}. Сузьте отбор',
    kg: 'Тандоо {count} сап табат, ал эми жүктөп алуу {max} саптан ашпайт. Тандоону тарытыңыз',
    en: 'The filter finds {count} rows, more than an export holds ({max}). Narrow the filter',
  },
  exportUnknownColumn: {
    ru: 'В таблице «{table}» нет столбца «{column}»',
    kg: '«{table}» таблицасында «{column}» тилкеси жок',
    en: 'The table "{table}" has no column "{column}"',
  },
};
