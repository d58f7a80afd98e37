-- A large university for benchmarks (npm run db:seed-large), with its own administrator (seed.ts): 50 faculties, 300 directions,
-- 2,000 speciality names and as many specialities taught, 600 departments and 100 qualifications, in
-- three languages, beside whatever the database holds already. Codes start with 'L' so that they never
-- meet the demo data's or a real classifier's. No transaction statements: the loader wraps this file.
-- Grows with each later screen's tables.

-- The index of the audit log's words (migration 0020) is made once over the whole log at the end: kept up
-- row by row, it would more than double the time this file takes (31 s against 13 s embedded).
DROP INDEX audit_log_words_idx;

-- The ministry, the study forms, the levels, grading rule 1, the half-years, the courses and the academic
-- years are the fixed reference every database has (migration 0023): on a database without the demo this
-- university is the only one, and every screen and the new academic year have what they need.

-- Its code (id_field) is the one a software licence for it names (a fictitious OKPO).
INSERT INTO vuz (id_ministry, v1, v1_k, v1_en, v2, v2_k, v2_en, adres, adres_kg, adres_en, glava, tel, mail,
                 id_field)
SELECT min(id_ministry), 'КНУБ', 'КУУЧ', 'KNLU',
       'Кыргызский национальный университет (большой)', 'Кыргыз улуттук университети (чоң)',
       'Kyrgyz National University (large)',
       'г. Бишкек, ул. Фрунзе, 547', 'Бишкек ш., Фрунзе көч., 547', '547 Frunze Street, Bishkek',
       'Жээнбеков Алмаз Токтогулович', '+996 312 00-00-00', 'rector@large.example.kg', '99000547'
  FROM ministry;

-- Everything below is this university's (migration 0025): its rows take it as theirs, and the other
-- universities' rows are out of sight of this transaction.
SELECT set_config('app.university', (SELECT max(id_vuz) FROM vuz)::text, true);

CREATE TEMPORARY TABLE large_faculty ON COMMIT DROP AS
WITH added AS (
  INSERT INTO faculty (id_vuz, short_faculty, short_faculty_kg, short_faculty_en, faculty, faculty_kg,
                       faculty_en, n_director)
  SELECT (SELECT max(id_vuz) FROM vuz), 'Ф' || n, 'Ф' || n, 'F' || n,
         'Факультет естественных и гуманитарных наук № ' || n,
         'Табигый жана гуманитардык илимдер факультети № ' || n,
         'Faculty of Natural Sciences and Humanities No. ' || n,
         'Декан факультета № ' || n
    FROM generate_series(1, 50) AS n
  RETURNING id_faculty
)
SELECT id_faculty, row_number() OVER (ORDER BY id_faculty) AS n FROM added;

INSERT INTO direction (code, direction, direction_kg, direction_en, edit)
SELECT 'L' || lpad(n::text, 5, '0'),
       'Направление подготовки бакалавров и магистров № ' || n,
       'Бакалаврларды жана магистрлерди даярдоо багыты № ' || n,
       'Field of study for bachelors and masters No. ' || n,
       n % 3 <> 0
  FROM generate_series(1, 300) AS n;

INSERT INTO special (code, special, special_kg, special_en, edit)
SELECT 'L' || lpad(n::text, 6, '0'),
       'Специальность высшего профессионального образования № ' || n,
       'Жогорку кесиптик билим берүү адистиги № ' || n,
       'Speciality of higher professional education No. ' || n,
       n % 4 <> 0
  FROM generate_series(1, 2000) AS n;

INSERT INTO kafedra (id_faculty, sn_f1, f1, f1_kg, f1_en)
SELECT f.id_faculty, 'К' || g.i,
       'Кафедра прикладных и фундаментальных дисциплин № ' || g.i,
       'Колдонмо жана фундаменталдык дисциплиналар кафедрасы № ' || g.i,
       'Department of Applied and Fundamental Disciplines No. ' || g.i
  FROM generate_series(1, 600) AS g (i)
  JOIN large_faculty f ON f.n = (g.i - 1) % 50 + 1;

INSERT INTO qualification (name_qualification, name_qualification_kg, name_qualification_en)
SELECT 'Квалификация выпускника программы № ' || n,
       'Программанын бүтүрүүчүсүнүн квалификациясы № ' || n,
       'Graduate qualification of programme No. ' || n
  FROM generate_series(1, 100) AS n;

-- Every speciality name taught once, by one of the faculties, in one of the study forms.
INSERT INTO speciality (id_faculty, id_direction, id_special, id_f_educ)
SELECT f.id_faculty, d.id_direction, s.id_special,
       (SELECT id_f_educ FROM f_educ ORDER BY id_f_educ LIMIT 1)
  FROM (SELECT id_special, row_number() OVER (ORDER BY id_special) AS n FROM special WHERE code LIKE 'L%') s
  JOIN large_faculty f ON f.n = (s.n - 1) % 50 + 1
  JOIN (SELECT id_direction, row_number() OVER (ORDER BY id_direction) AS n FROM direction WHERE code LIKE 'L%') d
    ON d.n = (s.n - 1) % 300 + 1;

-- Academic groups (migration 0009): a name-group per large speciality, bound with two sub-groups, and a
-- group of each of the last six admission years: 24,000 groups.
-- Their years are the fixed reference's, ensured again in case 1 September came since the migration.
SELECT ensure_academic_years(extract(year FROM now() - interval '8 months')::int % 100);

CREATE TEMPORARY TABLE large_binding ON COMMIT DROP AS
WITH specialities AS (
  SELECT s.id_speciality, s.id_faculty, p.code
    FROM speciality s JOIN special p ON p.id_special = s.id_special
   WHERE p.code LIKE 'L%'
), name_groups AS (
  INSERT INTO n_gr (id_faculty, n_gr)
  SELECT id_faculty, 'Г' || code FROM specialities
  RETURNING id_n_gr, id_faculty, n_gr
)
SELECT s.id_speciality, n.id_n_gr FROM specialities s JOIN name_groups n
    ON n.id_faculty = s.id_faculty AND n.n_gr = 'Г' || s.code;

INSERT INTO com_gspe (id_speciality, id_n_gr, id_sub_gr)
SELECT b.id_speciality, b.id_n_gr, sub FROM large_binding b CROSS JOIN generate_series(1, 2) AS sub;

INSERT INTO study_group (id_com_gspe, id_group_y)
SELECT c.id_com_gspe, y
  FROM com_gspe c
  JOIN large_binding b ON b.id_speciality = c.id_speciality AND b.id_n_gr = c.id_n_gr
 CROSS JOIN generate_series(extract(year FROM now() - interval '8 months')::int % 100 - 5,
                            extract(year FROM now() - interval '8 months')::int % 100) AS y;

-- Speciality parameters, admission plans and planned students (migration 0010): every large speciality
-- gets its parameters, the first grading variant, the university's licence (valid this academic year and
-- the next two, so that a new academic year carries its plans and groups), a plan for the last three years
-- and this one, and each group in a course this academic year its students of both half-years.
CREATE TEMPORARY TABLE large_licence ON COMMIT DROP AS
WITH added AS (
  INSERT INTO licence (resolution, resolution_beg, resolution_end, supplement)
  SELECT 'Лицензия LS' || (2000 + y - 2) || '000547 на право ведения образовательной деятельности',
         make_date(2000 + y - 2, 6, 15), make_date(2000 + y + 3, 6, 14),
         'Приложение №1 к лицензии LS' || (2000 + y - 2) || '000547: программы бакалавриата (2000 специальностей)'
    FROM (SELECT extract(year FROM now() - interval '8 months')::int % 100 AS y) current_year
  RETURNING id_licence
)
SELECT id_licence FROM added;

UPDATE speciality s
   SET code_spec = p.code, id_standart = 3, term = 4, ort_maths = 60, ort_contract = 110, ort_budget = 150,
       id_level = (SELECT min(id_level) FROM level),
       id_ebe_var = (SELECT min(id_ebe_var) FROM ebe_var),
       id_licence = (SELECT id_licence FROM large_licence)
  FROM special p
 WHERE p.id_special = s.id_special AND p.code LIKE 'L%';

INSERT INTO plan_abit (id_speciality, a_year, kol_b, kol_k)
SELECT s.id_speciality, y, 10 + s.id_speciality % 20, 25 + s.id_speciality % 30
  FROM speciality s JOIN special p ON p.id_special = s.id_special
 CROSS JOIN generate_series(extract(year FROM now() - interval '8 months')::int % 100 - 3,
                            extract(year FROM now() - interval '8 months')::int % 100) AS y
 WHERE p.code LIKE 'L%';

INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k)
SELECT g.id_group, extract(year FROM now() - interval '8 months')::int % 100, w.id_w_s,
       5 + g.id_group % 16, 3 + g.id_group % 22
  FROM study_group g
  JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
  JOIN large_binding b ON b.id_speciality = c.id_speciality AND b.id_n_gr = c.id_n_gr
 CROSS JOIN (SELECT id_w_s FROM w_s ORDER BY id_w_s LIMIT 2) AS w
 WHERE g.id_group_y > extract(year FROM now() - interval '8 months')::int % 100 - 4;

-- Grading rules (migrations 0010, 0012): 200 more variants, each with five ranges, three intermediate
-- values per range, four grade-sheet fields and its display rules (made by the variant's trigger)
-- defined.
CREATE TEMPORARY TABLE large_variant ON COMMIT DROP AS
WITH added AS (
  INSERT INTO ebe_var (ebe_var, min_bal, max_bal)
  SELECT 'L' || lpad(n::text, 3, '0'), 0, 100 FROM generate_series(1, 200) AS n
  RETURNING id_ebe_var
)
SELECT id_ebe_var FROM added;

INSERT INTO ebe (id_ebe_var, beg_bal, end_bal, estimation)
SELECT v.id_ebe_var, r.beg_bal, r.end_bal, r.estimation
  FROM large_variant v
 CROSS JOIN (VALUES (87, 100, '5'), (74, 86, '4'), (61, 73, '3'), (41, 60, '2'), (0, 40, '1'))
       AS r (beg_bal, end_bal, estimation)
 ORDER BY v.id_ebe_var, r.beg_bal DESC;

-- Thirds of each range: the lower with a minus, the upper with a plus (A-, A, A+ …).
INSERT INTO ebe_detal (id_ebe, beg_bal, end_bal, ekv_num, ekv_bukv)
SELECT e.id_ebe,
       CASE p WHEN 1 THEN e.beg_bal ELSE e.beg_bal + floor((e.end_bal - e.beg_bal) * (p - 1) / 3) + 1 END,
       CASE p WHEN 3 THEN e.end_bal ELSE e.beg_bal + floor((e.end_bal - e.beg_bal) * p / 3) END,
       round(e.estimation::numeric - 1 + (p - 1) * 0.33, 2),
       translate(e.estimation, '54321', 'ABCDF') || CASE p WHEN 1 THEN '-' WHEN 3 THEN '+' ELSE '' END
  FROM ebe e
  JOIN large_variant v ON v.id_ebe_var = e.id_ebe_var
 CROSS JOIN generate_series(1, 3) AS p
 ORDER BY e.id_ebe, p;

INSERT INTO est_config (id_ebe_var, order_pole, name_pole, info_or_value, pole_mark_mag, formula, min, max)
SELECT v.id_ebe_var, f.order_pole, f.name_pole, f.info_or_value, 1, f.formula, 0, f.max
  FROM large_variant v
 CROSS JOIN (VALUES
   (1, 'Модуль 1', 0, '', 30), (2, 'Модуль 2', 0, '', 30), (3, 'Итоговый контроль', 0, '', 40),
   (4, 'Итого', 1, 'P1+P2+P3', 100)) AS f (order_pole, name_pole, info_or_value, formula, max)
 ORDER BY v.id_ebe_var, f.order_pole;

UPDATE com_ebef_est r
   SET definition = CASE f.code
         WHEN 'numeric' THEN '5, 4, 3, 2, 1'
         WHEN 'word' THEN '5 — отлично, 4 — хорошо, 3 — удовлетворительно, 2 — неудовлетворительно, 1 — плохо'
         WHEN 'letter' THEN 'A+, A, A-, B+, B, B-, C+, C, C-, D+, D, D-, F+, F, F-'
         ELSE '0–100' END
  FROM estimation_form f, large_variant v
 WHERE r.id_estimation_form = f.id_estimation_form AND r.id_ebe_var = v.id_ebe_var;

-- Teaching positions and disciplines (migration 0013): 300 positions in each academic year of the
-- large university (the positions of its many departments) and 3,000 disciplines of every kind.
INSERT INTO rrnk_doljnost (id_a_year, n_doljnost, chasy)
SELECT y.id_a_year,
       (ARRAY['Ассистент', 'Преподаватель', 'Старший преподаватель', 'Доцент', 'Профессор',
              'Заведующий кафедрой'])[(n - 1) % 6 + 1] || ' кафедры № ' || ((n - 1) / 6 + 1),
       (ARRAY[900, 850, 800, 750, 700, 600])[(n - 1) % 6 + 1] - 5 * ((n - 1) / 6 % 3)
  FROM a_year y
 CROSS JOIN generate_series(1, 300) AS n
 WHERE y.id_a_year BETWEEN extract(year FROM now() - interval '8 months')::int % 100 - 6
                       AND extract(year FROM now() - interval '8 months')::int % 100 + 1
 ORDER BY y.id_a_year, n;

INSERT INTO discipline (code, name, name_kg, name_en, id_vid_discipline)
SELECT 'L' || lpad(n::text, 5, '0'),
       'Учебная дисциплина профессионального цикла № ' || n,
       'Кесиптик циклдин окуу дисциплинасы № ' || n,
       'Professional cycle discipline No. ' || n,
       k.id_vid_discipline
  FROM generate_series(1, 3000) AS n
  -- Seven in ten compulsory, two elective, one optional.
  JOIN (SELECT id_vid_discipline, row_number() OVER (ORDER BY id_vid_discipline) AS rank FROM vid_discipline) k
    ON k.rank = CASE WHEN n % 10 < 7 THEN 1 WHEN n % 10 < 9 THEN 2 ELSE 3 END;

-- Classrooms (migration 0014): 60 buildings of 40 to 339 rooms each (about 11,000 rooms), 30 offices and
-- 20 specifics; each room belongs to a large faculty, every third one to a department of it too.
INSERT INTO specifics (specifics, specifics_kg, specifics_en, short_specifics)
SELECT 'Специализированная аудитория № ' || n, 'Атайын аудитория № ' || n, 'Specialised room No. ' || n, 'СА' || n
  FROM generate_series(1, 20) AS n;

INSERT INTO otdel (otdel, otdel_kg, otdel_en)
SELECT 'Структурное подразделение университета № ' || n, 'Университеттин түзүмдүк бөлүмү № ' || n,
       'University office No. ' || n
  FROM generate_series(1, 30) AS n;

CREATE TEMPORARY TABLE large_korpus ON COMMIT DROP AS
WITH added AS (
  INSERT INTO korpus (korpus, korpus_kg, korpus_en, adres, adres_kg, adres_en)
  SELECT 'Учебный корпус большого университета № ' || n, 'Чоң университеттин № ' || n || ' окуу корпусу',
         'Academic building of the large university No. ' || n,
         'г. Бишкек, ул. Фрунзе, ' || (500 + n), 'Бишкек ш., Фрунзе көч., ' || (500 + n),
         (500 + n) || ' Frunze Street, Bishkek'
    FROM generate_series(1, 60) AS n
  RETURNING id_korpus
)
SELECT id_korpus, row_number() OVER (ORDER BY id_korpus) AS n FROM added;

INSERT INTO auditorium (id_korpus, number, contain, square, note, id_specifics, id_faculty, id_otdel_1,
                        id_kafedra)
SELECT b.id_korpus, ((r - 1) / 30 + 1)::text || lpad(((r - 1) % 30 + 1)::text, 2, '0'),
       20 + r % 7 * 10, 30 + r % 9 * 7.25, 'Аудитория общего назначения, маркерная доска',
       s.id_specifics, f.id_faculty, CASE WHEN r % 10 = 0 THEN o.id_otdel END,
       CASE WHEN r % 3 = 0 THEN k.id_kafedra END
  FROM large_korpus b
 CROSS JOIN LATERAL generate_series(1, 40 + (b.n * 37) % 300) AS r
  JOIN large_faculty f ON f.n = (b.n + r) % 50 + 1
  JOIN (SELECT id_faculty, min(id_kafedra) AS id_kafedra FROM kafedra GROUP BY id_faculty) k
    ON k.id_faculty = f.id_faculty
  JOIN (SELECT id_specifics, row_number() OVER (ORDER BY id_specifics) AS n FROM specifics
         WHERE specifics LIKE 'Специализированная аудитория № %') s ON s.n = r % 20 + 1
  JOIN (SELECT id_otdel, row_number() OVER (ORDER BY id_otdel) AS n FROM otdel
         WHERE otdel LIKE 'Структурное подразделение университета № %') o ON o.n = b.n % 30 + 1;

-- The state examination commission (migration 0015): each large faculty's commission (a chair, a deputy,
-- three members and a secretary since 1 September of past years) with a former chair and secretary in
-- its history, and each large speciality its own commission of four: 400 and 8,000 rows. Surnames follow
-- the row's place in its commission, so names never repeat within one.
CREATE TEMPORARY TABLE large_person ON COMMIT DROP AS
SELECT k, s.surname, g.given, p.patronymic
  FROM generate_series(0, 9) AS k
  JOIN unnest(ARRAY['Асанов', 'Бекматов', 'Жумабаев', 'Кадыров', 'Мамбетов', 'Осмонов', 'Сатыбалдиев',
                    'Токтогулов', 'Усенов', 'Эсенгулов']) WITH ORDINALITY AS s (surname, i) ON s.i = k + 1
  JOIN unnest(ARRAY['Азамат', 'Бакыт', 'Данияр', 'Эрлан', 'Нурлан', 'Талант', 'Улан', 'Марат', 'Канат',
                    'Руслан']) WITH ORDINALITY AS g (given, i) ON g.i = (k * 3) % 10 + 1
  JOIN unnest(ARRAY['Асылбекович', 'Жумабекович', 'Кубанычбекович', 'Маратович', 'Токтосунович']) WITH ORDINALITY
       AS p (patronymic, i) ON p.i = k % 5 + 1;

-- Seats of a commission: role (1 chair, 2 deputy, 3 member, 4 secretary), title, years since joining.
CREATE TEMPORARY TABLE large_seat ON COMMIT DROP AS
SELECT * FROM (VALUES
  (1, 1, 'д.э.н., профессор', 2), (2, 2, 'к.т.н., доцент', 4), (3, 3, 'к.э.н., доцент', 3),
  (4, 3, 'к.ф.-м.н., доцент', 1), (5, 3, 'ст. преподаватель', 2), (6, 4, 'преподаватель', 1),
  (7, 1, 'д.т.н., профессор', 7), (8, 4, 'ст. преподаватель', 5)) AS seat (place, role, title, years);

INSERT INTO gak_member_history (id_faculty, id_member_type, member_name, title, since, until)
SELECT f.id_faculty, t.id_member_type, p.surname || ' ' || p.given || ' ' || p.patronymic, s.title,
       make_date(extract(year FROM CURRENT_DATE)::int - s.years, 9, 1),
       -- Places 7 and 8 are the former chair and secretary: they left when the present ones came.
       CASE s.place WHEN 7 THEN make_date(extract(year FROM CURRENT_DATE)::int - 2, 8, 31)
                    WHEN 8 THEN make_date(extract(year FROM CURRENT_DATE)::int - 1, 8, 31) END
  FROM large_faculty f
 CROSS JOIN large_seat s
  JOIN large_person p ON p.k = (f.n + s.place) % 10
  JOIN (SELECT id_member_type, row_number() OVER (ORDER BY sort_order) AS role FROM member_type) t
    ON t.role = s.role
 ORDER BY f.id_faculty, s.place;

INSERT INTO gak_member_speciality (id_faculty, id_special, id_member_type, member_name, title)
SELECT b.id_faculty, b.id_special, t.id_member_type, p.surname || ' ' || p.given || ' ' || p.patronymic, s.title
  FROM speciality b
  JOIN special n ON n.id_special = b.id_special AND n.code LIKE 'L%'
  JOIN large_seat s ON s.place IN (1, 3, 4, 6)
  JOIN large_person p ON p.k = (b.id_special + s.place) % 10
  JOIN (SELECT id_member_type, row_number() OVER (ORDER BY sort_order) AS role FROM member_type) t
    ON t.role = s.role
 ORDER BY b.id_special, s.place;

-- Notifications (migration 0016): two years of news, one item every few days (every tenth important),
-- and every user present has read all but the newest twenty: the bell reads the newest 100 and probes
-- each for the user's mark, as on a real server.
CREATE TEMPORARY TABLE large_news ON COMMIT DROP AS
WITH added AS (
  INSERT INTO wiki_news (questions, questions_kg, questions_en, url, important, published_at)
  SELECT 'Новость большого университета № ' || n || ': изменения в справочниках и расписании',
         'Чоң университеттин № ' || n || ' жаңылыгы: маалымдамалардагы жана жадыбалдагы өзгөрүүлөр',
         'News of the large university No. ' || n || ': changes to the reference lists and the timetable',
         'https://manual.example.kg/avn-structure/large/news-' || n, n % 10 = 0,
         now() - (250 - n) * interval '3 days'
    FROM generate_series(1, 250) AS n
  RETURNING id_question_answer
)
SELECT id_question_answer, row_number() OVER (ORDER BY id_question_answer) AS n FROM added;

INSERT INTO wiki_news_read (id_avn_user, id_wiki)
SELECT u.id_avn_user, n.id_question_answer
  FROM avn_user u CROSS JOIN large_news n
 WHERE n.n <= 230;

-- A year of the staff's edits (decision 0045): the audit log of a university in use is mostly changes, not the
-- rows' creation. The log gets the corrections its editors made in the past year to the classrooms'
-- capacity, area and note, the admission plans and the specialities' commission titles of the large
-- university (49,000 changes, 157,000 audit rows in all), each ending in the row as it is now, by one of
-- nine editors in turn at a moment of the past year: the audit screen's filters by author, kind, action,
-- day and words are measured on a realistic log. They are written to the log directly, as the trigger
-- would have written them, since making them would take as long as the rest of this file.
-- Their authors, beside the accounts present: disabled, with a password hash no password matches
-- (auth/passwords.ts answers false for it), so that no one signs in as them.
CREATE TEMPORARY TABLE large_editor ON COMMIT DROP AS
WITH added AS (
  INSERT INTO avn_user (login, password_hash, surname, name, patronymic, role, all_faculties, disabled_at,
                        must_change_password)
  SELECT 'large-staff-' || n, '!',
         (ARRAY['Асанов', 'Бекова', 'Жумабаев', 'Касымова', 'Мамытов', 'Осмонова', 'Сатыбалдиев',
                'Токтогулова', 'Эркинбеков'])[n],
         (ARRAY['Азамат', 'Айгуль', 'Бакыт', 'Гүлнара', 'Данияр', 'Жылдыз', 'Нурлан', 'Өмүр', 'Үмүт'])[n],
         '', 'editor', true, now(), true
    FROM generate_series(1, 9) AS n
  RETURNING id_avn_user
)
SELECT id_avn_user, row_number() OVER (ORDER BY id_avn_user) - 1 AS n FROM added;

-- One past change of a row of `table` (its key, its state now, and the column's old value).
CREATE TEMPORARY TABLE large_edit ON COMMIT DROP AS
SELECT 'auditorium' AS table_name, a.id_auditorium AS id, to_jsonb(a) AS now,
       jsonb_build_object(column_name, old) AS old
  FROM auditorium a JOIN large_korpus b ON b.id_korpus = a.id_korpus
 CROSS JOIN LATERAL (VALUES ('contain', to_jsonb(a.contain - 5)), ('square', to_jsonb(a.square - 1.5)),
                            ('note', to_jsonb('Аудитория общего назначения'::text))) AS e (column_name, old)
UNION ALL
SELECT 'plan_abit', p.id_plan_abit, to_jsonb(p), jsonb_build_object('kol_b', p.kol_b + 1)
  FROM plan_abit p JOIN speciality s ON s.id_speciality = p.id_speciality
  JOIN special n ON n.id_special = s.id_special AND n.code LIKE 'L%'
UNION ALL
SELECT 'gak_member_speciality', m.id_gak_member_speciality, to_jsonb(m), jsonb_build_object('title', 'Доцент')
  FROM gak_member_speciality m JOIN special n ON n.id_special = m.id_special AND n.code LIKE 'L%';

INSERT INTO audit_log (changed_at, id_avn_user, table_name, row_id, action, before, after)
SELECT now() - (e.k * 7919 % 365) * interval '1 day' - (e.k * 31 % 86400) * interval '1 second',
       ed.id_avn_user, e.table_name, e.id::text, 'update', e.now || e.old, e.now
  FROM (SELECT *, row_number() OVER (ORDER BY table_name, id) AS k FROM large_edit) e
  JOIN large_editor ed ON ed.n = e.k % 9
 ORDER BY 1;

CREATE INDEX audit_log_words_idx ON audit_log
  USING gin (jsonb_to_tsvector('simple', COALESCE(after, before), '["string", "numeric"]'))
  WITH (fastupdate = off);
