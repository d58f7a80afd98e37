-- A large university for benchmarks (npm run db:seed-large), with its own administrator (seed.ts): 50
-- faculties teaching the shared part's 2,000 speciality names (large-shared.sql), 600 departments, 24,000
-- groups with their plans and planned students, positions, 11,000 classrooms, its commission and a year of
-- its staff's edits. {{...}} are filled by seed.ts for each one (the first keeps the names and code it has
-- always had). No transaction statements: the loader wraps this file, one university each.

-- The ministry, the study forms, the levels, grading rule 1, the half-years, the courses and the academic
-- years are the fixed reference every database has (migration 0023).

-- Its code (id_field) is the one a software licence for it names (a fictitious OKPO).
INSERT INTO vuz (id_ministry, v1, v1_k, v1_en, v2, v2_k, v2_en, adres, adres_kg, adres_en, glava, tel, mail,
                 id_field)
SELECT min(id_ministry), 'КНУБ{{short}}', 'КУУЧ{{short}}', 'KNLU{{short}}',
       'Кыргызский национальный университет (большой{{number}})', 'Кыргыз улуттук университети (чоң{{number}})',
       'Kyrgyz National University (large{{number}})',
       'г. Бишкек, ул. Фрунзе, 547', 'Бишкек ш., Фрунзе көч., 547', '547 Frunze Street, Bishkek',
       'Жээнбеков Алмаз Токтогулович', '+996 312 00-00-00', 'rector@large.example.kg', '{{code}}'
  FROM ministry;

-- Everything below is this university's, written as the server writes for it (migration 0025): as the
-- server's role with the university named, its rows take it as theirs and the other universities' rows
-- are out of sight (the owner, a superuser, would see them all).
SELECT set_config('app.university', (SELECT max(id_vuz) FROM vuz)::text, true),
       set_config('role', 'academic_server', true);

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

INSERT INTO kafedra (id_faculty, sn_f1, f1, f1_kg, f1_en)
SELECT f.id_faculty, 'К' || g.i,
       'Кафедра прикладных и фундаментальных дисциплин № ' || g.i,
       'Колдонмо жана фундаменталдык дисциплиналар кафедрасы № ' || g.i,
       'Department of Applied and Fundamental Disciplines No. ' || g.i
  FROM generate_series(1, 600) AS g (i)
  JOIN large_faculty f ON f.n = (g.i - 1) % 50 + 1;

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

-- Classrooms (migration 0014): 60 buildings of 40 to 339 rooms each (about 11,000 rooms) and 30 offices,
-- with the shared part's 20 specifics; each room belongs to a large faculty, every third one to a department
-- of it too.
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
  SELECT 'large-staff-{{login}}' || n, '!',
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

-- Two years of the shared news (large-shared.sql): seed.ts marks all but the newest twenty read by every
-- user of this university once its administrator is made, so the bell reads the newest 100 and probes each
-- for the user's mark, as on a real server.
CREATE TEMPORARY TABLE large_news ON COMMIT DROP AS
SELECT id_question_answer, row_number() OVER (ORDER BY id_question_answer) AS n
  FROM wiki_news WHERE url LIKE 'https://manual.example.kg/avn-structure/large/news-%';
