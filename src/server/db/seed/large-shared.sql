-- The shared part of the large universities for benchmarks (npm run db:seed-large), made once: 300
-- directions, 2,000 speciality names, 100 qualifications, 200 grading variants, 3,000 disciplines, 20 room
-- specifics and two years of news, in three languages. These are the national classifiers every university
-- shares (decision 0068); each large university (large-university.sql) teaches them. Codes start with 'L' so
-- that they never meet the demo data's or a real classifier's. No transaction statements: the loader wraps
-- this file.

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

INSERT INTO qualification (name_qualification, name_qualification_kg, name_qualification_en)
SELECT 'Квалификация выпускника программы № ' || n,
       'Программанын бүтүрүүчүсүнүн квалификациясы № ' || n,
       'Graduate qualification of programme No. ' || n
  FROM generate_series(1, 100) AS n;

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

-- Room specifics, which every large university's classrooms name.
INSERT INTO specifics (specifics, specifics_kg, specifics_en, short_specifics)
SELECT 'Специализированная аудитория № ' || n, 'Атайын аудитория № ' || n, 'Specialised room No. ' || n, 'СА' || n
  FROM generate_series(1, 20) AS n;

-- Notifications (migration 0016): two years of news, one item every few days (every tenth important),
-- which every large university's users have read but for the newest twenty (large-university.sql).
INSERT INTO wiki_news (questions, questions_kg, questions_en, url, important, published_at)
  SELECT 'Новость большого университета № ' || n || ': изменения в справочниках и расписании',
         'Чоң университеттин № ' || n || ' жаңылыгы: маалымдамалардагы жана жадыбалдагы өзгөрүүлөр',
         'News of the large university No. ' || n || ': changes to the reference lists and the timetable',
         'https://manual.example.kg/avn-structure/large/news-' || n, n % 10 = 0,
         now() - (250 - n) * interval '3 days'
  FROM generate_series(1, 250) AS n;
