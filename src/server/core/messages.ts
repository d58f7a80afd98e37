import type { Language } from '../../contract/limits';
import { checksMessages } from './checks-messages';
import { commissionMessages } from './commission-messages';
import { documentMessages } from './document-messages';
import { duplicateMessages } from './duplicate-messages';
import { exchangeMessages } from './exchange-messages';
import { integrationMessages } from './integration-messages';
import { ministryMessages } from './ministry-messages';
import { newYearMessages } from './new-year-messages';
import { setupMessages } from './setup-messages';
import { structureImportMessages } from './structure-import-messages';

type Texts = Record<Language, string>;

/** Every sentence the server says to a person, in the three languages. `{name}` is filled in. */
export const messages = {
  invalidField: {
    ru: 'Неверное значение поля «{field}»: {reason}',
    kg: '«{field}» талаасынын мааниси туура эмес: {reason}',
    en: 'Invalid value of the field "{field}": {reason}',
  },
  invalidJson: {
    ru: 'Тело запроса не является корректным JSON',
    kg: 'Сурамдын мазмуну туура JSON эмес',
    en: 'The request body is not valid JSON',
  },
  forbiddenFieldName: {
    ru: 'Недопустимое имя поля в теле запроса: «{name}»',
    kg: 'Сурамдын мазмунунда жол берилбеген талаа аты: «{name}»',
    en: 'Field name not allowed in the request body: "{name}"',
  },
  unsupportedMediaType: {
    ru: 'Тело запроса должно быть в формате JSON (Content-Type: application/json)',
    kg: 'Сурамдын мазмуну JSON форматында болушу керек (Content-Type: application/json)',
    en: 'The request body must be JSON (Content-Type: application/json)',
  },
  bodyTooLarge: {
    ru: 'Запрос слишком большой',
    kg: 'Сурам өтө чоң',
    en: 'The request is too large',
  },
  badRequest: {
    ru: 'Некорректный запрос',
    kg: 'Туура эмес сурам',
    en: 'Bad request',
  },
  // What Node's HTTP parser refuses before a request reaches the app (http/client-errors.ts).
  headersTooLarge: {
    ru: 'Заголовки запроса слишком велики',
    kg: 'Сурамдын баш саптары өтө чоң',
    en: 'The request headers are too large',
  },
  requestTimeout: {
    ru: 'Запрос не поступил полностью вовремя',
    kg: 'Сурам убагында толук келген жок',
    en: 'The request did not arrive in full in time',
  },
  unauthenticated: {
    ru: 'Вы не вошли в систему или сеанс истёк. Войдите снова',
    kg: 'Сиз системага кире элексиз же сеанстын мөөнөтү бүттү. Кайра кириңиз',
    en: 'You are not signed in or your session has expired. Please sign in again',
  },
  loginTooShort: {
    ru: 'Логин не может быть меньше 2 символов',
    kg: 'Логин 2 белгиден кыска болбошу керек',
    en: 'Login cannot be shorter than 2 characters',
  },
  wrongCredentials: {
    ru: 'Неверный логин или пароль',
    kg: 'Логин же сырсөз туура эмес',
    en: 'Wrong login or password',
  },
  rateLimited: {
    ru: 'Слишком много неудачных попыток входа. Повторите через {minutes} мин.',
    kg: 'Кирүүгө өтө көп ийгиликсиз аракет жасалды. {minutes} мүнөттөн кийин кайталаңыз',
    en: 'Too many failed sign-in attempts. Try again in {minutes} min.',
  },
  signInBusy: {
    ru: 'Сервер занят проверкой других входов. Повторите через минуту.',
    kg: 'Сервер башка кирүүлөрдү текшерип жатат. Бир мүнөттөн кийин кайталаңыз.',
    en: 'The server is busy checking other sign-ins. Try again in a minute.',
  },
  unknownHost: {
    ru: 'Этот сервер не отвечает на имя «{host}» (см. ALLOWED_HOSTS)',
    kg: 'Бул сервер «{host}» деген атка жооп бербейт (ALLOWED_HOSTS караңыз)',
    en: 'This server does not answer to the name "{host}" (see ALLOWED_HOSTS)',
  },
  loggedOutEverywhere: {
    ru: 'Вы вышли из системы на всех устройствах',
    kg: 'Сиз бардык түзмөктөрдө системадан чыктыңыз',
    en: 'You are signed out on every device',
  },
  signedOutEverywhere: {
    ru: 'Вы вышли из системы на всех устройствах {date} в {time}: «Выйти на всех устройствах» выбрано на другом устройстве. Войдите снова',
    kg: 'Сиз {date} саат {time} бардык түзмөктөрдөн чыктыңыз: «Бардык түзмөктөрдөн чыгуу» башка түзмөктөн тандалган. Кайра кириңиз',
    en: 'You were signed out on every device on {date} at {time}: "Sign out on every device" was chosen on another device. Please sign in again',
  },
  foreignOrigin: {
    ru: 'Запрос с чужого сайта отклонён',
    kg: 'Башка сайттан келген сурам четке кагылды',
    en: 'A request from another site was refused',
  },
  notFound: {
    ru: 'Такого адреса нет',
    kg: 'Мындай дарек жок',
    en: 'No such address',
  },
  methodNotAllowed: {
    ru: 'Этот адрес не принимает метод {method}; допустимо: {allowed}',
    kg: 'Бул дарек {method} ыкмасын кабыл албайт; уруксат берилгендер: {allowed}',
    en: 'This address does not take {method}; it takes {allowed}',
  },
  unavailable: {
    ru: 'База данных временно недоступна. Повторите попытку чуть позже',
    kg: 'Маалыматтар базасы убактылуу жеткиликсиз. Бир аздан кийин кайталаңыз',
    en: 'The database is temporarily unavailable. Please try again shortly',
  },
  internal: {
    ru: 'Внутренняя ошибка сервера',
    kg: 'Сервердин ички катасы',
    en: 'Internal server error',
  },
  recordNotFound: {
    ru: 'Запись не найдена: возможно, её уже удалили',
    kg: 'Жазуу табылган жок: балким, ал өчүрүлгөн',
    en: 'The record was not found: it may have been deleted already',
  },
  // A save carrying a row version older than the row's (optimistic concurrency, decision 0011).
  staleRow: {
    ru: 'Эту запись изменил кто-то другой после того, как вы её открыли. Ваши изменения не сохранены: загрузите текущую версию и внесите их заново',
    kg: 'Сиз бул жазууну ачкандан кийин аны башка бирөө өзгөрттү. Сиздин өзгөртүүлөрүңүз сакталган жок: учурдагы версиясын жүктөп, аларды кайра киргизиңиз',
    en: 'Someone else changed this record after you opened it. Your changes were not saved: load the current version and make them again',
  },
  unknownReference: {
    ru: 'Связанная запись не существует',
    kg: 'Байланышкан жазуу жок',
    en: 'A linked record does not exist',
  },
  requiredField: {
    ru: 'Заполните поле «{field}»',
    kg: '«{field}» талаасын толтуруңуз',
    en: 'Fill in the field "{field}"',
  },
  loggedOut: {
    ru: 'Вы вышли из системы',
    kg: 'Сиз системадан чыктыңыз',
    en: 'You have signed out',
  },
  // Passwords (auth/password-policy.ts, auth/change-password.ts, auth/password-gate.ts).
  passwordTooShort: {
    ru: 'Пароль должен быть не короче {min} символов',
    kg: 'Сырсөз кеминде {min} белгиден турушу керек',
    en: 'The password must have at least {min} characters',
  },
  passwordTooCommon: {
    ru: 'Этот пароль слишком распространён: он есть в списке самых частых паролей. Выберите другой',
    kg: 'Бул сырсөз өтө кеңири таралган: ал эң көп колдонулган сырсөздөрдүн тизмесинде бар. Башкасын тандаңыз',
    en: 'This password is too common: it is on the list of the most used passwords. Choose another one',
  },
  passwordIsLogin: {
    ru: 'Пароль не должен совпадать с логином',
    kg: 'Сырсөз логин менен бирдей болбошу керек',
    en: 'The password must not be the same as the login',
  },
  passwordUnchanged: {
    ru: 'Новый пароль должен отличаться от текущего',
    kg: 'Жаңы сырсөз учурдагыдан башкача болушу керек',
    en: 'The new password must differ from the current one',
  },
  currentPasswordWrong: {
    ru: 'Текущий пароль указан неверно',
    kg: 'Учурдагы сырсөз туура эмес',
    en: 'The current password is wrong',
  },
  forbiddenRole: {
    ru: 'Ваша роль не позволяет это действие. Обратитесь к администратору',
    kg: 'Сиздин ролуңуз бул аракетке уруксат бербейт. Администраторго кайрылыңыз',
    en: 'Your role does not allow this. Please ask an administrator',
  },
  outsideScope: {
    ru: 'Эта запись относится к факультету вне вашей области ответственности',
    kg: 'Бул жазуу сиздин жоопкерчилик чөйрөңүзгө кирбеген факультетке тиешелүү',
    en: 'This record belongs to a faculty outside your scope',
  },
  otherUserName: {
    ru: 'Можно узнать только своё имя',
    kg: 'Өз атыңызды гана көрө аласыз',
    en: 'You may only look up your own name',
  },
  accountDisabled: {
    ru: 'Учётная запись отключена. Обратитесь к администратору',
    kg: 'Каттоо эсеби бөгөттөлгөн. Администраторго кайрылыңыз',
    en: 'This account is disabled. Please ask an administrator',
  },
  lastAdministrator: {
    ru: 'Должен остаться хотя бы один действующий администратор',
    kg: 'Жок дегенде бир иштеп жаткан администратор калышы керек',
    en: 'At least one active administrator must remain',
  },
  ownAccount: {
    ru: 'Свою учётную запись нельзя отключить или удалить',
    kg: 'Өз каттоо эсебиңизди бөгөттөөгө же өчүрүүгө болбойт',
    en: 'You cannot disable or delete your own account',
  },
  passwordRequired: {
    ru: 'Укажите первый пароль нового пользователя',
    kg: 'Жаңы колдонуучунун биринчи сырсөзүн көрсөтүңүз',
    en: "Enter the new user's first password",
  },
  scopeRequired: {
    ru: 'Выберите хотя бы один факультет или «Все факультеты» для редактора',
    kg: 'Редактор үчүн жок дегенде бир факультетти же «Бардык факультеттерди» тандаңыз',
    en: 'Choose at least one faculty, or all faculties, for an editor',
  },
  passwordChangeRequired: {
    ru: 'Сначала смените пароль: для вашей учётной записи это обязательно',
    kg: 'Адегенде сырсөздү алмаштырыңыз: сиздин каттоо эсебиңиз үчүн бул милдеттүү',
    en: 'Change your password first: your account requires it',
  },
  passwordChanged: {
    ru: 'Пароль изменён',
    kg: 'Сырсөз алмаштырылды',
    en: 'Your password has been changed',
  },
  specialityModeExclusive: {
    ru: 'Специальность ведётся либо по триместрам, либо как докторантура, но не то и другое сразу',
    kg: 'Адистик же триместр боюнча, же докторантура катары окутулат, экөө тең бир убакта болбойт',
    en: 'A speciality is taught either in trimesters or as a doctorate, not both',
  },
  specialityModeOff: {
    ru: 'Триместры и докторантура не включены в настройках университета',
    kg: 'Триместрлер жана докторантура университеттин жөндөөлөрүндө күйгүзүлгөн эмес',
    en: "Trimesters and doctorates are not enabled in the university's settings",
  },
  placeholderRow: {
    ru: 'Запись 9999 служебная: её нельзя изменять или выбирать',
    kg: '9999 жазуусу кызматтык: аны өзгөртүүгө же тандоого болбойт',
    en: 'Record 9999 is a placeholder: it cannot be changed or chosen',
  },
  otherFaculty: {
    ru: 'Группа и специальность относятся к разным факультетам',
    kg: 'Топ менен адистик ар башка факультеттерге таандык',
    en: 'The group and the speciality belong to different faculties',
  },
  // SPEC's body of a new name-group names no faculty (structure/rules.ts, decision 0032).
  nameGroupFacultyNeeded: {
    ru: 'Укажите факультет новой группы (idFaculty): ваша учётная запись работает не с одним факультетом, и какой из них имеется в виду, неизвестно',
    kg: 'Жаңы топтун факультетин көрсөтүңүз (idFaculty): сиздин эсептик жазууңуз бир гана факультет менен иштебейт, ошондуктан кайсынысы экени белгисиз',
    en: "Name the new group's faculty (idFaculty): your account works with more than one faculty, so which one is meant is not known",
  },
  sameGroup: {
    ru: 'Выберите другую группу: копировать группу в саму себя нельзя',
    kg: 'Башка топту тандаңыз: топту өзүнө көчүрүүгө болбойт',
    en: 'Choose another group: a group cannot be copied onto itself',
  },
  requestCompleted: {
    ru: 'Ваш запрос успешно выполнен',
    kg: 'Сурамыңыз ийгиликтүү аткарылды',
    en: 'Your request was completed successfully',
  },
  newFacultyNeedsAll: {
    ru: 'Новый факультет может добавить только редактор всех факультетов',
    kg: 'Жаңы факультетти бардык факультеттердин редактору гана кошо алат',
    en: 'Only an editor of all faculties can add a faculty',
  },
  // Decision 0015: speciality parameters, licences, next year's groups, a duplicate speciality.
  licencePeriod: {
    ru: 'Дата окончания лицензии не может быть раньше даты начала',
    kg: 'Лицензиянын аяктоо датасы башталыш датасынан мурун болбошу керек',
    en: "The licence's end date cannot be before its start date",
  },
  nextYearOnly: {
    ru: 'Год назначения должен следовать сразу за исходным годом: выберите {year}',
    kg: 'Топтор түзүлө турган окуу жылы баштапкы жылдан кийинки жыл болушу керек: {year} окуу жылын тандаңыз',
    en: 'The target year must be the year right after the source year: choose {year}',
  },
  noGroupChosen: {
    ru: 'Выберите хотя бы одну группу',
    kg: 'Жок дегенде бир топту тандаңыз',
    en: 'Choose at least one group',
  },
  sameSpeciality: {
    ru: 'Выберите другую специальность: копировать специальность в саму себя нельзя',
    kg: 'Башка адистикти тандаңыз: адистикти өзүнө көчүрүүгө болбойт',
    en: 'Choose another speciality: a speciality cannot be copied onto itself',
  },
  otherFacultySpeciality: {
    ru: 'Данные можно копировать только в специальность того же факультета',
    kg: 'Маалыматтарды ошол эле факультеттин адистигине гана көчүрүүгө болот',
    en: 'Data can only be copied to a speciality of the same faculty',
  },
  // The grading-rule editor (SPEC §5, §8; decision 0019). X and Y: a variant's or a range's points.
  pointsOutOfBounds: {
    ru: 'Значение должно быть от {from} до {to}',
    kg: 'Маани {from} – {to} диапазонунда болушу керек',
    en: 'Value must be from {from} to {to}',
  },
  pointsOrder: {
    ru: 'Значение должно быть от {from} до {to}, а конец — больше начала',
    kg: 'Маани {from} – {to} диапазонунда болушу керек, ал эми аягы башынан чоң болушу керек',
    en: 'Value must be from {from} to {to}, and the end greater than the beginning',
  },
  rangeOverlap: {
    ru: 'Диапазон пересекается с диапазоном {from}–{to} (оценка «{grade}»)',
    kg: 'Диапазон {from}–{to} диапазону менен кесилишет («{grade}» баасы)',
    en: 'The range overlaps the range {from}–{to} (grade "{grade}")',
  },
  detailsOutsideRange: {
    ru: 'Промежуточные значения диапазона ({from}–{to}) окажутся за его новыми границами: сначала измените или удалите их',
    kg: 'Диапазондун аралык маанилери ({from}–{to}) анын жаңы чектеринен сыртта калат: адегенде аларды өзгөртүңүз же өчүрүңүз',
    en: "The range's intermediate values ({from}–{to}) would fall outside its new bounds: change or delete them first",
  },
  detailOverlap: {
    ru: 'Промежуточное значение пересекается с другим: {from}–{to}',
    kg: 'Аралык маани башка аралык маани менен кесилишет: {from}–{to}',
    en: 'The intermediate value overlaps another one: {from}–{to}',
  },
  fillAllFields: {
    ru: 'Заполните все поля!',
    kg: 'Бардык талааларды толтуруңуз!',
    en: 'Fill all fields!',
  },
  fieldLimitsOrder: {
    ru: 'Минимум ({min}) не может быть больше максимума ({max})',
    kg: 'Эң аз маани ({min}) эң көп мааниден ({max}) чоң болбошу керек',
    en: 'The minimum ({min}) cannot be greater than the maximum ({max})',
  },
  // The required fields of an inline row (SPEC §5 'fillFields'; positions and classrooms).
  fillFields: {
    ru: 'Заполните все поля',
    kg: 'Бардык талааларды толтуруңуз',
    en: 'Please fill in all the fields',
  },
  // Classrooms (classrooms/rules.ts, decision 0021).
  departmentOfOtherFaculty: {
    ru: 'Выбранная кафедра не относится к выбранному факультету: выберите кафедру этого факультета или другой факультет',
    kg: 'Тандалган кафедра тандалган факультетке кирбейт: ушул факультеттин кафедрасын же башка факультетти тандаңыз',
    en: 'The chosen department does not belong to the chosen faculty: choose a department of that faculty or another faculty',
  },
  // Decision 0013's addendum: a row's references stay inside its faculty, for every role. Names come in three
  // languages ({department_ru}, {department_kg} …): each sentence quotes the record in its own.
  specialityDepartmentOfOtherFaculty: {
    ru: 'Кафедра «{department_ru}» относится к другому факультету: выберите кафедру факультета этой специальности',
    kg: '«{department_kg}» кафедрасы башка факультетке таандык: ушул адистиктин факультетинин кафедрасын тандаңыз',
    en: 'The department "{department_en}" belongs to another faculty: choose a department of this speciality\'s faculty',
  },
  specialityNotTaught: {
    ru: 'Специальность «{speciality_ru}» не ведётся на факультете «{faculty_ru}»: выберите специальность этого факультета',
    kg: '«{speciality_kg}» адистиги «{faculty_kg}» факультетинде окутулбайт: ушул факультеттин адистигин тандаңыз',
    en: 'The speciality "{speciality_en}" is not taught by the faculty "{faculty_en}": choose a speciality of that faculty',
  },
  departmentInUse: {
    ru: 'Кафедру «{department_ru}» нельзя перевести на другой факультет: она указана у специальностей или аудиторий своего факультета',
    kg: '«{department_kg}» кафедрасын башка факультетке которууга болбойт: ал өз факультетинин адистиктеринде же аудиторияларында көрсөтүлгөн',
    en: 'The department "{department_en}" cannot move to another faculty: specialities or classrooms of its faculty name it',
  },
  buildingFull: {
    ru: 'В корпусе уже {max} аудиторий: больше добавить нельзя',
    kg: 'Корпуста {max} аудитория бар: мындан көп кошууга болбойт',
    en: 'The building already has {max} classrooms: no more can be added',
  },
  // Decision 0035: a delete refused because other records use the record (usage/queries.ts).
  recordInUse: {
    ru: 'Запись нельзя удалить, пока она используется. {uses_ru}',
    kg: 'Жазуу колдонулуп жатканда аны өчүрүүгө болбойт. {uses_kg}',
    en: 'The record cannot be deleted while it is in use. {uses_en}',
  },
  // Decision 0035: why winter reception cannot change (structure/groups.ts): a past intake is history.
  winterReceptionPastOn: {
    ru: 'Зимний приём нельзя включить для группы {group} (специальность {code} «{special_ru}»): группа набрана в {year} учебном году, а он уже прошёл (текущий — {current}). Набор прошлых лет остаётся в истории таким, каким был',
    kg: '{group} тобу ({code} «{special_kg}» адистиги) үчүн «Кышкы кабыл алуу» белгисин коюуга болбойт: топ {year} окуу жылында кабыл алынган, ал жыл өтүп кеткен (учурдагысы — {current}). Өткөн жылдардын кабыл алуусу тарыхта кандай болсо, ошондой калат',
    en: 'Winter reception cannot be switched on for the group {group} (speciality {code} "{special_en}"): it was admitted in the academic year {year}, which has passed (the current one is {current}). A past intake stays in the history as it was',
  },
  winterReceptionPastOff: {
    ru: 'Зимний приём нельзя выключить для группы {group} (специальность {code} «{special_ru}»): группа набрана в {year} учебном году, а он уже прошёл (текущий — {current}). Набор прошлых лет остаётся в истории таким, каким был, и приём остаётся включённым',
    kg: '{group} тобу ({code} «{special_kg}» адистиги) үчүн «Кышкы кабыл алуу» белгисин алып салууга болбойт: топ {year} окуу жылында кабыл алынган, ал жыл өтүп кеткен (учурдагысы — {current}). Өткөн жылдардын кабыл алуусу тарыхта кандай болсо, ошондой калат, ошондуктан белги алынбайт',
    en: 'Winter reception cannot be switched off for the group {group} (speciality {code} "{special_en}"): it was admitted in the academic year {year}, which has passed (the current one is {current}). A past intake stays in the history as it was, so reception stays on',
  },
  // Decision 0022: a commission member's row closed in its history (commission/rules.ts).
  memberLeft: {
    ru: 'Этот член комиссии уже выбыл из неё: запись сохранена в истории и изменить её нельзя',
    kg: 'Комиссиянын бул мүчөсү андан чыгып кеткен: жазуу тарыхта сакталган жана аны өзгөртүүгө болбойт',
    en: 'This member has already left the commission: the row is kept in its history and cannot be changed',
  },
  // Decision 0031: the commission's terms and whom a refusal clashes with (commission-messages.ts).
  ...commissionMessages,
  // Decision 0035: which record a duplicate clashes with (db/unique-keys.ts).
  ...duplicateMessages,
  // Decision 0047: the export and import of tables (exchange-messages.ts).
  ...exchangeMessages,
  // Decision 0061: the import of the university's own structure (structure-import-messages.ts).
  ...structureImportMessages,
  // Decision 0048: the new academic year's turnover (new-year-messages.ts).
  ...newYearMessages,
  // Decision 0060: the university's setup and the licence's installation (setup-messages.ts).
  ...setupMessages,
  // Decision 0069: the ministry's console (ministry-messages.ts).
  ...ministryMessages,
  // Decision 0075: the integration API's clients (integration-messages.ts).
  ...integrationMessages,
  // The data checks' records and sentences (checks-messages.ts).
  ...checksMessages,
  // Decision 0049: the printed documents (document-messages.ts).
  ...documentMessages,
  // Decision 0024: a news item's link to this application's own API (wiki/rules.ts).
  newsLinkToOwnApi: {
    ru: 'Ссылка ведёт в API самого приложения ({prefix}): открыв её, читатель выполнил бы запрос от своего имени (например, вышел бы из системы). Укажите ссылку на страницу',
    kg: 'Шилтеме ушул тиркеменин өз API’сине ({prefix}) алып барат: аны ачкан окурман сурамды өз атынан аткарып коймок (мисалы, системадан чыгып кетмек). Баракчага шилтеме көрсөтүңүз',
    en: "The link leads to this application's own API ({prefix}): a reader opening it would make a request with their own session (signing out, for one). Link to a page instead",
  },
  // Decision 0023: the software licence's verdicts (SPEC §8), in the 403 LICENCE answers and the licence calls.
  // Decision 0023: a rename of the university the licence names (licence/rename-guard.ts).
  renameBreaksLicence: {
    ru: 'Полное название университета указано в лицензии: сначала установите лицензию с новым названием',
    kg: 'Университеттин толук аталышы лицензияда көрсөтүлгөн: адегенде жаңы аталыштагы лицензияны орнотуңуз',
    en: "The university's full name is written in the licence: install a licence with the new name first",
  },
  licenceViolated: {
    ru: 'Лицензия нарушена!',
    kg: 'Лицензиянын шарттары бузулду!',
    en: 'Licence violated!',
  },
  licenceExpired: {
    ru: 'Срок действия вашей лицензии истёк!!!',
    kg: 'Лицензияңыздын мөөнөтү бүттү!!!',
    en: 'Your licence has expired!!!',
  },
  licenceAbsent: {
    ru: 'У вас нет лицензии!',
    kg: 'Сизде лицензия жок!',
    en: 'You have no licence!',
  },
  licenceExpiring: {
    ru: 'Срок действия вашей лицензии скоро истекает!',
    kg: 'Лицензияңыздын мөөнөтү жакында бүтөт!',
    en: 'Your licence is expiring soon!',
  },
  // Decision 0046: restoring a record's earlier values from its history.
  restoreNotOfRecord: {
    ru: 'Это изменение относится к другой записи',
    kg: 'Бул өзгөртүү башка жазууга тиешелүү',
    en: "This change is not one of this record's",
  },
  restoreNothing: {
    ru: 'У записи уже эти значения: восстанавливать нечего',
    kg: 'Жазууда ушул маанилер турат: калыбына келтире турган эч нерсе жок',
    en: 'The record already has these values: there is nothing to restore',
  },
  restoreNotPossible: {
    ru: 'Такие записи не восстанавливаются из истории: измените запись на её экране',
    kg: 'Мындай жазуулар тарыхтан калыбына келтирилбейт: жазууну өз экранында өзгөртүңүз',
    en: 'Records of this kind are not restored from their history: change the record on its screen',
  },
  restoreFieldsFixed: {
    ru: 'Эти поля на экране не меняются, поэтому их прежние значения не восстановить: {fields_ru}',
    kg: 'Бул талаалар экранда өзгөртүлбөйт, ошондуктан мурунку маанилерин калыбына келтирүүгө болбойт: {fields_kg}',
    en: 'These fields are not changed on the screen, so their earlier values cannot be restored: {fields_en}',
  },
  restoreGone: {
    ru: 'Этой записи больше нет: её удалили, и такую запись из истории не вернуть',
    kg: 'Бул жазуу эми жок: ал өчүрүлгөн, мындай жазууну тарыхтан кайтарууга болбойт',
    en: 'This record no longer exists: it was deleted, and such a record cannot be brought back from its history',
  },
  restoreReferenceGone: {
    ru: 'Прежнее значение поля «{fields_ru}» — запись, которой больше нет',
    kg: '«{fields_kg}» талаасынын мурунку мааниси — азыр жок жазуу',
    en: 'The earlier value of the field "{fields_en}" is a record that no longer exists',
  },
  restoreValueRefused: {
    ru: 'Прежнее значение поля «{field_ru}» сейчас недопустимо: {reason_ru}',
    kg: '«{field_kg}» талаасынын мурунку мааниси азыр жарабайт: {reason_kg}',
    en: 'The earlier value of the field "{field_en}" is not allowed now: {reason_en}',
  },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

/** A record's name in the three languages (an empty Kyrgyz or English name falls back to the Russian). */
export type Names = Record<Language, string>;

/** A name as a message's parameters `{key}_ru`, `{key}_kg`, `{key}_en`: each sentence quotes its own. */
export function namesIn(key: string, names: Names): Record<string, string> {
  return {
    [`${key}_ru`]: names.ru,
    [`${key}_kg`]: names.kg || names.ru,
    [`${key}_en`]: names.en || names.ru,
  };
}

export function translate(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
