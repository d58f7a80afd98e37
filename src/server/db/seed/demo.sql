-- Demo data for the structure backbone (0002_structure.sql): one university with its faculties and
-- departments, the national classifiers of directions, speciality names and qualifications, licences and the
-- specialities each faculty teaches. Every name is given in Russian, Kyrgyz (Cyrillic) and English. The
-- ministry, the study forms (their kinds and programmes), the levels, grading rule 1, the half-years, the
-- courses and the academic years are the fixed reference every database has (migration 0023): the ids
-- this file refers to (ministry 1, study forms 1-8, levels 1-5, half-years 1-2) are that migration's.
--
-- Rows with edit = false stand for entries of the national classifier (their code and Russian name are
-- locked). Classifier codes follow the style of the Kyrgyz classifier of directions (six digits,
-- e.g. 580100 Экономика) and of the older speciality codes (e.g. 080105 Финансы и кредит); the
-- postgraduate specialities use the style of the Higher Attestation Commission nomenclature
-- (e.g. 08.00.05). The university, its people, addresses, phones and licence numbers are fictitious.
--
-- Explicit ids everywhere; the serial sequences are moved past them at the end of the file.
-- No transaction statements: the loader wraps this file in one.

-- ---------------------------------------------------------------------------------------------
-- University (v1* = short name, v2* = full name)
-- ---------------------------------------------------------------------------------------------
INSERT INTO vuz (id_vuz, id_ministry, v1, v1_k, v1_en, v2, v2_k, v2_en,
                 adres, adres_kg, adres_en, glava, tel, nomer_licen, date_licen, mail, id_field) VALUES
  (1, 1,
   'БГУЭТ', 'БМЭТУ', 'BSUET',
   'Бишкекский государственный университет экономики и технологий',
   'Бишкек мамлекеттик экономика жана технологиялар университети',
   'Bishkek State University of Economics and Technology',
   'Кыргызская Республика, 720040, г. Бишкек, проспект Чуй, 219',
   'Кыргыз Республикасы, 720040, Бишкек шаары, Чүй проспектиси, 219',
   '219 Chui Avenue, Bishkek 720040, Kyrgyz Republic',
   'Абдыкадыров Нурбек Асылбекович',
   '+996 312 61-45-20',
   'LS230000789', DATE '2023-06-15',
   'info@bsuet.example.kg',
   -- The organisation's code a software licence names (its OKPO, decision 0023).
   '02287351');

-- ---------------------------------------------------------------------------------------------
-- Faculties
-- ---------------------------------------------------------------------------------------------
INSERT INTO faculty (id_faculty, id_vuz, short_faculty, short_faculty_kg, short_faculty_en,
                     faculty, faculty_kg, faculty_en, n_director) VALUES
  (1, 1, 'ФЭМ', 'ЭМФ', 'FEM',
   'Факультет экономики и менеджмента',
   'Экономика жана менеджмент факультети',
   'Faculty of Economics and Management',
   'Джумабаева Айгуль Токтосуновна'),
  (2, 1, 'ФИТ', 'МТФ', 'FIT',
   'Факультет информационных технологий',
   'Маалыматтык технологиялар факультети',
   'Faculty of Information Technology',
   'Осмонов Бакыт Асанович'),
  (3, 1, 'ЮФ', 'ЮФ', 'FL',
   'Юридический факультет',
   'Юридикалык факультет',
   'Faculty of Law',
   'Исаков Нурлан Мукашевич'),
  (4, 1, 'ФИЯМО', 'ЧТЭМФ', 'FFLIR',
   'Факультет иностранных языков и международных отношений',
   'Чет тилдер жана эл аралык мамилелер факультети',
   'Faculty of Foreign Languages and International Relations',
   'Петрова Елена Викторовна'),
  (5, 1, 'ИТФ', 'ИТФ', 'FET',
   'Инженерно-технический факультет',
   'Инженердик-техникалык факультет',
   'Faculty of Engineering and Technology',
   'Токтогулов Эрлан Жумабекович'),
  (6, 1, 'ФПП', 'ППФ', 'FPP',
   'Факультет педагогики и психологии',
   'Педагогика жана психология факультети',
   'Faculty of Pedagogy and Psychology',
   'Мамбетова Гульнара Сагынбековна');

-- ---------------------------------------------------------------------------------------------
-- Directions of study (edit = false: rows of the national classifier)
-- ---------------------------------------------------------------------------------------------
INSERT INTO direction (id_direction, code, direction, direction_kg, direction_en, edit) VALUES
  ( 1, '580100', 'Экономика', 'Экономика', 'Economics', false),
  ( 2, '580200', 'Менеджмент', 'Менеджмент', 'Management', false),
  ( 3, '580300', 'Торговое дело', 'Соода иши', 'Trade and Commerce', true),
  ( 4, '580400', 'Государственное и муниципальное управление', 'Мамлекеттик жана муниципалдык башкаруу', 'State and Municipal Administration', false),
  ( 5, '580500', 'Бизнес-информатика', 'Бизнес-информатика', 'Business Informatics', true),
  ( 6, '580700', 'Туризм', 'Туризм', 'Tourism', true),
  ( 7, '710100', 'Информатика и вычислительная техника', 'Информатика жана эсептөө техникасы', 'Informatics and Computer Engineering', false),
  ( 8, '710200', 'Информационные системы и технологии', 'Маалыматтык системалар жана технологиялар', 'Information Systems and Technologies', false),
  ( 9, '710300', 'Прикладная информатика', 'Колдонмо информатика', 'Applied Informatics', true),
  (10, '710400', 'Программная инженерия', 'Программалык инженерия', 'Software Engineering', false),
  (11, '710500', 'Информационная безопасность', 'Маалыматтык коопсуздук', 'Information Security', true),
  (12, '510200', 'Прикладная математика и информатика', 'Колдонмо математика жана информатика', 'Applied Mathematics and Informatics', true),
  (13, '530500', 'Юриспруденция', 'Юриспруденция', 'Law (Jurisprudence)', false),
  (14, '530600', 'Таможенное дело', 'Бажы иши', 'Customs Affairs', true),
  (15, '520300', 'Филология', 'Филология', 'Philology', false),
  (16, '520500', 'Лингвистика', 'Лингвистика', 'Linguistics', true),
  (17, '531100', 'Международные отношения', 'Эл аралык мамилелер', 'International Relations', true),
  (18, '520600', 'Журналистика', 'Журналистика', 'Journalism', true),
  (19, '750500', 'Строительство', 'Курулуш', 'Civil Engineering (Construction)', false),
  (20, '640200', 'Электроэнергетика и электротехника', 'Электр энергетикасы жана электр техникасы', 'Electric Power and Electrical Engineering', true),
  (21, '670300', 'Технология транспортных процессов', 'Транспорттук процесстердин технологиясы', 'Transport Process Technology', true),
  (22, '750100', 'Архитектура', 'Архитектура', 'Architecture', true),
  (23, '550100', 'Педагогика', 'Педагогика', 'Pedagogy (Education)', true),
  (24, '550500', 'Специальное (дефектологическое) образование', 'Атайын (дефектологиялык) билим берүү', 'Special Needs (Defectological) Education', true),
  (25, '530300', 'Психология', 'Психология', 'Psychology', true);

-- ---------------------------------------------------------------------------------------------
-- Speciality names (profiles); 08.00.05-style codes are postgraduate (aspirantura / PhD) specialities
-- ---------------------------------------------------------------------------------------------
INSERT INTO special (id_special, code, special, special_kg, special_en, edit) VALUES
  ( 1, '080105', 'Финансы и кредит', 'Финансы жана кредит', 'Finance and Credit', false),
  ( 2, '080109', 'Бухгалтерский учёт, анализ и аудит', 'Бухгалтердик эсеп, талдоо жана аудит', 'Accounting, Analysis and Audit', false),
  ( 3, '080102', 'Мировая экономика', 'Дүйнөлүк экономика', 'World Economy', true),
  ( 4, '080507', 'Менеджмент организации', 'Уюмдун менеджменти', 'Organisational Management', false),
  ( 5, '080111', 'Маркетинг', 'Маркетинг', 'Marketing', true),
  ( 6, '080301', 'Коммерция (торговое дело)', 'Коммерция (соода иши)', 'Commerce (Trade)', true),
  ( 7, '080504', 'Государственное и муниципальное управление', 'Мамлекеттик жана муниципалдык башкаруу', 'State and Municipal Administration', false),
  ( 8, '080505', 'Электронный бизнес', 'Электрондук бизнес', 'E-Business', true),
  ( 9, '100201', 'Туризм', 'Туризм', 'Tourism', true),
  (10, '230101', 'Вычислительные машины, комплексы, системы и сети', 'Эсептөө машиналары, комплекстери, системалары жана тармактары', 'Computers, Complexes, Systems and Networks', false),
  (11, '230105', 'Программное обеспечение вычислительной техники и автоматизированных систем', 'Эсептөө техникасынын жана автоматташтырылган системалардын программалык камсыздоосу', 'Software for Computing Machinery and Automated Systems', false),
  (12, '230201', 'Информационные системы и технологии', 'Маалыматтык системалар жана технологиялар', 'Information Systems and Technologies', true),
  (13, '080801', 'Прикладная информатика (в экономике)', 'Колдонмо информатика (экономикада)', 'Applied Informatics (in Economics)', true),
  (14, '090105', 'Комплексное обеспечение информационной безопасности автоматизированных систем', 'Автоматташтырылган системалардын маалыматтык коопсуздугун комплекстүү камсыздоо', 'Integrated Information Security of Automated Systems', true),
  (15, '010501', 'Прикладная математика и информатика', 'Колдонмо математика жана информатика', 'Applied Mathematics and Informatics', true),
  (16, '030501', 'Юриспруденция', 'Юриспруденция', 'Jurisprudence', false),
  (17, '030505', 'Правоохранительная деятельность', 'Укук коргоо ишмердүүлүгү', 'Law Enforcement', true),
  (18, '080115', 'Таможенное дело', 'Бажы иши', 'Customs Affairs', true),
  (19, '050302', 'Кыргызский язык и литература', 'Кыргыз тили жана адабияты', 'Kyrgyz Language and Literature', false),
  (20, '050301', 'Русский язык и литература', 'Орус тили жана адабияты', 'Russian Language and Literature', true),
  (21, '031202', 'Перевод и переводоведение', 'Котормо жана котормо таануу', 'Translation and Translation Studies', true),
  (22, '031201', 'Теория и методика преподавания иностранных языков и культур', 'Чет тилдерди жана маданияттарды окутуунун теориясы жана методикасы', 'Theory and Methods of Teaching Foreign Languages and Cultures', true),
  (23, '030701', 'Международные отношения', 'Эл аралык мамилелер', 'International Relations', true),
  (24, '030601', 'Журналистика', 'Журналистика', 'Journalism', true),
  (25, '270102', 'Промышленное и гражданское строительство', 'Өнөр жай жана жарандык курулуш', 'Industrial and Civil Engineering', false),
  (26, '140211', 'Электроснабжение', 'Электр менен жабдуу', 'Power Supply', true),
  (27, '190701', 'Организация перевозок и управление на транспорте', 'Ташууларды уюштуруу жана транспортто башкаруу', 'Organisation of Transportation and Transport Management', true),
  (28, '270301', 'Архитектура', 'Архитектура', 'Architecture', true),
  (29, '050706', 'Педагогика и психология', 'Педагогика жана психология', 'Pedagogy and Psychology', true),
  (30, '050715', 'Логопедия', 'Логопедия', 'Speech Therapy', true),
  (31, '030301', 'Психология', 'Психология', 'Psychology', true),
  (32, '08.00.05', 'Экономика и управление народным хозяйством', 'Экономика жана эл чарбасын башкаруу', 'Economics and Management of the National Economy', false),
  (33, '05.13.18', 'Математическое моделирование, численные методы и комплексы программ', 'Математикалык моделдөө, сандык методдор жана программалар комплекстери', 'Mathematical Modelling, Numerical Methods and Software Packages', true),
  (34, '12.00.03', 'Гражданское право; предпринимательское право; семейное право; международное частное право', 'Жарандык укук; ишкердик укук; үй-бүлөлүк укук; эл аралык жеке укук', 'Civil Law; Business Law; Family Law; Private International Law', true),
  (35, '13.00.01', 'Общая педагогика, история педагогики и образования', 'Жалпы педагогика, педагогиканын жана билим берүүнүн тарыхы', 'General Pedagogy, History of Pedagogy and Education', true);

-- ---------------------------------------------------------------------------------------------
-- Departments (chairs)
-- ---------------------------------------------------------------------------------------------
INSERT INTO kafedra (id_kafedra, id_faculty, sn_f1, f1, f1_kg, f1_en, edit) VALUES
  ( 1, 1, 'ЭТиМЭ', 'Экономическая теория и мировая экономика', 'Экономикалык теория жана дүйнөлүк экономика', 'Economic Theory and World Economy', true),
  ( 2, 1, 'ФиК', 'Финансы и кредит', 'Финансы жана кредит', 'Finance and Credit', true),
  ( 3, 1, 'БУАиА', 'Бухгалтерский учёт, анализ и аудит', 'Бухгалтердик эсеп, талдоо жана аудит', 'Accounting, Analysis and Audit', true),
  ( 4, 1, 'МиМ', 'Менеджмент и маркетинг', 'Менеджмент жана маркетинг', 'Management and Marketing', true),
  ( 5, 2, 'ПИ', 'Программная инженерия', 'Программалык инженерия', 'Software Engineering', true),
  ( 6, 2, 'ИСТ', 'Информационные системы и технологии', 'Маалыматтык системалар жана технологиялар', 'Information Systems and Technologies', true),
  ( 7, 2, 'ПМиИ', 'Прикладная математика и информатика', 'Колдонмо математика жана информатика', 'Applied Mathematics and Informatics', true),
  ( 8, 2, 'ИБ', 'Информационная безопасность', 'Маалыматтык коопсуздук', 'Information Security', true),
  ( 9, 3, 'ТИГП', 'Теория и история государства и права', 'Мамлекеттин жана укуктун теориясы жана тарыхы', 'Theory and History of State and Law', true),
  (10, 3, 'ГПиП', 'Гражданское право и процесс', 'Жарандык укук жана процесс', 'Civil Law and Procedure', true),
  (11, 3, 'УПиК', 'Уголовное право и криминология', 'Кылмыш-жаза укугу жана криминология', 'Criminal Law and Criminology', true),
  (12, 3, 'КАП', 'Конституционное и административное право', 'Конституциялык жана административдик укук', 'Constitutional and Administrative Law', true),
  (13, 4, 'АФиП', 'Английская филология и перевод', 'Англис филологиясы жана котормо', 'English Philology and Translation', true),
  (14, 4, 'МОиВ', 'Международные отношения и востоковедение', 'Эл аралык мамилелер жана чыгыш таануу', 'International Relations and Oriental Studies', true),
  (15, 4, 'РЯиЛ', 'Русский язык и литература', 'Орус тили жана адабияты', 'Russian Language and Literature', false),
  (16, 4, 'КЯиЛ', 'Кыргызский язык и литература', 'Кыргыз тили жана адабияты', 'Kyrgyz Language and Literature', false),
  (17, 5, 'ПГС', 'Промышленное и гражданское строительство', 'Өнөр жай жана жарандык курулуш', 'Industrial and Civil Engineering', true),
  (18, 5, 'ЭЭиЭТ', 'Электроэнергетика и электротехника', 'Электр энергетикасы жана электр техникасы', 'Electric Power and Electrical Engineering', true),
  (19, 5, 'ТиЛ', 'Транспорт и логистика', 'Транспорт жана логистика', 'Transport and Logistics', true),
  (20, 5, 'АиД', 'Архитектура и дизайн', 'Архитектура жана дизайн', 'Architecture and Design', true),
  (21, 6, 'ПиП', 'Педагогика и психология', 'Педагогика жана психология', 'Pedagogy and Psychology', true),
  (22, 6, 'НиСО', 'Начальное и специальное образование', 'Башталгыч жана атайын билим берүү', 'Primary and Special Needs Education', true),
  (23, 6, 'ФВиС', 'Физическое воспитание и спорт', 'Дене тарбия жана спорт', 'Physical Education and Sport', false),
  (24, 6, 'ИК', 'История Кыргызстана', 'Кыргызстандын тарыхы', 'History of Kyrgyzstan', false);

-- ---------------------------------------------------------------------------------------------
-- Qualifications
-- ---------------------------------------------------------------------------------------------
INSERT INTO qualification (id_qualification, name_qualification, name_qualification_kg, name_qualification_en, edit) VALUES
  ( 1, 'Бакалавр экономики', 'Экономика бакалавры', 'Bachelor of Economics', false),
  ( 2, 'Бакалавр менеджмента', 'Менеджмент бакалавры', 'Bachelor of Management', true),
  ( 3, 'Бакалавр юриспруденции', 'Юриспруденция бакалавры', 'Bachelor of Laws (LLB)', false),
  ( 4, 'Бакалавр техники и технологий', 'Техника жана технологиялар бакалавры', 'Bachelor of Engineering and Technology', true),
  ( 5, 'Бакалавр лингвистики', 'Лингвистика бакалавры', 'Bachelor of Linguistics', true),
  ( 6, 'Бакалавр педагогического образования', 'Педагогикалык билим берүү бакалавры', 'Bachelor of Education', true),
  ( 7, 'Магистр экономики', 'Экономика магистри', 'Master of Economics', false),
  ( 8, 'Магистр юриспруденции', 'Юриспруденция магистри', 'Master of Laws (LLM)', true),
  ( 9, 'Магистр техники и технологий', 'Техника жана технологиялар магистри', 'Master of Engineering and Technology', true),
  (10, 'Инженер-программист', 'Инженер-программист', 'Software Engineer', true),
  (11, 'Инженер-строитель', 'Инженер-куруучу', 'Civil Engineer', true),
  (12, 'Юрист', 'Юрист', 'Lawyer', true),
  (13, 'Учитель кыргызского языка и литературы', 'Кыргыз тили жана адабияты мугалими', 'Teacher of Kyrgyz Language and Literature', true),
  (14, 'Бакалавр информатики', 'Информатика бакалавры', 'Bachelor of Computer Science', true),
  (15, 'Бакалавр филологии', 'Филология бакалавры', 'Bachelor of Philology', true),
  (16, 'Бакалавр международных отношений', 'Эл аралык мамилелер бакалавры', 'Bachelor of International Relations', true),
  (17, 'Бакалавр журналистики', 'Журналистика бакалавры', 'Bachelor of Journalism', true),
  (18, 'Бакалавр психологии', 'Психология бакалавры', 'Bachelor of Psychology', true),
  (19, 'Исследователь. Преподаватель-исследователь', 'Изилдөөчү. Изилдөөчү-окутуучу', 'Researcher and Research Lecturer', true),
  (20, 'Бакалавр архитектуры', 'Архитектура бакалавры', 'Bachelor of Architecture', true),
  (21, 'Магистр менеджмента', 'Менеджмент магистри', 'Master of Management', true),
  (22, 'Бакалавр электроэнергетики и электротехники', 'Электр энергетикасы жана электр техникасы бакалавры',
       'Bachelor of Electric Power and Electrical Engineering', true);

-- ---------------------------------------------------------------------------------------------
-- Licences
-- ---------------------------------------------------------------------------------------------
INSERT INTO licence (id_licence, resolution, resolution_beg, resolution_end, supplement) VALUES
  (1, 'Лицензия LS180000123 на право ведения образовательной деятельности', DATE '2018-06-15', DATE '2023-06-14',
      'Приложение №1 к лицензии LS180000123: программы бакалавриата 580100 Экономика, 580200 Менеджмент, 530500 Юриспруденция'),
  (2, 'Лицензия LS190000456 на право ведения образовательной деятельности', DATE '2019-08-20', DATE '2024-08-19',
      'Приложение №2 к лицензии LS190000456: программы магистратуры 580100 Экономика, 710400 Программная инженерия'),
  (3, 'Лицензия LS230000789 на право ведения образовательной деятельности', DATE '2023-06-15', DATE '2028-06-14',
      'Приложение №1 к лицензии LS230000789: программы бакалавриата, специалитета и магистратуры (25 направлений)'),
  (4, 'Лицензия LS240001012 на право ведения образовательной деятельности', DATE '2024-03-01', DATE '2029-02-28',
      'Приложение №3 к лицензии LS240001012: программы аспирантуры и докторантуры (PhD)');

-- ---------------------------------------------------------------------------------------------
-- Specialities as the faculties teach them: faculty + direction + speciality name + study form.
-- f_educ: 1 ОФО, 2 ЗФО, 3 ДОТ (bachelor's); 4 ОФО-М, 5 ЗФО-М (master's); 6 ОФО-С (specialist);
-- 7 АСП (aspirantura, phd = 1); 8 PhD (doctorate, phd = 5).
-- ---------------------------------------------------------------------------------------------
INSERT INTO speciality (id_speciality, id_faculty, id_direction, id_special, id_f_educ, trimester, phd) VALUES
  -- Faculty of Economics and Management
  ( 1, 1,  1,  1, 1, false, 0),  -- 580100 Экономика / Финансы и кредит, ОФО
  ( 2, 1,  1,  2, 1, false, 0),  -- 580100 Экономика / Бухучёт, ОФО
  ( 3, 1,  1,  2, 2, false, 0),  -- 580100 Экономика / Бухучёт, ЗФО
  ( 4, 1,  2,  4, 1, false, 0),  -- 580200 Менеджмент / Менеджмент организации, ОФО
  ( 5, 1,  2,  4, 3, false, 0),  -- 580200 Менеджмент / Менеджмент организации, ДОТ
  ( 6, 1,  3,  6, 1, false, 0),  -- 580300 Торговое дело / Коммерция, ОФО
  ( 7, 1,  4,  7, 2, false, 0),  -- 580400 ГМУ, ЗФО
  ( 8, 1,  5,  8, 1, true,  0),  -- 580500 Бизнес-информатика / Электронный бизнес, ОФО, trimesters
  ( 9, 1,  6,  9, 1, false, 0),  -- 580700 Туризм, ОФО
  (10, 1,  1,  1, 4, false, 0),  -- 580100 Экономика / Финансы и кредит, магистратура ОФО
  (11, 1,  2,  4, 5, false, 0),  -- 580200 Менеджмент, магистратура ЗФО
  (12, 1,  1, 32, 7, false, 1),  -- 08.00.05, аспирантура
  (13, 1,  1, 32, 8, false, 5),  -- 08.00.05, докторантура PhD
  -- Faculty of Information Technology
  (14, 2,  7, 10, 1, false, 0),  -- 710100 ИВТ / ВМКСС, ОФО
  (15, 2, 10, 11, 1, true,  0),  -- 710400 Программная инженерия, ОФО, trimesters
  (16, 2, 10, 11, 3, false, 0),  -- 710400 Программная инженерия, ДОТ
  (17, 2,  8, 12, 1, false, 0),  -- 710200 ИСТ, ОФО
  (18, 2,  9, 13, 1, false, 0),  -- 710300 Прикладная информатика (в экономике), ОФО
  (19, 2, 11, 14, 1, true,  0),  -- 710500 Информационная безопасность, ОФО, trimesters
  (20, 2, 12, 15, 1, false, 0),  -- 510200 Прикладная математика и информатика, ОФО
  (21, 2, 10, 11, 4, false, 0),  -- 710400 Программная инженерия, магистратура ОФО
  (22, 2, 12, 33, 8, false, 5),  -- 05.13.18, докторантура PhD
  -- Faculty of Law
  (23, 3, 13, 16, 1, false, 0),  -- 530500 Юриспруденция, ОФО
  (24, 3, 13, 16, 2, false, 0),  -- 530500 Юриспруденция, ЗФО
  (25, 3, 13, 17, 6, false, 0),  -- 530500 / Правоохранительная деятельность, специалитет
  (26, 3, 14, 18, 1, false, 0),  -- 530600 Таможенное дело, ОФО
  (27, 3, 13, 16, 4, false, 0),  -- 530500 Юриспруденция, магистратура ОФО
  (28, 3, 13, 34, 7, false, 1),  -- 12.00.03, аспирантура
  -- Faculty of Foreign Languages and International Relations
  (29, 4, 15, 19, 1, false, 0),  -- 520300 Филология / Кыргызский язык и литература, ОФО
  (30, 4, 15, 20, 1, false, 0),  -- 520300 Филология / Русский язык и литература, ОФО
  (31, 4, 16, 21, 1, false, 0),  -- 520500 Лингвистика / Перевод и переводоведение, ОФО
  (32, 4, 16, 22, 2, false, 0),  -- 520500 Лингвистика / ТМПИЯК, ЗФО
  (33, 4, 17, 23, 1, false, 0),  -- 531100 Международные отношения, ОФО
  (34, 4, 18, 24, 1, false, 0),  -- 520600 Журналистика, ОФО
  -- Faculty of Engineering and Technology
  (35, 5, 19, 25, 1, false, 0),  -- 750500 Строительство / ПГС, ОФО
  (36, 5, 19, 25, 6, false, 0),  -- 750500 Строительство / ПГС, специалитет
  (37, 5, 20, 26, 1, false, 0),  -- 640200 Электроэнергетика / Электроснабжение, ОФО
  (38, 5, 20, 26, 2, false, 0),  -- 640200 Электроэнергетика / Электроснабжение, ЗФО
  (39, 5, 21, 27, 1, false, 0),  -- 670300 ТТП / Организация перевозок, ОФО
  (40, 5, 22, 28, 1, false, 0),  -- 750100 Архитектура, ОФО
  -- Faculty of Pedagogy and Psychology
  (41, 6, 23, 29, 1, false, 0),  -- 550100 Педагогика / Педагогика и психология, ОФО
  (42, 6, 24, 30, 1, false, 0),  -- 550500 Специальное образование / Логопедия, ОФО
  (43, 6, 25, 31, 1, false, 0),  -- 530300 Психология, ОФО
  (44, 6, 23, 35, 7, false, 1);  -- 13.00.01, аспирантура

-- ---------------------------------------------------------------------------------------------
-- Move every serial sequence past the explicit ids
-- ---------------------------------------------------------------------------------------------
SELECT setval(pg_get_serial_sequence('vuz', 'id_vuz'), (SELECT max(id_vuz) FROM vuz));
SELECT setval(pg_get_serial_sequence('faculty', 'id_faculty'), (SELECT max(id_faculty) FROM faculty));
SELECT setval(pg_get_serial_sequence('direction', 'id_direction'), (SELECT max(id_direction) FROM direction));
SELECT setval(pg_get_serial_sequence('special', 'id_special'), (SELECT max(id_special) FROM special));
SELECT setval(pg_get_serial_sequence('kafedra', 'id_kafedra'), (SELECT max(id_kafedra) FROM kafedra));
SELECT setval(pg_get_serial_sequence('qualification', 'id_qualification'), (SELECT max(id_qualification) FROM qualification));
SELECT setval(pg_get_serial_sequence('licence', 'id_licence'), (SELECT max(id_licence) FROM licence));
SELECT setval(pg_get_serial_sequence('speciality', 'id_speciality'), (SELECT max(id_speciality) FROM speciality));

-- ---------------------------------------------------------------------------------------------
-- Speciality parameters (migration 0003): the department of its faculty that teaches each speciality and
-- the qualification of its graduates, of the speciality's level (a bachelor's, a master's, a specialist's,
-- a researcher's for the postgraduates).
-- ---------------------------------------------------------------------------------------------
UPDATE speciality s
   SET id_kafedra = m.id_kafedra, id_qualification = m.id_qualification
  FROM (VALUES
    -- Economics and management: finance, accounting, management and marketing, economic theory.
    ( 1,  2,  1), ( 2,  3,  1), ( 3,  3,  1), ( 4,  4,  2), ( 5,  4,  2), ( 6,  4,  1), ( 7,  4,  2),
    ( 8,  4,  1), ( 9,  4,  2), (10,  2,  7), (11,  4, 21), (12,  1, 19), (13,  1, 19),
    -- Information technology: computing and IT by the IS department, the rest by their own.
    (14,  6, 14), (15,  5, 14), (16,  5, 14), (17,  6, 14), (18,  6, 14), (19,  8, 14), (20,  7, 14),
    (21,  5,  9), (22,  7, 19),
    -- Law: theory of law, criminal law (law enforcement), administrative law (customs), civil law.
    (23,  9,  3), (24,  9,  3), (25, 11, 12), (26, 12,  3), (27, 10,  8), (28, 10, 19),
    -- Foreign languages and international relations.
    (29, 16, 15), (30, 15, 15), (31, 13,  5), (32, 13,  5), (33, 14, 16), (34, 15, 17),
    -- Engineering: civil, electrical, transport, architecture.
    (35, 17,  4), (36, 17, 11), (37, 18, 22), (38, 18, 22), (39, 19,  4), (40, 20, 20),
    -- Pedagogy and psychology.
    (41, 21,  6), (42, 22,  6), (43, 21, 18), (44, 21, 19))
       AS m (id_speciality, id_kafedra, id_qualification)
 WHERE s.id_speciality = m.id_speciality;

-- ---------------------------------------------------------------------------------------------
-- Academic groups (migration 0009). Each speciality has a name-group (its speciality's short name and a
-- mark of the study form: з extramural, д distance, м master's, с specialist, а aspirantura, phd),
-- bound with sub-groups 1 and 2 for full-time bachelor's and 1 otherwise, and a group for each
-- admission year from one past its last course (graduated) to the current academic year (it begins on
-- 1 September), so that every course has its groups whenever the demo is made. This year's
-- distance-learning groups were admitted in winter. Specialities may be taught in trimesters or as a
-- doctorate (check-all).
-- ---------------------------------------------------------------------------------------------
UPDATE app_setting SET value = 1 WHERE name = 'trimester';

CREATE TEMPORARY TABLE demo_year ON COMMIT DROP AS
SELECT extract(year FROM now() - interval '8 months')::int % 100 AS current_year;

-- The academic years of the groups and the next one are the fixed reference's (migration 0023); ensured
-- again in case 1 September came between the migration and this script.
SELECT ensure_academic_years(current_year) FROM demo_year;

CREATE TEMPORARY TABLE demo_name_group ON COMMIT DROP AS
SELECT s.id_speciality, s.id_faculty, s.id_f_educ,
       a.short || CASE s.id_f_educ WHEN 2 THEN 'з' WHEN 3 THEN 'д' WHEN 4 THEN 'м' WHEN 5 THEN 'мз'
                                   WHEN 6 THEN 'с' WHEN 7 THEN 'а' WHEN 8 THEN 'phd' ELSE '' END AS n_gr
  FROM speciality s
  JOIN (VALUES (1, 'ФК'), (2, 'БУ'), (3, 'МЭ'), (4, 'МО'), (5, 'МК'), (6, 'КМ'), (7, 'ГМУ'), (8, 'ЭБ'),
               (9, 'ТУР'), (10, 'ВМ'), (11, 'ПО'), (12, 'ИС'), (13, 'ПИ'), (14, 'ИБ'), (15, 'ПМ'),
               (16, 'ЮР'), (17, 'ПД'), (18, 'ТД'), (19, 'КЯ'), (20, 'РЯ'), (21, 'ПП'), (22, 'ИЯ'),
               (23, 'МОТ'), (24, 'ЖУР'), (25, 'ПГС'), (26, 'ЭС'), (27, 'ОП'), (28, 'АР'), (29, 'ПиП'),
               (30, 'ЛОГ'), (31, 'ПС'), (32, 'АЭ'), (33, 'ММ'), (34, 'ГП'), (35, 'ПЕД'))
       AS a (id_special, short) ON a.id_special = s.id_special;

INSERT INTO n_gr (id_faculty, n_gr)
SELECT id_faculty, n_gr FROM demo_name_group ORDER BY id_speciality;

INSERT INTO com_gspe (id_speciality, id_n_gr, id_sub_gr)
SELECT d.id_speciality, n.id_n_gr, sub.id_sub_gr
  FROM demo_name_group d
  JOIN n_gr n ON n.id_faculty = d.id_faculty AND n.n_gr = d.n_gr
  CROSS JOIN (VALUES (1), (2)) AS sub (id_sub_gr)
 WHERE sub.id_sub_gr = 1 OR d.id_f_educ = 1
 ORDER BY d.id_speciality, sub.id_sub_gr;

INSERT INTO study_group (id_com_gspe, id_group_y, winter_reception)
SELECT c.id_com_gspe, y.id_a_year, s.id_f_educ = 3 AND y.id_a_year = d.current_year
  FROM com_gspe c
  JOIN speciality s ON s.id_speciality = c.id_speciality
  JOIN f_educ f ON f.id_f_educ = s.id_f_educ
  CROSS JOIN demo_year d
  JOIN a_year y ON y.id_a_year BETWEEN d.current_year - coalesce(f.max_rate_id, 4) AND d.current_year
 ORDER BY c.id_com_gspe, y.id_a_year;

-- ---------------------------------------------------------------------------------------------
-- Grading variants (migration 0010): the five-point scale (rule 1, the fixed reference's, migration 0023),
-- the ECTS letters and a stricter five-point scale for postgraduates, each over 0-100 points, with its
-- ranges and the fields of its grade sheet.
-- ---------------------------------------------------------------------------------------------
INSERT INTO ebe_var (id_ebe_var, ebe_var, min_bal, max_bal) VALUES
  (2, '2', 0, 100),
  (3, '3', 0, 100);

INSERT INTO ebe (id_ebe_var, beg_bal, end_bal, estimation) VALUES
  (2, 90, 100, 'A'), (2, 80, 89, 'B'), (2, 70, 79, 'C'), (2, 65, 69, 'D'), (2, 61, 64, 'E'),
  (2, 41, 60, 'FX'), (2, 0, 40, 'F'),
  (3, 90, 100, '5'), (3, 75, 89, '4'), (3, 60, 74, '3'), (3, 0, 59, '2');

-- info_or_value: 0 a value entered by the teacher, 1 computed (formula); pole_mark_mag: 1 shown in the
-- grade book.
INSERT INTO est_config (id_ebe_var, order_pole, name_pole, info_or_value, pole_mark_mag, formula, min, max)
SELECT v.id_ebe_var, f.order_pole, f.name_pole, f.info_or_value, f.pole_mark_mag, f.formula, f.min, f.max
  FROM ebe_var v
 CROSS JOIN (VALUES
   (1, 'Модуль 1', 0, 1, '', 0, 30),
   (2, 'Модуль 2', 0, 1, '', 0, 30),
   (3, 'Итоговый контроль', 0, 1, '', 0, 40),
   (4, 'Итого', 1, 1, 'P1+P2+P3', 0, 100)) AS f (order_pole, name_pole, info_or_value, pole_mark_mag, formula, min, max)
 WHERE v.id_ebe_var IN (1, 2)
UNION ALL
SELECT 3, f.order_pole, f.name_pole, f.info_or_value, f.pole_mark_mag, f.formula, f.min, f.max
  FROM (VALUES
   (1, 'Текущий контроль', 0, 1, '', 0, 40),
   (2, 'Экзамен', 0, 1, '', 0, 60),
   (3, 'Итого', 1, 1, 'P1+P2', 0, 100)) AS f (order_pole, name_pole, info_or_value, pole_mark_mag, formula, min, max)
 ORDER BY 1, 2;

SELECT setval(pg_get_serial_sequence('ebe_var', 'id_ebe_var'), (SELECT max(id_ebe_var) FROM ebe_var));

-- ---------------------------------------------------------------------------------------------
-- Speciality parameters (migration 0010): code, licence, level, term, apprenticeship (engineering and
-- pedagogy bachelors), educational standard, grading variant, and the ORT thresholds of the subjects
-- each faculty's bachelors are admitted with. Tourism (9) has no grading variant yet.
-- ---------------------------------------------------------------------------------------------
UPDATE speciality s
   SET code_spec = d.code || '-' || lpad(s.id_special::text, 2, '0'),
       id_licence = CASE WHEN s.id_f_educ IN (7, 8) THEN 4 ELSE 3 END,
       id_level = CASE WHEN s.id_f_educ IN (4, 5) THEN 2 WHEN s.id_f_educ = 6 THEN 3
                       WHEN s.id_f_educ IN (7, 8) THEN 4 ELSE 1 END,
       term = CASE s.id_f_educ WHEN 5 THEN 2.5 ELSE f.max_rate_id END,
       apprenticeship = s.id_faculty IN (5, 6) AND s.id_f_educ IN (1, 6),
       id_standart = CASE WHEN s.id_f_educ IN (7, 8) THEN 2 ELSE 3 END,
       id_ebe_var = CASE WHEN s.id_speciality = 9 THEN NULL WHEN s.id_f_educ IN (4, 5) THEN 2
                         WHEN s.id_f_educ IN (7, 8) THEN 3 ELSE 1 END
  FROM direction d, f_educ f
 WHERE d.id_direction = s.id_direction AND f.id_f_educ = s.id_f_educ;

UPDATE speciality s
   SET ort_maths = t.maths, ort_physics = t.physics, ort_history = t.history, ort_english = t.english,
       ort_biology = t.biology, ort_chemistry = t.chemistry, ort_contract = 110, ort_budget = 150
  FROM (VALUES (1, 60, 0, 0, 0, 0, 0), (2, 70, 60, 0, 0, 0, 0), (3, 0, 0, 65, 0, 0, 0),
               (4, 0, 0, 0, 70, 0, 0), (5, 60, 60, 0, 0, 0, 50), (6, 0, 0, 50, 0, 55, 0))
       AS t (id_faculty, maths, physics, history, english, biology, chemistry)
 WHERE s.id_faculty = t.id_faculty AND s.id_f_educ IN (1, 2, 3, 6);

-- ---------------------------------------------------------------------------------------------
-- Admission plans (migration 0010): budget and contract places of every speciality for the last three
-- academic years and this one, growing a little year by year.
-- ---------------------------------------------------------------------------------------------
INSERT INTO plan_abit (id_speciality, a_year, kol_b, kol_k)
SELECT s.id_speciality, y.id_a_year,
       CASE WHEN s.id_f_educ IN (7, 8) THEN 2 + s.id_speciality % 3
            ELSE 10 + (s.id_speciality * 7) % 25 END + (y.id_a_year - d.current_year + 3),
       CASE WHEN s.id_f_educ IN (7, 8) THEN 1 + s.id_speciality % 2
            ELSE 20 + (s.id_speciality * 11) % 40 END + 2 * (y.id_a_year - d.current_year + 3)
  FROM speciality s
 CROSS JOIN demo_year d
  JOIN a_year y ON y.id_a_year BETWEEN d.current_year - 3 AND d.current_year
 ORDER BY s.id_speciality, y.id_a_year;

-- ---------------------------------------------------------------------------------------------
-- Planned students (migration 0010): budget and contract students of every group in a course this
-- academic year, for both half-years; a few leave after the first.
-- ---------------------------------------------------------------------------------------------
INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k)
SELECT g.id_group, d.current_year, w.id_w_s,
       5 + (g.id_group * 7) % 16,
       greatest(0, 3 + (g.id_group * 13) % 22 - (w.id_w_s - 1) * (g.id_group % 2))
  FROM study_group g
  JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
  JOIN speciality s ON s.id_speciality = c.id_speciality
  JOIN f_educ f ON f.id_f_educ = s.id_f_educ
 CROSS JOIN demo_year d
 CROSS JOIN w_s w
 WHERE d.current_year - g.id_group_y BETWEEN 0 AND coalesce(f.max_rate_id, 4) - 1
 ORDER BY g.id_group, w.id_w_s;

-- ---------------------------------------------------------------------------------------------
-- Grading-rule details and display rules (migration 0012): each range of the three variants split into
-- intermediate values with their grade-point (GPA) or five-point equivalent and letter, and the display
-- rules (one per form, made with each variant) defined.
-- ---------------------------------------------------------------------------------------------
INSERT INTO ebe_detal (id_ebe, beg_bal, end_bal, ekv_num, ekv_bukv)
SELECT e.id_ebe, d.beg_bal, d.end_bal, d.ekv_num, d.ekv_bukv
  FROM (VALUES
    (1, 87, 95, 100, 4.00, 'A'), (1, 87, 87, 94, 3.67, 'A-'),
    (1, 74, 83, 86, 3.33, 'B+'), (1, 74, 78, 82, 3.00, 'B'), (1, 74, 74, 77, 2.67, 'B-'),
    (1, 61, 70, 73, 2.33, 'C+'), (1, 61, 65, 69, 2.00, 'C'), (1, 61, 61, 64, 1.67, 'C-'),
    (1, 0, 51, 60, 0.00, 'FX'), (1, 0, 0, 50, 0.00, 'F'),
    (2, 90, 90, 100, 5, 'A'), (2, 80, 80, 89, 4, 'B'), (2, 70, 70, 79, 4, 'C'), (2, 65, 65, 69, 3, 'D'),
    (2, 61, 61, 64, 3, 'E'), (2, 41, 41, 60, 2, 'FX'), (2, 0, 0, 40, 2, 'F'),
    (3, 90, 95, 100, 4.00, 'A'), (3, 90, 90, 94, 3.67, 'A-'),
    (3, 75, 85, 89, 3.33, 'B+'), (3, 75, 80, 84, 3.00, 'B'), (3, 75, 75, 79, 2.67, 'B-'),
    (3, 60, 70, 74, 2.33, 'C+'), (3, 60, 65, 69, 2.00, 'C'), (3, 60, 60, 64, 1.67, 'C-'),
    (3, 0, 0, 59, 0.00, 'F')) AS d (id_ebe_var, range_beg, beg_bal, end_bal, ekv_num, ekv_bukv)
  JOIN ebe e ON e.id_ebe_var = d.id_ebe_var AND e.beg_bal = d.range_beg
 ORDER BY d.id_ebe_var, d.range_beg DESC, d.beg_bal DESC;

UPDATE com_ebef_est r
   SET definition = d.definition
  FROM estimation_form f, (VALUES
    (1, 'numeric', '5, 4, 3, 2'),
    (1, 'word', '5 — отлично (эң жакшы, excellent), 4 — хорошо (жакшы, good), 3 — удовлетворительно (канааттандырарлык, satisfactory), 2 — неудовлетворительно (канааттандырарлык эмес, fail)'),
    (1, 'letter', 'A, A-, B+, B, B-, C+, C, C-, FX, F'),
    (1, 'points', '0–100: сумма баллов модулей и итогового контроля'),
    (2, 'numeric', 'A — 5, B — 4, C — 4, D — 3, E — 3, FX — 2, F — 2'),
    (2, 'word', 'A — отлично, B — очень хорошо, C — хорошо, D — удовлетворительно, E — посредственно, FX — неудовлетворительно с правом пересдачи, F — неудовлетворительно'),
    (2, 'letter', 'A, B, C, D, E, FX, F (ECTS)'),
    (2, 'points', '0–100'),
    (3, 'numeric', '5, 4, 3, 2'),
    (3, 'word', '5 — отлично, 4 — хорошо, 3 — удовлетворительно, 2 — неудовлетворительно'),
    (3, 'letter', 'A, A-, B+, B, B-, C+, C, C-, F'),
    (3, 'points', '0–100: текущий контроль до 40, экзамен до 60')) AS d (id_ebe_var, code, definition)
 WHERE f.code = d.code AND r.id_estimation_form = f.id_estimation_form AND r.id_ebe_var = d.id_ebe_var;

-- ---------------------------------------------------------------------------------------------
-- Teaching positions (migration 0013): the positions of the last three academic years and this one,
-- each with its yearly teaching load in hours (the load per full rate, lowered a little each year); the
-- trainee teacher's position is new this year. Next year has none yet.
-- ---------------------------------------------------------------------------------------------
INSERT INTO rrnk_doljnost (id_a_year, n_doljnost, chasy)
SELECT y.id_a_year, p.name, p.hours + 10 * (d.current_year - y.id_a_year)
  FROM (VALUES
   (1, 'Ассистент', 900, 3),
   (2, 'Преподаватель', 850, 3),
   (3, 'Старший преподаватель', 800, 3),
   (4, 'Исполняющий обязанности доцента', 760, 3),
   (5, 'Доцент', 750, 3),
   (6, 'Исполняющий обязанности профессора', 710, 3),
   (7, 'Профессор', 700, 3),
   (8, 'Заведующий кафедрой', 600, 3),
   (9, 'Декан факультета', 300, 3),
   (10, 'Преподаватель-стажёр', 900, 0)) AS p (rank, name, hours, years_back)
 CROSS JOIN demo_year d
  JOIN a_year y ON y.id_a_year BETWEEN d.current_year - p.years_back AND d.current_year
 ORDER BY y.id_a_year, p.rank;

-- ---------------------------------------------------------------------------------------------
-- Disciplines (migration 0013, whose kinds are 1 compulsory, 2 elective, 3 optional): the general
-- education cycles of the state standard (Б.1 humanities, social and economic; Б.2 mathematics and
-- natural sciences; Б.4 physical education), professional disciplines of the faculties (Б.3) and optional
-- ones (ФТД).
-- ---------------------------------------------------------------------------------------------
INSERT INTO discipline (code, name, name_kg, name_en, id_vid_discipline)
SELECT d.code, d.name, d.name_kg, d.name_en, k.id_vid_discipline
  FROM (VALUES
   ('Б.1.1', 'Кыргызский язык и литература', 'Кыргыз тили жана адабияты', 'Kyrgyz Language and Literature', 'Compulsory'),
   ('Б.1.2', 'Русский язык', 'Орус тили', 'Russian Language', 'Compulsory'),
   ('Б.1.3', 'Иностранный язык', 'Чет тили', 'Foreign Language', 'Compulsory'),
   ('Б.1.4', 'История Кыргызстана', 'Кыргызстандын тарыхы', 'History of Kyrgyzstan', 'Compulsory'),
   ('Б.1.5', 'Манасоведение', 'Манас таануу', 'Manas Studies', 'Compulsory'),
   ('Б.1.6', 'Философия', 'Философия', 'Philosophy', 'Compulsory'),
   ('Б.1.7', 'География Кыргызстана', 'Кыргызстандын географиясы', 'Geography of Kyrgyzstan', 'Compulsory'),
   ('Б.1.В.1', 'Культурология', 'Маданият таануу', 'Cultural Studies', 'Elective'),
   ('Б.2.1', 'Математика', 'Математика', 'Mathematics', 'Compulsory'),
   ('Б.2.2', 'Информатика', 'Информатика', 'Computer Science', 'Compulsory'),
   ('Б.2.3', 'Экология и устойчивое развитие', 'Экология жана туруктуу өнүгүү', 'Ecology and Sustainable Development', 'Compulsory'),
   ('Б.3.1', 'Экономическая теория', 'Экономикалык теория', 'Economic Theory', 'Compulsory'),
   ('Б.3.2', 'Бухгалтерский учёт', 'Бухгалтердик эсеп', 'Accounting', 'Compulsory'),
   ('Б.3.3', 'Основы программирования', 'Программалоонун негиздери', 'Fundamentals of Programming', 'Compulsory'),
   ('Б.3.4', 'Базы данных', 'Маалыматтар базалары', 'Databases', 'Compulsory'),
   ('Б.3.5', 'Теория государства и права', 'Мамлекет жана укук теориясы', 'Theory of State and Law', 'Compulsory'),
   ('Б.3.6', 'Гражданское право', 'Жарандык укук', 'Civil Law', 'Compulsory'),
   ('Б.3.7', 'Общая психология', 'Жалпы психология', 'General Psychology', 'Compulsory'),
   ('Б.3.В.1', 'Деловой этикет', 'Иш этикети', 'Business Etiquette', 'Elective'),
   ('Б.3.В.2', 'Веб-программирование', 'Веб-программалоо', 'Web Programming', 'Elective'),
   ('Б.3.В.3', 'Психология управления', 'Башкаруу психологиясы', 'Management Psychology', 'Elective'),
   ('Б.4.1', 'Физическая культура', 'Дене тарбия', 'Physical Education', 'Compulsory'),
   ('ФТД.1', 'Шахматы', 'Шахмат', 'Chess', 'Optional'),
   ('ФТД.2', 'Основы ораторского искусства', 'Чечендик өнөрдүн негиздери', 'Fundamentals of Public Speaking', 'Optional'))
       AS d (code, name, name_kg, name_en, kind)
  JOIN vid_discipline k ON k.name_en = d.kind
 ORDER BY d.code;

-- ---------------------------------------------------------------------------------------------
-- Classrooms (migration 0014): four buildings, the offices (отделы) a room may belong to, the
-- specifics of rooms, and the rooms. The main building has 66 rooms (more than one page of 50): four
-- floors of 16 (x01-x02 lecture halls, x03-x05 computer classes, x16 a laboratory, the others
-- seminar rooms of the floor's faculty and its departments), the assembly hall and the reading room.
-- ---------------------------------------------------------------------------------------------
INSERT INTO korpus (id_korpus, korpus, korpus_kg, korpus_en, adres, adres_kg, adres_en) VALUES
  (1, 'Главный учебный корпус', 'Башкы окуу корпусу', 'Main Academic Building',
   'г. Бишкек, проспект Чуй, 219', 'Бишкек ш., Чүй проспектиси, 219', '219 Chui Avenue, Bishkek'),
  (2, 'Учебный корпус № 2 (инженерный)', '№ 2 окуу корпусу (инженердик)', 'Academic Building No. 2 (Engineering)',
   'г. Бишкек, ул. Токтогула, 125', 'Бишкек ш., Токтогул көчөсү, 125', '125 Toktogul Street, Bishkek'),
  (3, 'Учебно-лабораторный корпус № 3', '№ 3 окуу-лабораториялык корпусу', 'Teaching and Laboratory Building No. 3',
   'г. Бишкек, ул. Киевская, 77', 'Бишкек ш., Киев көчөсү, 77', '77 Kievskaya Street, Bishkek'),
  (4, 'Спортивный комплекс', 'Спорт комплекси', 'Sports Complex',
   'г. Бишкек, ул. Ахунбаева, 40', 'Бишкек ш., Ахунбаев көчөсү, 40', '40 Akhunbaev Street, Bishkek');

INSERT INTO otdel (id_otdel, otdel, otdel_kg, otdel_en) VALUES
  (1, 'Учебный отдел', 'Окуу бөлүмү', 'Academic Affairs Office'),
  (2, 'Отдел кадров', 'Кадрлар бөлүмү', 'Human Resources Office'),
  (3, 'Бухгалтерия', 'Бухгалтерия', 'Accounts Office'),
  (4, 'Научный отдел', 'Илим бөлүмү', 'Research Office'),
  (5, 'Отдел международных связей', 'Эл аралык байланыштар бөлүмү', 'International Relations Office'),
  (6, 'Административно-хозяйственная часть', 'Администрациялык-чарбалык бөлүм', 'Facilities Management Office'),
  (7, 'Научная библиотека', 'Илимий китепкана', 'Research Library');

INSERT INTO specifics (id_specifics, specifics, specifics_kg, specifics_en, short_specifics) VALUES
  (1, 'Лекционная аудитория', 'Лекциялык аудитория', 'Lecture hall', 'ЛК'),
  (2, 'Аудитория для практических занятий', 'Практикалык сабактар үчүн аудитория', 'Seminar room', 'ПР'),
  (3, 'Компьютерный класс', 'Компьютердик класс', 'Computer lab', 'КК'),
  (4, 'Лаборатория', 'Лаборатория', 'Laboratory', 'ЛАБ'),
  (5, 'Лингафонный кабинет', 'Лингафондук кабинет', 'Language lab', 'ЛГФ'),
  (6, 'Спортивный зал', 'Спорт залы', 'Gymnasium', 'СЗ'),
  (7, 'Актовый зал', 'Жыйындар залы', 'Assembly hall', 'АЗ'),
  (8, 'Читальный зал', 'Окуу залы', 'Reading room', 'ЧЗ');

-- The main building: floor f belongs to faculty f (1 ФЭМ, 2 ФИТ, 3 ЮФ, 4 ФИЯМО), whose departments are
-- 4(f-1)+1 … 4f; lecture halls are the academic affairs office's, shared by all faculties.
INSERT INTO auditorium (id_auditorium, id_korpus, number, contain, square, note, id_specifics, id_faculty,
                        id_otdel_1, id_kafedra)
SELECT (f - 1) * 16 + r, 1, f::text || lpad(r::text, 2, '0'),
       CASE WHEN r = 1 THEN 120 WHEN r = 2 THEN 90 WHEN r <= 5 THEN 24 WHEN r = 16 THEN 18 ELSE 28 + r % 3 * 2 END,
       CASE WHEN r = 1 THEN 142.5 WHEN r = 2 THEN 108.3 WHEN r <= 5 THEN 56.4 WHEN r = 16 THEN 62.75
            ELSE 44 + r % 4 * 1.5 END,
       CASE WHEN r <= 2 THEN 'Проектор, экран, звукоусиление'
            WHEN r <= 5 THEN '24 компьютера, проектор, интерактивная доска'
            WHEN r = 16 THEN 'Лабораторные столы, вытяжной шкаф'
            ELSE 'Маркерная доска' END,
       CASE WHEN r <= 2 THEN 1 WHEN r <= 5 THEN 3 WHEN r = 16 THEN CASE WHEN f = 4 THEN 5 ELSE 4 END ELSE 2 END,
       CASE WHEN r <= 2 THEN NULL ELSE f END,
       CASE WHEN r <= 2 THEN 1 END,
       CASE WHEN r BETWEEN 6 AND 15 THEN (f - 1) * 4 + r % 4 + 1 END
  FROM generate_series(1, 4) AS f
 CROSS JOIN generate_series(1, 16) AS r;

INSERT INTO auditorium (id_auditorium, id_korpus, number, contain, square, note, id_specifics, id_faculty,
                        id_otdel_1, id_kafedra) VALUES
  (65, 1, '100', 350, 420.00, 'Сцена, 350 мест, звуковое и световое оборудование', 7, NULL, 6, NULL),
  (66, 1, 'Ч-1', 60, 180.40, 'Читальный зал научной библиотеки, Wi-Fi', 8, NULL, 7, NULL);

-- Building 2: the engineering faculty (5) and the information technology faculty (2).
INSERT INTO auditorium (id_auditorium, id_korpus, number, contain, square, note, id_specifics, id_faculty,
                        id_otdel_1, id_kafedra) VALUES
  (67, 2, '2-101', 100, 118.00, 'Проектор, экран', 1, 5, NULL, NULL),
  (68, 2, '2-102', 30, 46.20, 'Чертёжные столы', 2, 5, NULL, 20),
  (69, 2, '2-103', 25, 72.50, 'Стенды по электротехнике', 4, 5, NULL, 18),
  (70, 2, '2-104', 25, 70.00, 'Испытательный пресс, стенды строительных материалов', 4, 5, NULL, 17),
  (71, 2, '2-105', 30, 45.80, 'Маркерная доска', 2, 5, NULL, 19),
  (72, 2, '2-201', 20, 52.30, '20 компьютеров, сервер лаборатории', 3, 2, NULL, 5),
  (73, 2, '2-202', 20, 52.30, '20 компьютеров, сетевое оборудование Cisco', 3, 2, NULL, 8),
  (74, 2, '2-203', 24, 55.00, '24 компьютера, 3D-принтер', 3, 2, NULL, 6),
  (75, 2, '2-204', 30, 44.10, 'Маркерная доска, проектор', 2, 2, NULL, 7),
  (76, 2, '2-205', 12, 30.60, 'Кабинет методиста', 2, NULL, 1, NULL),
  (77, 2, '2-206', 8, 24.00, 'Серверная', 4, NULL, 6, NULL);

-- Building 3: pedagogy and psychology (6), language labs of the foreign languages faculty (4), offices.
INSERT INTO auditorium (id_auditorium, id_korpus, number, contain, square, note, id_specifics, id_faculty,
                        id_otdel_1, id_kafedra) VALUES
  (78, 3, '3-101', 80, 96.00, 'Проектор, экран', 1, 6, NULL, NULL),
  (79, 3, '3-102', 16, 38.50, '16 рабочих мест с гарнитурами', 5, 4, NULL, 13),
  (80, 3, '3-103', 16, 38.50, '16 рабочих мест с гарнитурами', 5, 4, NULL, 14),
  (81, 3, '3-104', 25, 40.20, 'Кабинет психологической разгрузки', 2, 6, NULL, 21),
  (82, 3, '3-105', 25, 41.00, 'Маркерная доска', 2, 6, NULL, 22),
  (83, 3, '3-201', 15, 48.70, 'Лаборатория психодиагностики', 4, 6, NULL, 21),
  (84, 3, '3-202', 10, 32.00, 'Переговорная, видеосвязь', 2, NULL, 5, NULL),
  (85, 3, '3-203', 6, 28.40, 'Архив', 2, NULL, 2, NULL),
  (86, 3, '3-204', 20, 44.00, 'Семинарская научного отдела', 2, NULL, 4, NULL);

-- The sports complex: the department of physical education and sport (23, faculty 6).
INSERT INTO auditorium (id_auditorium, id_korpus, number, contain, square, note, id_specifics, id_faculty,
                        id_otdel_1, id_kafedra) VALUES
  (87, 4, 'СЗ-1', 60, 864.00, 'Большой игровой зал: баскетбол, волейбол, мини-футбол', 6, 6, NULL, 23),
  (88, 4, 'СЗ-2', 30, 288.00, 'Малый зал: борьба, гимнастика', 6, 6, NULL, 23),
  (89, 4, 'СЗ-3', 20, 150.50, 'Тренажёрный зал', 6, 6, NULL, 23),
  (90, 4, 'СЗ-4', 25, 96.00, 'Зал настольного тенниса', 6, 6, NULL, 23);

SELECT setval(pg_get_serial_sequence('korpus', 'id_korpus'), (SELECT max(id_korpus) FROM korpus));
SELECT setval(pg_get_serial_sequence('otdel', 'id_otdel'), (SELECT max(id_otdel) FROM otdel));
SELECT setval(pg_get_serial_sequence('specifics', 'id_specifics'), (SELECT max(id_specifics) FROM specifics));
SELECT setval(pg_get_serial_sequence('auditorium', 'id_auditorium'), (SELECT max(id_auditorium) FROM auditorium));

-- ---------------------------------------------------------------------------------------------
-- The state examination commission (migration 0015; its member types come with the migration:
-- 1 chair, 2 deputy chair, 3 member, 4 secretary). Four faculties have their commission; those of
-- economics and IT have had others before: a former chair and secretary whose rows end (until), a
-- member who left, a secretary who became a member. Faculties 4 and 6 have none yet. Four specialities
-- have their own commission. The people are fictitious.
-- ---------------------------------------------------------------------------------------------
INSERT INTO gak_member_history (id_gak_member_history, id_faculty, id_member_type, member_name, title, since, until) VALUES
  -- Faculty of Economics and Management
  ( 1, 1, 1, 'Абдымаликов Кыязбек Абдымаликович', 'д.э.н., профессор', DATE '2018-09-01', DATE '2023-08-31'),
  ( 2, 1, 4, 'Иванова Татьяна Сергеевна', 'преподаватель', DATE '2019-09-01', DATE '2022-06-30'),
  ( 3, 1, 3, 'Бекешов Азамат Тологонович', 'к.э.н., доцент', DATE '2019-09-01', DATE '2021-06-30'),
  ( 4, 1, 4, 'Ким Ирина Владимировна', 'ст. преподаватель', DATE '2017-09-01', DATE '2020-08-31'),
  ( 5, 1, 3, 'Ким Ирина Владимировна', 'к.э.н., доцент', DATE '2020-09-01', NULL),
  ( 6, 1, 1, 'Сыдыков Бакытбек Кенешович', 'д.э.н., профессор', DATE '2023-09-01', NULL),
  ( 7, 1, 2, 'Джумабаева Айгуль Токтосуновна', 'к.э.н., доцент', DATE '2021-09-01', NULL),
  ( 8, 1, 3, 'Осмоналиева Жылдыз Асанбековна', 'к.э.н., доцент', DATE '2022-09-01', NULL),
  ( 9, 1, 3, 'Токтосунов Мирлан Жусупович', 'ст. преподаватель', DATE '2024-09-01', NULL),
  (10, 1, 4, 'Алымкулова Нургуль Бекболотовна', 'ст. преподаватель', DATE '2022-09-01', NULL),
  -- Faculty of Information Technology
  (11, 2, 1, 'Бейшеналиев Асылбек Сатыбалдиевич', 'д.ф.-м.н., профессор', DATE '2016-09-01', DATE '2022-08-31'),
  (12, 2, 4, 'Жээнбекова Асель Руслановна', 'ст. преподаватель', DATE '2019-09-01', DATE '2023-06-30'),
  (13, 2, 1, 'Касымов Эркин Маратович', 'д.т.н., профессор', DATE '2022-09-01', NULL),
  (14, 2, 2, 'Осмонов Бакыт Асанович', 'к.т.н., доцент', DATE '2020-09-01', NULL),
  (15, 2, 3, 'Мусаева Гульзат Таалайбековна', 'к.т.н., доцент', DATE '2021-09-01', NULL),
  (16, 2, 3, 'Петров Алексей Николаевич', 'к.ф.-м.н., доцент', DATE '2023-09-01', NULL),
  (17, 2, 3, 'Абдраимов Нурлан Кубанычбекович', 'ст. преподаватель, магистр информатики', DATE '2024-09-01', NULL),
  (18, 2, 4, 'Сатарова Айзада Маратовна', 'преподаватель', DATE '2023-09-01', NULL),
  -- Faculty of Law
  (19, 3, 1, 'Мукамбетов Айбек Канатович', 'д.ю.н., профессор', DATE '2022-09-01', NULL),
  (20, 3, 2, 'Исаков Нурлан Мукашевич', 'к.ю.н., доцент', DATE '2022-09-01', NULL),
  (21, 3, 3, 'Сулайманова Динара Эркиновна', 'к.ю.н., доцент', DATE '2023-09-01', NULL),
  (22, 3, 3, 'Шаршеев Темирлан Бакирович', 'к.ю.н., ст. преподаватель', DATE '2024-09-01', NULL),
  (23, 3, 4, 'Орозбекова Мээрим Алмазбековна', 'преподаватель', DATE '2023-09-01', NULL),
  -- Faculty of Engineering and Technology
  (24, 5, 1, 'Чынгышев Эмил Жолдошевич', 'д.т.н., профессор', DATE '2021-09-01', NULL),
  (25, 5, 2, 'Токтогулов Эрлан Жумабекович', 'к.т.н., доцент', DATE '2021-09-01', NULL),
  (26, 5, 3, 'Лебедев Сергей Петрович', 'к.т.н., доцент', DATE '2022-09-01', NULL),
  (27, 5, 3, 'Темирова Гулипа Асановна', 'к.т.н., доцент', DATE '2023-09-01', NULL),
  (28, 5, 3, 'Бообеков Улан Советбекович', 'ст. преподаватель', DATE '2024-09-01', NULL),
  (29, 5, 4, 'Калыбекова Бермет Нуржановна', 'преподаватель', DATE '2022-09-01', NULL);

INSERT INTO gak_member_speciality (id_gak_member_speciality, id_faculty, id_special, id_member_type, member_name, title) VALUES
  -- 080105 Финансы и кредит
  ( 1, 1,  1, 1, 'Абдыкаимов Талант Жумабекович', 'д.э.н., профессор'),
  ( 2, 1,  1, 3, 'Ким Ирина Владимировна', 'к.э.н., доцент'),
  ( 3, 1,  1, 3, 'Осмоналиева Жылдыз Асанбековна', 'к.э.н., доцент'),
  ( 4, 1,  1, 4, 'Алымкулова Нургуль Бекболотовна', 'ст. преподаватель'),
  -- 080109 Бухгалтерский учёт, анализ и аудит
  ( 5, 1,  2, 1, 'Кожобекова Гульмира Турдубаевна', 'д.э.н., профессор'),
  ( 6, 1,  2, 2, 'Джумабаева Айгуль Токтосуновна', 'к.э.н., доцент'),
  ( 7, 1,  2, 3, 'Мамытова Чолпон Бектуровна', 'к.э.н., доцент'),
  ( 8, 1,  2, 4, 'Токтосунов Мирлан Жусупович', 'ст. преподаватель'),
  -- 230105 Программное обеспечение вычислительной техники и автоматизированных систем
  ( 9, 2, 11, 1, 'Касымов Эркин Маратович', 'д.т.н., профессор'),
  (10, 2, 11, 3, 'Мусаева Гульзат Таалайбековна', 'к.т.н., доцент'),
  (11, 2, 11, 3, 'Петров Алексей Николаевич', 'к.ф.-м.н., доцент'),
  (12, 2, 11, 4, 'Сатарова Айзада Маратовна', 'преподаватель'),
  -- 030501 Юриспруденция
  (13, 3, 16, 1, 'Мукамбетов Айбек Канатович', 'д.ю.н., профессор'),
  (14, 3, 16, 2, 'Исаков Нурлан Мукашевич', 'к.ю.н., доцент'),
  (15, 3, 16, 3, 'Сулайманова Динара Эркиновна', 'к.ю.н., доцент'),
  (16, 3, 16, 4, 'Орозбекова Мээрим Алмазбековна', 'преподаватель');

SELECT setval(pg_get_serial_sequence('gak_member_history', 'id_gak_member_history'), (SELECT max(id_gak_member_history) FROM gak_member_history));
SELECT setval(pg_get_serial_sequence('gak_member_speciality', 'id_gak_member_speciality'), (SELECT max(id_gak_member_speciality) FROM gak_member_speciality));

-- ---------------------------------------------------------------------------------------------
-- Notifications (decision 0024, migration 0016): the news of the header's bell, newest first, each with a
-- page of the manual. The oldest has a Russian text only (the bell shows it in every language).
-- ---------------------------------------------------------------------------------------------
INSERT INTO wiki_news (id_question_answer, questions, questions_kg, questions_en, url, important, published_at) VALUES
  (1, 'Аудиторный фонд: как указать вместимость, площадь и специфику аудитории',
      'Аудиториялык фонд: аудиториянын сыйымдуулугун, аянтын жана өзгөчөлүгүн кантип көрсөтүү керек',
      'Classrooms: how to enter the capacity, area and specifics of a room',
      'https://manual.example.kg/avn-structure/classrooms', false, now() - interval '35 days'),
  (2, 'Справочник квалификаций дополнен по классификатору 2024 года', '', '',
      'https://manual.example.kg/avn-structure/qualifications', false, now() - interval '60 days'),
  (3, 'Правила оценивания: настройка диапазонов баллов и буквенных оценок',
      'Баалоо эрежелери: упай диапазондорун жана тамга бааларын жөндөө',
      'Grading rules: setting point ranges and letter grades',
      'https://manual.example.kg/avn-structure/grading-rules', false, now() - interval '20 days'),
  (4, 'Как перевести академические группы на следующий учебный год',
      'Академиялык топторду кийинки окуу жылына кантип которуу керек',
      'How to carry academic groups over to the next academic year',
      'https://manual.example.kg/avn-structure/next-year-groups', false, now() - interval '12 days'),
  (5, 'Новые экраны: члены ГАК по факультетам и по специальностям',
      'Жаңы экрандар: факультеттер жана адистиктер боюнча МАК мүчөлөрү',
      'New screens: state examination commission members by faculty and by speciality',
      'https://manual.example.kg/avn-structure/commission', false, now() - interval '5 days'),
  (6, 'Плановые технические работы в субботу с 22:00 до 02:00: система будет недоступна',
      'Ишемби күнү саат 22:00дөн 02:00гө чейин пландуу техникалык иштер: система жеткиликсиз болот',
      'Scheduled maintenance on Saturday from 22:00 to 02:00: the system will be unavailable',
      'https://manual.example.kg/avn-structure/maintenance', true, now() - interval '2 days');

SELECT setval(pg_get_serial_sequence('wiki_news', 'id_question_answer'), (SELECT max(id_question_answer) FROM wiki_news));

-- ---------------------------------------------------------------------------------------------
-- Last summer's new academic year (decision 0048, migration 0018): the administrator carried the plans and
-- the intake groups into this academic year (seed.ts names the administrator, made after this script). The year has been worked on since (its groups have planned
-- students), so it can no longer be undone: the screen says which record changed.
-- ---------------------------------------------------------------------------------------------
CREATE TEMPORARY TABLE demo_turnover_year ON COMMIT DROP AS
SELECT extract(year FROM now() - interval '8 months')::int % 100 AS current_year;

INSERT INTO year_turnover (id_year_turnover, year_from, year_to, request, created, replaced, faculty_ids, id_avn_user, made_at)
SELECT 1, d.current_year - 1, d.current_year,
       jsonb_build_object('yearFrom', d.current_year - 1, 'yearTo', d.current_year, 'facultyIds', '[]'::jsonb,
                          'specialityIds', '[]'::jsonb, 'kinds', '["admission", "groups"]'::jsonb, 'replace', '[]'::jsonb),
       (SELECT count(*) FROM plan_abit WHERE a_year = d.current_year)
         + (SELECT count(*) FROM study_group WHERE id_group_y = d.current_year),
       0, (SELECT array_agg(id_faculty ORDER BY id_faculty) FROM faculty WHERE id_faculty <> 9999),
       NULL, make_date(2000 + d.current_year, 8, 20) + time '10:30'
  FROM demo_turnover_year d;

INSERT INTO year_turnover_report (id_year_turnover, report)
SELECT 1, (SELECT jsonb_agg(r ORDER BY (r ->> 'facultyId')::int, r ->> 'kind', (r ->> 'specialityId')::int)
             FROM (SELECT jsonb_build_object('kind', 'admission', 'facultyId', s.id_faculty, 'specialityId', s.id_speciality,
                                             'created', 1, 'kept', 0, 'replaced', 0, 'refused', 0, 'reasons', '[]'::jsonb) AS r
                     FROM speciality s JOIN plan_abit p ON p.id_speciality = s.id_speciality AND p.a_year = d.current_year
                   UNION ALL
                   SELECT jsonb_build_object('kind', 'groups', 'facultyId', s.id_faculty, 'specialityId', s.id_speciality,
                                             'created', count(*), 'kept', 0, 'replaced', 0, 'refused', 0, 'reasons', '[]'::jsonb)
                     FROM speciality s JOIN com_gspe c ON c.id_speciality = s.id_speciality
                     JOIN study_group g ON g.id_com_gspe = c.id_com_gspe AND g.id_group_y = d.current_year
                    GROUP BY s.id_faculty, s.id_speciality) AS rows)
  FROM demo_turnover_year d;

INSERT INTO year_turnover_written (id_year_turnover, table_name, action, row_ids, versions_after)
SELECT 1, 'plan_abit', 'created', array_agg(p.id_plan_abit ORDER BY p.id_plan_abit),
       array_agg(p.row_version ORDER BY p.id_plan_abit)
  FROM plan_abit p, demo_turnover_year d WHERE p.a_year = d.current_year
UNION ALL
SELECT 1, 'study_group', 'created', array_agg(g.id_group ORDER BY g.id_group),
       array_agg(g.row_version ORDER BY g.id_group)
  FROM study_group g, demo_turnover_year d WHERE g.id_group_y = d.current_year;

SELECT setval(pg_get_serial_sequence('year_turnover', 'id_year_turnover'), (SELECT max(id_year_turnover) FROM year_turnover));

-- The demo's integration client (decision 0075): the timetable system, reading the structure and the plans,
-- with the secret docs/integration.md gives (a real client's secret is drawn by the server and shown once).
INSERT INTO integration_client (name, client_key, scopes)
VALUES ('Расписание (демо)', 'ac_demotimetableaaaaaaaaaaaaa', '{structure:read,plans:read}');
INSERT INTO integration_credential (id_integration_client, secret_hash)
SELECT id_integration_client, encode(sha256('demo-integration-secret'::bytea), 'hex')
  FROM integration_client WHERE client_key = 'ac_demotimetableaaaaaaaaaaaaa';
-- Its record of calls this morning (decision 0076), one of them through X-Road, as the screen shows them.
INSERT INTO integration_call (id_integration_client, called_at, method, path, status, xroad_client, xroad_id)
SELECT c.id_integration_client, now() - call.ago, call.method, call.path, call.status, call.road_client, call.road_id
  FROM integration_client c,
       (VALUES (interval '3 hours', 'POST', '/api/integration/v1/token', 200, NULL, NULL),
               (interval '3 hours' - interval '2 seconds', 'GET', '/api/integration/v1/groups', 200,
                'KG/GOV/70000001/timetable', 'demo-4f1c2a'),
               (interval '3 hours' - interval '3 seconds', 'GET', '/api/integration/v1/commission-members', 403,
                NULL, NULL)) AS call (ago, method, path, status, road_client, road_id)
 WHERE c.client_key = 'ac_demotimetableaaaaaaaaaaaaa';
