// What the university's setup and the licence's installation say (decision 0060). Joined to core/messages.ts.
// The licence refusals' English is what licence:install has always printed.

export const setupMessages = {
  setupFirst: {
    ru: 'Сначала нужно выполнить начальную настройку: указать министерство, названия и код университета и установить лицензию. Это делает администратор на странице «Начальная настройка».',
    kg: 'Адегенде баштапкы орнотууну аткаруу керек: министрликти, ЖОЖдун аталыштарын жана кодун көрсөтүп, лицензияны орнотуу. Муну администратор «Баштапкы орнотуу» барагында аткарат.',
    en: "The university's setup comes first: its ministry, names and code, then the licence. An administrator does it on the Setup screen.",
  },
  setupDone: {
    ru: 'Университет уже настроен («{name}», код {code}): начальная настройка выполняется один раз. Изменить его данные можно на экране «Учебная структура»',
    kg: 'ЖОЖ буга чейин орнотулган («{name}», коду {code}): баштапкы орнотуу бир гана жолу аткарылат. Анын маалыматтарын «Окуу түзүмү» экранында өзгөртсө болот',
    en: 'The university is set up already ("{name}", code {code}): setup is done once. Its details are changed on the Educational structure screen',
  },
  setupMinistryGone: {
    ru: 'Такого министерства нет: выберите другое или укажите название нового',
    kg: 'Мындай министрлик жок: башкасын тандаңыз же жаңысынын аталышын жазыңыз',
    en: 'There is no such ministry: choose another, or name a new one',
  },
  setupMinistryRequired: {
    ru: 'Выберите министерство или укажите название нового (поле «{field}»)',
    kg: 'Министрликти тандаңыз же жаңысынын аталышын жазыңыз («{field}» талаасы)',
    en: 'Choose a ministry, or name a new one (the field "{field}")',
  },
  licenceNoKey: {
    ru: 'На сервере не задан открытый ключ поставщика лицензий (LICENCE_PUBLIC_KEY): оператор задаёт его для каждого процесса сервера, после этого установите лицензию снова.',
    kg: 'Серверде лицензия берүүчүнүн ачык ачкычы (LICENCE_PUBLIC_KEY) коюлган эмес: оператор аны сервердин ар бир процессине коёт, андан кийин лицензияны кайра орнотуңуз.',
    en: 'LICENCE_PUBLIC_KEY is not set: set it to the public key the issuer gave, then install again.',
  },
  licenceTooLong: {
    ru: 'Файл слишком длинный для лицензии (не более {max} символов).',
    kg: 'Файл лицензия үчүн өтө узун (эң көбү {max} белги).',
    en: 'The file is too long for a licence (at most {max} characters).',
  },
  licenceEmpty: {
    ru: 'Файл пуст: в нём нет лицензии.',
    kg: 'Файл бош: анда лицензия жок.',
    en: 'The file is empty: it holds no licence.',
  },
  licenceMalformed: {
    ru: 'В файле нет лицензии: ожидается одна строка <данные>.<подпись>, как её выдаёт licence:issue.',
    kg: 'Файлда лицензия жок: licence:issue бергендей бир сап <маалымат>.<кол тамга> күтүлөт.',
    en: 'The file holds no licence: expected one line <payload>.<signature> as licence:issue writes it.',
  },
  licenceBadSignature: {
    ru: 'Лицензия подписана не тем поставщиком, чей открытый ключ задан в LICENCE_PUBLIC_KEY (или в ней что-то изменено).',
    kg: 'Лицензияга ачык ачкычы LICENCE_PUBLIC_KEY ичинде турган берүүчү кол койгон эмес (же анда бир нерсе өзгөртүлгөн).',
    en: 'The licence was not signed by the issuer whose public key LICENCE_PUBLIC_KEY holds (or it was changed).',
  },
  licenceOtherOrganisation: {
    ru: 'Лицензия выдана организации «{name}» (код {code}), а такого университета в базе нет: в лицензии должны стоять полное название и код университета в точности как при настройке.',
    kg: 'Лицензия «{name}» (коду {code}) уюмуна берилген, мындай ЖОЖ базада жок: лицензияда ЖОЖдун толук аталышы жана коду орнотуудагыдай так жазылышы керек.',
    en: 'The licence is for {name} (code {code}), which is no university of this database (vuz: v2 and id_field).',
  },
  licenceNotYet: {
    ru: 'Лицензия действует с {from}: установите её в этот день или позже (сегодня {today}).',
    kg: 'Лицензия {from} күнүнөн тартып күчүндө: аны ошол күнү же андан кийин орнотуңуз (бүгүн {today}).',
    en: 'The licence begins on {from}: install it on that day or later (today is {today}).',
  },
  licenceEnded: {
    ru: 'Срок лицензии закончился {until} (сегодня {today}).',
    kg: 'Лицензиянын мөөнөтү {until} күнү бүткөн (бүгүн {today}).',
    en: 'The licence ended on {until} (today is {today}).',
  },
};
