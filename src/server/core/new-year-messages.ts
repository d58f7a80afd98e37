// What the new academic year's turnover says (decision 0048). Joined to core/messages.ts.

export const newYearMessages = {
  turnoverYearOrder: {
    ru: 'Целевой год должен быть позже исходного ({year})',
    kg: 'Жаңы окуу жылы баштапкы жылдан ({year}) кийин болушу керек',
    en: 'The target year must come after the source year ({year})',
  },
  turnoverNoLicence: {
    ru: 'у специальности нет лицензии, действующей на {day}',
    kg: 'адистиктин {day} күнү күчүндө болгон лицензиясы жок',
    en: 'the speciality has no licence valid on {day}',
  },
  turnoverGraduates: {
    ru: 'группа заканчивает обучение (курс {course} из {max})',
    kg: 'топ окуусун аяктайт ({max} курстун {course}-курсу)',
    en: 'the group finishes its studies (course {course} of {max})',
  },
  turnoverNoPlan: {
    ru: 'нет плана приёма на {year}: первый курс считается из него',
    kg: '{year} окуу жылына кабыл алуу планы жок: биринчи курс ошол пландан эсептелет',
    en: 'no admission plan for {year}: the first course is counted from it',
  },
  turnoverHeadcountTooLarge: {
    ru: 'на группу приходится больше {max} студентов: добавьте группы',
    kg: 'бир топко {max} студенттен ашык туура келет: топторду кошуңуз',
    en: 'more than {max} students to a group: add groups',
  },
  turnoverNoGradingRule: {
    ru: 'специальности не назначено правило оценивания',
    kg: 'адистикке баалоо эрежеси дайындалган эмес',
    en: 'the speciality has no grading rule',
  },
  turnoverTermEnded: {
    ru: 'полномочия закончились {day}',
    kg: 'ыйгарым укугу {day} күнү бүткөн',
    en: 'the term ended on {day}',
  },
  turnoverOutsideScope: {
    ru: 'факультет вне вашей области ответственности',
    kg: 'факультет сиздин жоопкерчилик чөйрөңүзгө кирбейт',
    en: 'the faculty is outside your scope',
  },
  turnoverFacultyCommission: {
    ru: 'Государственная комиссия факультета',
    kg: 'Факультеттин МАКы',
    en: "The faculty's state commission",
  },
  turnoverStale: {
    ru: 'Данные изменились после предварительного просмотра: просмотрите перенос ещё раз. Ничего не записано',
    kg: 'Алдын ала көрүүдөн кийин маалыматтар өзгөрдү: өткөрүүнү кайра карап чыгыңыз. Эч нерсе жазылган жок',
    en: 'The data changed since the preview: preview the turnover again. Nothing was written',
  },
  turnoverUndone: {
    ru: 'Этот перенос уже отменён',
    kg: 'Бул өткөрүү мурунтан эле жокко чыгарылган',
    en: 'This turnover has already been undone',
  },
  turnoverChangedSince: {
    ru: 'Перенос нельзя отменить: {record_ru} изменили после него. Ничего не изменено',
    kg: 'Өткөрүүнү жокко чыгарууга болбойт: {record_kg} андан кийин өзгөртүлгөн. Эч нерсе өзгөргөн жок',
    en: 'The turnover cannot be undone: {record_en} was changed after it. Nothing was changed',
  },
  turnoverPlanRecord: {
    ru: 'план приёма {code} на {year}',
    kg: '{code} адистигинин {year} окуу жылына кабыл алуу планы',
    en: 'the admission plan of {code} for {year}',
  },
  turnoverGroupRecord: {
    ru: 'группа {group}',
    kg: '{group} тобу',
    en: 'the group {group}',
  },
  turnoverHeadcountRecord: {
    ru: 'контингент группы {group} на {year}',
    kg: '{group} тобунун {year} окуу жылындагы контингенти',
    en: 'the headcount of the group {group} for {year}',
  },
} as const;
