// What the data checks say: each violation's record and sentence. Joined to core/messages.ts.

export const checksMessages = {
  checkGradingRule: {
    ru: 'Правило оценивания {name}',
    kg: 'Баалоо эрежеси {name}',
    en: 'Grading rule {name}',
  },
  checkCoverage: {
    ru: 'диапазоны покрывают {from}–{to} из {min}–{max}',
    kg: 'диапазондор {min}–{max} ичинен {from}–{to} камтыйт',
    en: 'ranges cover {from}–{to} of {min}–{max}',
  },
  checkCoverageMissing: {
    ru: 'не покрыты баллы {segments}',
    kg: 'камтылбаган упайлар {segments}',
    en: 'missing {segments}',
  },
  checkCoverageOverlap: {
    ru: 'перекрываются баллы {segments}',
    kg: 'кайталанган упайлар {segments}',
    en: 'overlapping {segments}',
  },
  checkCoverageOutside: {
    ru: 'за границами правила баллы {segments}',
    kg: 'эреженин чегинен тышкаркы упайлар {segments}',
    en: 'outside the rule’s bounds {segments}',
  },
  checkCoverageNone: {
    ru: 'нет ни одного диапазона баллов: {min}–{max} не покрыто',
    kg: 'бир да упай диапазону жок: {min}–{max} камтылган эмес',
    en: 'no point ranges: {min}–{max} not covered',
  },
  checkPlanBudget: {
    ru: 'бюджетных студентов на первом курсе запланировано: {planned}, в плане приёма: {plan}',
    kg: 'биринчи курска {planned} бюджеттик студент пландалган, кабыл алуу планында {plan}',
    en: 'planned {planned} budget students in the first course, the admission plan has {plan}',
  },
  checkPlanContract: {
    ru: 'контрактных студентов на первом курсе запланировано: {planned}, в плане приёма: {plan}',
    kg: 'биринчи курска {planned} контракттык студент пландалган, кабыл алуу планында {plan}',
    en: 'planned {planned} contract students in the first course, the admission plan has {plan}',
  },
  checkPlanMissing: {
    ru: 'нет плана приёма на {year}, а на первом курсе запланировано студентов: бюджет — {budget}, контракт — {contract}',
    kg: '{year} окуу жылына кабыл алуу планы жок, ал эми биринчи курска {budget} бюджеттик жана {contract} контракттык студент пландалган',
    en: 'no admission plan for {year}, while the first course has {budget} budget and {contract} contract students planned',
  },
  checkCapacityZero: {
    ru: 'вместимость аудитории — 0 мест',
    kg: 'аудиториянын сыйымдуулугу — 0 орун',
    en: 'the classroom has 0 seats',
  },
  checkCapacitySmall: {
    ru: 'мест: {contain} ({kind}; самая большая такая аудитория кафедры и факультета группы), а в очной группе {group} запланировано студентов: {size}',
    kg: '{contain} орун ({kind}; топтун кафедрасындагы жана факультетиндеги мындай аудиториялардын эң чоңу), ал эми күндүзгү ({group}) тобуна {size} студент пландалган',
    en: '{contain} seats ({kind}; the largest such room of the group’s department and faculty), but the full-time group {group} has {size} students planned',
  },
  checkCapacityGroups: {
    ru: '; всего не помещаются очных групп: {count}',
    kg: '; батпаган күндүзгү топтор бардыгы: {count}',
    en: '; {count} full-time groups in all do not fit',
  },
  checkCapacityNoSpecifics: {
    ru: 'без указанной особенности',
    kg: 'өзгөчөлүгү көрсөтүлгөн эмес',
    en: 'no specifics given',
  },
  checkFacultyCommission: {
    ru: 'Государственная комиссия факультета',
    kg: 'Факультеттин МАКы',
    en: "The faculty's state commission",
  },
  checkSpecialityCommission: {
    ru: 'Комиссия по специальности {speciality}',
    kg: '{speciality} адистиги боюнча комиссия',
    en: 'Commission for {speciality}',
  },
  checkRoleMissing: {
    ru: 'никто не занимает роль «{role}»',
    kg: '«{role}» ролун эч ким ээлебейт',
    en: 'no one holds the role "{role}"',
  },
  checkRoleDoubled: {
    ru: 'роль «{role}» занимают несколько человек: {count}',
    kg: '«{role}» ролун {count} адам ээлейт',
    en: '{count} people hold the role "{role}"',
  },
  checkLicenceNone: {
    ru: 'у специальности нет лицензии',
    kg: 'адистиктин лицензиясы жок',
    en: 'the speciality has no licence',
  },
  checkLicenceExpired: {
    ru: 'срок действия лицензии истёк {day}',
    kg: 'лицензиянын мөөнөтү {day} күнү бүткөн',
    en: 'the licence expired on {day}',
  },
  checkLicenceNotYet: {
    ru: 'лицензия действует только с {day}',
    kg: 'лицензия {day} күнүнөн баштап гана күчүнө кирет',
    en: 'the licence is valid only from {day}',
  },
  checkLicenceExpiring: {
    ru: 'срок действия лицензии истекает {day} (через {days} дн.)',
    kg: 'лицензиянын мөөнөтү {day} күнү бүтөт ({days} күндөн кийин)',
    en: 'the licence expires on {day} (in {days} days)',
  },
  checkGroupsWithoutHeadcounts: {
    ru: 'групп без запланированных студентов на {year}: {count} ({groups})',
    kg: '{year} окуу жылына студенттери пландалбаган топтор: {count} ({groups})',
    en: '{count} groups without planned students for {year} ({groups})',
  },
  checkTranslationKg: {
    ru: 'нет названия на кыргызском языке',
    kg: 'кыргызча аталышы жок',
    en: 'no Kyrgyz name',
  },
  checkTranslationEn: {
    ru: 'нет названия на английском языке',
    kg: 'англисче аталышы жок',
    en: 'no English name',
  },
  checkTranslationBoth: {
    ru: 'нет названий на кыргызском и английском языках',
    kg: 'кыргызча жана англисче аталыштары жок',
    en: 'no Kyrgyz or English name',
  },
};
