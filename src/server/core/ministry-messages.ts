// What the ministry's console says (decision 0069). Joined to core/messages.ts.

export const ministryMessages = {
  universityNotChosen: {
    ru: 'Откройте университет в консоли министерства: учётная запись министерства читает структуру одного выбранного университета',
    kg: 'Министрликтин консолунан ЖОЖду ачыңыз: министрликтин эсеби тандалган бир ЖОЖдун түзүмүн окуйт',
    en: "Open a university from the ministry's console: a ministry account reads the structure of the one it opens",
  },
  universityCodeTaken: {
    ru: 'Университет с кодом {code} уже есть: «{name}»',
    kg: '{code} коду менен ЖОЖ бар: «{name}»',
    en: 'A university with the code {code} exists already: "{name}"',
  },
  ministryNotSetUp: {
    ru: 'Министерство ещё не задано: сначала выполните начальную настройку первого университета',
    kg: 'Министрлик али коюлган эмес: адегенде биринчи ЖОЖдун баштапкы орнотуусун аткарыңыз',
    en: 'No ministry yet: set up the first university first',
  },
  keptByMinistry: {
    ru: 'Общие справочники всех университетов (направления, специальности, квалификации, формы обучения, правила оценивания …) ведёт министерство: изменение вносит администратор министерства',
    kg: 'Бардык ЖОЖдорго жалпы маалымдамаларды (багыттар, адистиктер, квалификациялар, окуу формалары, баалоо эрежелери …) министрлик жүргүзөт: өзгөртүүнү министрликтин администратору киргизет',
    en: "The classifiers every university shares (directions, specialities, qualifications, study forms, grading rules …) are kept by the ministry: the ministry's administrator makes the change",
  },
  pastUniversityIds: {
    ru: 'В этой установке больше нельзя добавить университет: номера записей хватает на 1023 университета. Обратитесь к оператору',
    kg: 'Бул орнотууга мындан ары ЖОЖ кошууга болбойт: жазуулардын номерлери 1023 ЖОЖго гана жетет. Операторго кайрылыңыз',
    en: 'No further university can be added to this installation: record numbers suffice for 1,023 universities. Ask the operator',
  },
} as const;
