// What the printed documents' calls say (decision 0049). Joined to core/messages.ts.

export const documentMessages = {
  documentsBusy: {
    ru: 'Сейчас формируется слишком много документов. Повторите через минуту',
    kg: 'Азыр өтө көп документ түзүлүп жатат. Бир мүнөттөн кийин кайталаңыз',
    en: 'Too many documents are being prepared right now. Try again in a minute',
  },
  documentTooLong: {
    ru: 'Документ формировался дольше {seconds} с и был прерван. Выберите один факультет',
    kg: 'Документ {seconds} секунддан ашык түзүлүп, токтотулду. Бир факультетти тандаңыз',
    en: 'The document took longer than {seconds} s and was stopped. Choose one faculty',
  },
};
