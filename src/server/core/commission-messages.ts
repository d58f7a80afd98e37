// What the commission's calls say to a person (decision 0031), joined to core/messages.ts.
// Names come as stored; a role ({role_ru} …) and a date ({since_ru} …) in each sentence's own language.
// The field named is the one the forms label: "ФИО" / "Аты-жөнү" / "Full name", and the effective date.

export const commissionMessages = {
  facultyRoleTaken: {
    ru: 'В комиссии факультета уже есть {role_ru}: {holder}. Сначала завершите этот срок или выполните замену.',
    kg: 'Факультеттин комиссиясында {role_kg} бар: {holder}. Адегенде ошол мөөнөттү аяктаңыз же алмаштырыңыз.',
    en: 'The faculty already has a {role_en}: {holder}. End that term first, or replace.',
  },
  specialityRoleTaken: {
    ru: 'В комиссии по специальности уже есть {role_ru}: {holder}. Сначала измените или удалите эту запись.',
    kg: 'Адистик боюнча комиссияда {role_kg} бар: {holder}. Адегенде ошол жазууну өзгөртүңүз же өчүрүңүз.',
    en: "The speciality's commission already has a {role_en}: {holder}. Change or delete that row first.",
  },
  facultyNameTaken: {
    ru: '{holder} уже входит в комиссию факультета ({role_ru}).',
    kg: '{holder} факультеттин комиссиясынын курамында бар ({role_kg}).',
    en: "{holder} is already in the faculty's commission ({role_en}).",
  },
  specialityNameTaken: {
    ru: '{holder} уже входит в комиссию по этой специальности ({role_ru}).',
    kg: '{holder} бул адистик боюнча комиссиянын курамында бар ({role_kg}).',
    en: "{holder} is already in this speciality's commission ({role_en}).",
  },
  anotherPerson: {
    ru: 'ФИО: «{name}» — другой человек, не «{holder}». Исправление меняет только написание; нового человека назначают заменой, и история сохраняет оба срока.',
    kg: 'Аты-жөнү: «{name}» — «{holder}» эмес, башка адам. Оңдоо жазылышын гана өзгөртөт; жаңы адам алмаштыруу аркылуу дайындалат, тарых эки мөөнөттү тең сактайт.',
    en: 'Full name: "{name}" is another person, not "{holder}". A correction changes the spelling only; a new person takes the role by Replace, and the history keeps both terms.',
  },
  replaceSame: {
    ru: 'ФИО: это тот же человек в той же роли — заменять нечего. Исправьте запись карандашом.',
    kg: 'Аты-жөнү: бул ошол эле адам, ошол эле ролдо — алмаштыра турган эч нерсе жок. Жазууну карандаш менен оңдоңуз.',
    en: 'Full name: this is the same person in the same role, so nothing is replaced. Correct the row with the pencil instead.',
  },
  effectiveDateInvalid: {
    ru: 'Дата вступления в силу: «{value}» — такой даты нет',
    kg: 'Күчүнө кирүү күнү: «{value}» — мындай күн жок',
    en: 'Effective date: "{value}" is not a date',
  },
  effectiveDateTooEarly: {
    ru: 'Дата вступления в силу: должна быть позже {since_ru} — дня, когда начался этот срок',
    kg: 'Күчүнө кирүү күнү: бул мөөнөт башталган күндөн ({since_kg}) кийин болушу керек',
    en: 'Effective date: must be after {since_en}, the day this term began',
  },
  effectiveDateTooLate: {
    ru: 'Дата вступления в силу: не позже {last_ru} — последнего дня {year} учебного года',
    kg: 'Күчүнө кирүү күнү: {year} окуу жылынын акыркы күнүнөн ({last_kg}) кеч болбошу керек',
    en: 'Effective date: no later than {last_en}, the last day of the academic year {year}',
  },
  // Import (decision 0047): a faculty commission's file (import/tables/commission.ts) gives a term's days other than its own.
  importTermChanged: {
    ru: 'Импорт не меняет начало и конец срока: новый член комиссии входит в неё в день импорта, а срок завершают или передают на экране кнопками «Завершить членство» и «Заменить». Оставьте даты как в выгрузке (у нового члена — пустыми)',
    kg: 'Импорт мөөнөттүн башталышын жана аягын өзгөртпөйт: комиссиянын жаңы мүчөсү ага импорт күнү кирет, ал эми мөөнөттү экранда «Мүчөлүгүн аяктоо» жана «Алмаштыруу» баскычтары менен аяктайсыз же башкага өткөрөсүз. Даталарды жүктөлүп алынгандагыдай калтырыңыз (жаңы мүчөдө — бош)',
    en: 'An import does not change when a term begins or ends: a new member joins the commission on the day of the import, and a term is ended or handed over on the screen with End membership and Replace. Leave the dates as exported (empty for a new member)',
  },
} as const;
