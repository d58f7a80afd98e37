-- Issue 46: the fixed reference (decision 0059). What is the same for every Kyrgyz university and no screen
-- creates is made here, in every database (embedded or a server, demo or not), named in Russian, Kyrgyz and
-- English; the demo data adds only its university's own rows (seed/demo.sql refers to these ids).
--
--   ministry       the ministry that oversees the universities (higher education passed to the Ministry of
--                  Science, Higher Education and Innovation on 12 May 2025); the university's setup chooses it;
--   f_educ_vid, f_educ_prog, f_educ, level
--                  the kinds of study, the programmes, the study forms and the levels of education of the
--                  national classifier; the screens edit them as before (edit = false locks a row's short
--                  name or Russian name and its deletion, as for every classifier row);
--   ebe_var, ebe   grading rule 1, the national five-point scale over 0-100 points, since no call creates a
--                  rule or a range: the grading screen and a speciality's grading rule need one to begin with;
--   w_s, rate      the two half-years and courses 1 to 10 (a study form has at most 10, SPEC §9);
--   a_year         the academic years from six before this one to the next, by ensure_academic_years(),
--                  which the server calls again at its start and every six hours (db/academic-years.ts).
--
-- A table with rows of its own keeps them and gets none of a list whose ids mean nothing (ministry, the study
-- forms and their kinds and programmes, levels, grading rules): a university that entered its own is not given
-- a second set it cannot delete. Half-years, courses and years are each added where their id is missing. So
-- release 2.0.0's demo database gains courses 7 to 10 and the years it lacked, and no row of it changes.
-- The rows are the system's in the audit log (no author), as the demo data's are.

INSERT INTO ministry (id_ministry, name, name_kg, name_en)
SELECT 1, 'Министерство науки, высшего образования и инноваций Кыргызской Республики',
       'Кыргыз Республикасынын Илим, жогорку билим берүү жана инновациялар министрлиги',
       'Ministry of Science, Higher Education and Innovation of the Kyrgyz Republic'
 WHERE NOT EXISTS (SELECT 1 FROM ministry);

INSERT INTO f_educ_vid (id_f_educ_vid, name, name_kg, name_en)
SELECT v.* FROM (VALUES
  (1, 'Очная', 'Күндүзгү', 'Full-time'),
  (2, 'Заочная', 'Сырттан', 'Part-time (extramural)'),
  (3, 'Дистанционная', 'Аралыктан', 'Distance'),
  (4, 'Вечерняя', 'Кечки', 'Evening')) AS v (id, name, name_kg, name_en)
 WHERE NOT EXISTS (SELECT 1 FROM f_educ_vid)
 ORDER BY v.id;

INSERT INTO f_educ_prog (id_f_educ_prog, name, name_kg, name_en)
SELECT v.* FROM (VALUES
  (1, 'Бакалавриат', 'Бакалавриат', 'Bachelor''s programme'),
  (2, 'Магистратура', 'Магистратура', 'Master''s programme'),
  (3, 'Специалитет', 'Специалитет', 'Specialist programme'),
  (4, 'Аспирантура', 'Аспирантура', 'Postgraduate study (aspirantura)'),
  (5, 'Докторантура (PhD)', 'Докторантура (PhD)', 'Doctoral programme (PhD)')) AS v (id, name, name_kg, name_en)
 WHERE NOT EXISTS (SELECT 1 FROM f_educ_prog)
 ORDER BY v.id;

-- oz = 1 for the extramural forms; max_rate_id the last course. A form's kind and programme are found by
-- name, so that a database whose kinds and programmes are its own gets only the forms it can refer to.
INSERT INTO f_educ (id_f_educ, short_name, f_educ, f_educ_kg, f_educ_en, oztext_ru, oz, max_rate_id,
                    id_f_educ_vid, education_cycle, id_f_educ_prog, edit)
SELECT v.id, v.short_name, v.f_educ, v.f_educ_kg, v.f_educ_en, v.oztext_ru, v.oz, v.max_rate_id, k.id,
       v.education_cycle, p.id, v.edit
  FROM (VALUES
    (1, 'ОФО', 'Очная форма обучения (бакалавриат)', 'Күндүзгү окуу формасы (бакалавриат)',
        'Full-time study (bachelor''s)', 'очная', 0, 4, 'Очная', 'бакалавриат', 'Бакалавриат', false),
    (2, 'ЗФО', 'Заочная форма обучения (бакалавриат)', 'Сырттан окуу формасы (бакалавриат)',
        'Part-time extramural study (bachelor''s)', 'заочная', 1, 5, 'Заочная', 'бакалавриат', 'Бакалавриат', false),
    (3, 'ДОТ', 'Заочная форма с применением дистанционных образовательных технологий (бакалавриат)',
        'Аралыктан окутуу технологияларын колдонуу менен сырттан окуу (бакалавриат)',
        'Distance learning (bachelor''s)', 'заочная', 1, 5, 'Дистанционная', 'бакалавриат', 'Бакалавриат', true),
    (4, 'ОФО-М', 'Очная форма обучения (магистратура)', 'Күндүзгү окуу формасы (магистратура)',
        'Full-time study (master''s)', 'очная', 0, 2, 'Очная', 'магистратура', 'Магистратура', false),
    (5, 'ЗФО-М', 'Заочная форма обучения (магистратура)', 'Сырттан окуу формасы (магистратура)',
        'Part-time extramural study (master''s)', 'заочная', 1, 3, 'Заочная', 'магистратура', 'Магистратура', true),
    (6, 'ОФО-С', 'Очная форма обучения (специалитет)', 'Күндүзгү окуу формасы (специалитет)',
        'Full-time study (specialist degree)', 'очная', 0, 5, 'Очная', 'специалитет', 'Специалитет', true),
    (7, 'АСП', 'Очная аспирантура', 'Күндүзгү аспирантура',
        'Full-time postgraduate study (aspirantura)', 'очная', 0, 3, 'Очная', 'аспирантура', 'Аспирантура', true),
    (8, 'PhD', 'Докторантура PhD (очная)', 'PhD докторантурасы (күндүзгү)',
        'Full-time doctoral study (PhD)', 'очная', 0, 3, 'Очная', 'докторантура', 'Докторантура (PhD)', true))
    AS v (id, short_name, f_educ, f_educ_kg, f_educ_en, oztext_ru, oz, max_rate_id, kind, education_cycle,
          programme, edit)
 CROSS JOIN LATERAL (SELECT min(id_f_educ_vid) AS id FROM f_educ_vid WHERE name = v.kind) k
 CROSS JOIN LATERAL (SELECT min(id_f_educ_prog) AS id FROM f_educ_prog WHERE name = v.programme) p
 WHERE k.id IS NOT NULL AND p.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM f_educ)
 ORDER BY v.id;

INSERT INTO level (id_level, name_level, name_level_kg, name_level_en, edit)
SELECT v.* FROM (VALUES
  (1, 'Бакалавр', 'Бакалавр', 'Bachelor', false),
  (2, 'Магистр', 'Магистр', 'Master', false),
  (3, 'Специалист', 'Адис', 'Specialist', false),
  (4, 'Доктор философии (PhD)', 'Философия доктору (PhD)', 'Doctor of Philosophy (PhD)', true),
  (5, 'Доктор наук', 'Илимдин доктору', 'Doctor of Sciences', true)) AS v (id, name, name_kg, name_en, edit)
 WHERE NOT EXISTS (SELECT 1 FROM level)
 ORDER BY v.id;

-- Grading rule 1 and its ranges; its display rules come with it (0012's trigger). Its intermediate values,
-- grade sheet and display texts are the university's to fill on the grading screen.
WITH added AS (
  INSERT INTO ebe_var (id_ebe_var, ebe_var, min_bal, max_bal)
  SELECT 1, '1', 0, 100 WHERE NOT EXISTS (SELECT 1 FROM ebe_var)
  RETURNING id_ebe_var
)
INSERT INTO ebe (id_ebe_var, beg_bal, end_bal, estimation)
SELECT added.id_ebe_var, r.beg_bal, r.end_bal, r.estimation
  FROM added
 CROSS JOIN (VALUES (87, 100, '5'), (74, 86, '4'), (61, 73, '3'), (0, 60, '2')) AS r (beg_bal, end_bal, estimation)
 ORDER BY r.beg_bal DESC;

INSERT INTO w_s (id_w_s, name, name_kg, name_en) VALUES
  (1, 'Осенний семестр', 'Күзгү семестр', 'Autumn semester'),
  (2, 'Весенний семестр', 'Жазгы семестр', 'Spring semester')
ON CONFLICT DO NOTHING;

INSERT INTO rate (id_rate, name, name_kg, name_en) VALUES
  (1, '1 курс', '1-курс', '1st year'),
  (2, '2 курс', '2-курс', '2nd year'),
  (3, '3 курс', '3-курс', '3rd year'),
  (4, '4 курс', '4-курс', '4th year'),
  (5, '5 курс', '5-курс', '5th year'),
  (6, '6 курс', '6-курс', '6th year'),
  (7, '7 курс', '7-курс', '7th year'),
  (8, '8 курс', '8-курс', '8th year'),
  (9, '9 курс', '9-курс', '9th year'),
  (10, '10 курс', '10-курс', '10th year')
ON CONFLICT DO NOTHING;

-- The academic years around `current_year` (two digits, SPEC §9: the year its 1 September falls in), from six
-- before it (the graduated cohort of a six-year form) to the next one, which a new academic year, next year's
-- plans and groups need. Only when one is missing: an INSERT, even of no row, announces a change of a_year to
-- every process's caches (0004). Several callers at once: the later waits on the earlier's key and skips it.
-- Answers how many years it added.
CREATE FUNCTION ensure_academic_years(current_year integer) RETURNS integer
LANGUAGE plpgsql AS $years$
DECLARE
  added integer := 0;
BEGIN
  IF EXISTS (SELECT 1 FROM generate_series(current_year - 6, current_year + 1) AS y
              WHERE y BETWEEN 0 AND 99 AND NOT EXISTS (SELECT 1 FROM a_year WHERE id_a_year = y)) THEN
    INSERT INTO a_year (id_a_year, label)
    SELECT y, (2000 + y)::text || '-' || (2001 + y)::text
      FROM generate_series(current_year - 6, current_year + 1) AS y
     WHERE y BETWEEN 0 AND 99
     ORDER BY y
    ON CONFLICT (id_a_year) DO NOTHING;
    GET DIAGNOSTICS added = ROW_COUNT;
  END IF;
  RETURN added;
END
$years$;

SELECT ensure_academic_years(extract(year FROM CURRENT_DATE - interval '8 months')::int % 100);

-- The serial sequences past the explicit ids, never back: an id once given is not given again (the audit
-- log's history of a deleted row stays its own).
DO $sequences$
DECLARE
  serial record;
BEGIN
  FOR serial IN SELECT * FROM (VALUES ('ministry', 'id_ministry'), ('f_educ_vid', 'id_f_educ_vid'),
                                      ('f_educ_prog', 'id_f_educ_prog'), ('f_educ', 'id_f_educ'),
                                      ('level', 'id_level'), ('ebe_var', 'id_ebe_var')) AS t (name, key) LOOP
    EXECUTE format('SELECT setval(%1$L, greatest((SELECT max(%2$I) FROM %3$I), (SELECT last_value FROM %4$s), 1))',
                   pg_get_serial_sequence(serial.name, serial.key), serial.key, serial.name,
                   pg_get_serial_sequence(serial.name, serial.key));
  END LOOP;
END
$sequences$;
