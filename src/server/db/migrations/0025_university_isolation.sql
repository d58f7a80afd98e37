-- Several universities in one database, each kept apart by PostgreSQL itself (decision 0068): row-level
-- security on every table that holds a university's rows, forced on the owner too, read against the
-- university the server sets for each transaction (`app.university`, set_config(..., true): never for a
-- connection, so a pooled connection cannot carry it into the next request). The server's statements for
-- a signed-in user run as the role academic_server (db/university-scope.ts), which owns nothing and
-- bypasses nothing; migrate.ts creates it and grants it the rows. The national classifiers (directions,
-- speciality names, study forms, levels, qualifications, years, grading rules, disciplines) are the
-- ministry's and stay shared.

-- The university of this transaction, or null when none is set (then no university row is visible).
CREATE FUNCTION current_university() RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.university', true), '')::integer $$;

-- Whether this transaction is the operator's (the owner's commands, migrations, the sign-in's lookups) with no
-- university named: it sees every university. The server's role never does, named or not.
CREATE FUNCTION every_university() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT current_user <> 'academic_server' AND current_university() IS NULL $$;

-- The university a new row belongs to: this transaction's; with none set, the one university when the
-- database holds exactly one (the demo's seeds, the operator's commands). Run under row-level security,
-- a transaction without a university sees no university and gets null, which the policies refuse.
CREATE FUNCTION default_university() RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_university(),
                        (SELECT CASE WHEN count(*) = 1 THEN min(id_vuz) END FROM vuz)) $$;

-- The tables whose rows belong to a university directly get its id (a software licence too: each
-- university installs its own, and one's expired licence locks that university alone); the rows there now belong to the
-- first university (filled by ADD COLUMN's default, so no trigger runs and no row version moves).
DO $columns$
DECLARE
  first_university integer := (SELECT min(id_vuz) FROM vuz);
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['avn_user', 'korpus', 'otdel', 'licence', 'rrnk_doljnost', 'year_turnover',
                              'audit_log', 'software_licence']
  LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN id_vuz integer REFERENCES vuz (id_vuz) ON DELETE RESTRICT DEFAULT %s',
                   name, coalesce(first_university::text, 'NULL'));
    EXECUTE format('ALTER TABLE %I ALTER COLUMN id_vuz SET DEFAULT default_university()', name);
    EXECUTE format('CREATE INDEX %I ON %I (id_vuz)', name || '_vuz_idx', name);
  END LOOP;
END
$columns$;

-- The first day's accounts join the university when it is set up (setup/queries.ts): that is part of
-- the set-up, whose own rows are audited under the same user, not an edit of each account.
CREATE OR REPLACE FUNCTION audit_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who integer := nullif(current_setting('app.user_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, NEW.id_avn_user::text, 'insert', NULL, to_jsonb(NEW) - 'password_hash');
  ELSIF TG_OP = 'UPDATE' THEN
    IF to_jsonb(NEW) = to_jsonb(OLD)
       OR (OLD.id_vuz IS NULL AND to_jsonb(NEW) - 'id_vuz' = to_jsonb(OLD) - 'id_vuz') THEN
      RETURN NULL;
    END IF;
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, NEW.id_avn_user::text, 'update',
            to_jsonb(OLD) - 'password_hash', to_jsonb(NEW) - 'password_hash');
  ELSE
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, OLD.id_avn_user::text, 'delete', to_jsonb(OLD) - 'password_hash', NULL);
  END IF;
  RETURN NULL;
END;
$$;

-- An account without a university can sign in only while the database has none (the first day, before
-- the university is set up); from then on every account names its university.
CREATE FUNCTION avn_user_university_required() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id_vuz IS NULL AND EXISTS (SELECT 1 FROM vuz) THEN
    RAISE EXCEPTION 'an account must belong to a university' USING ERRCODE = 'not_null_violation',
      COLUMN = 'id_vuz', TABLE = 'avn_user';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER avn_user_university_required BEFORE INSERT OR UPDATE OF id_vuz ON avn_user
  FOR EACH ROW EXECUTE FUNCTION avn_user_university_required();

-- Names unique per university, not across the ministry: another university's building must neither
-- block a name nor be revealed by the refusal. The keys keep their names (db/unique-keys.ts reads them).
DROP INDEX korpus_name_key, korpus_name_look_alike, korpus_name_look_alike_lower, korpus_name_look_alike_upper,
  otdel_name_key, otdel_name_look_alike, otdel_name_look_alike_lower, otdel_name_look_alike_upper,
  rrnk_doljnost_name_key, rrnk_doljnost_name_look_alike, rrnk_doljnost_name_look_alike_lower,
  rrnk_doljnost_name_look_alike_upper;
CREATE UNIQUE INDEX korpus_name_key ON korpus (id_vuz, lower(korpus));
CREATE UNIQUE INDEX korpus_name_look_alike ON korpus (id_vuz, text_skeleton(korpus)) WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX korpus_name_look_alike_lower ON korpus (id_vuz, text_skeleton(lower(korpus)))
  WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX korpus_name_look_alike_upper ON korpus (id_vuz, text_skeleton(upper(korpus)))
  WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX otdel_name_key ON otdel (id_vuz, lower(otdel));
CREATE UNIQUE INDEX otdel_name_look_alike ON otdel (id_vuz, text_skeleton(otdel)) WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX otdel_name_look_alike_lower ON otdel (id_vuz, text_skeleton(lower(otdel)))
  WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX otdel_name_look_alike_upper ON otdel (id_vuz, text_skeleton(upper(otdel)))
  WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX rrnk_doljnost_name_key ON rrnk_doljnost (id_vuz, id_a_year, lower(n_doljnost));
CREATE UNIQUE INDEX rrnk_doljnost_name_look_alike ON rrnk_doljnost (id_vuz, id_a_year, text_skeleton(n_doljnost))
  WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX rrnk_doljnost_name_look_alike_lower
  ON rrnk_doljnost (id_vuz, id_a_year, text_skeleton(lower(n_doljnost))) WHERE NOT look_alike_kept;
CREATE UNIQUE INDEX rrnk_doljnost_name_look_alike_upper
  ON rrnk_doljnost (id_vuz, id_a_year, text_skeleton(upper(n_doljnost))) WHERE NOT look_alike_kept;

-- The policies: a row is visible, writable and insertable only in its university's transactions. A row
-- reaches its university through its own id_vuz or through the row it belongs to (faculty, building,
-- speciality, group, account, turnover), whose table is itself under a policy. A new or changed row must
-- also name only that university's rows where it names others (a classroom's faculty, office and
-- department; a speciality's department and licence): a foreign key alone would accept another
-- university's, since PostgreSQL checks keys past the policies.
DO $policies$
DECLARE
  rule record;
  written text;
BEGIN
  FOR rule IN
    SELECT * FROM (VALUES
      ('vuz', 'id_vuz = current_university()', NULL),
      ('faculty', 'id_vuz = current_university()', NULL),
      ('avn_user', 'id_vuz = current_university()', NULL),
      ('korpus', 'id_vuz = current_university()', NULL),
      ('otdel', 'id_vuz = current_university()', NULL),
      ('licence', 'id_vuz = current_university()', NULL),
      ('rrnk_doljnost', 'id_vuz = current_university()', NULL),
      ('year_turnover', 'id_vuz = current_university()', NULL),
      ('audit_log', 'id_vuz = current_university()', NULL),
      ('software_licence', 'id_vuz = current_university()', NULL),
      ('kafedra', 'id_faculty IN (SELECT id_faculty FROM faculty)', NULL),
      ('n_gr', 'id_faculty IN (SELECT id_faculty FROM faculty)', NULL),
      ('speciality', 'id_faculty IN (SELECT id_faculty FROM faculty)',
       '(id_kafedra IS NULL OR id_kafedra IN (SELECT id_kafedra FROM kafedra))
        AND (id_licence IS NULL OR id_licence IN (SELECT id_licence FROM licence))'),
      ('auditorium', 'id_korpus IN (SELECT id_korpus FROM korpus)',
       '(id_faculty IS NULL OR id_faculty IN (SELECT id_faculty FROM faculty))
        AND (id_otdel_1 IS NULL OR id_otdel_1 IN (SELECT id_otdel FROM otdel))
        AND (id_kafedra IS NULL OR id_kafedra IN (SELECT id_kafedra FROM kafedra))'),
      ('gak_member_history', 'id_faculty IN (SELECT id_faculty FROM faculty)', NULL),
      ('gak_member_speciality', 'id_faculty IN (SELECT id_faculty FROM faculty)', NULL),
      ('com_gspe', 'id_speciality IN (SELECT id_speciality FROM speciality)',
       'id_n_gr IN (SELECT id_n_gr FROM n_gr)'),
      ('plan_abit', 'id_speciality IN (SELECT id_speciality FROM speciality)', NULL),
      ('study_group', 'id_com_gspe IN (SELECT id_com_gspe FROM com_gspe)', NULL),
      ('rrnk_gr_kolst', 'id_group IN (SELECT id_group FROM study_group)', NULL),
      ('user_session', 'id_avn_user IN (SELECT id_avn_user FROM avn_user)', NULL),
      ('ended_session', 'id_avn_user IN (SELECT id_avn_user FROM avn_user)', NULL),
      ('user_sign_in', 'id_avn_user IN (SELECT id_avn_user FROM avn_user)', NULL),
      ('wiki_news_read', 'id_avn_user IN (SELECT id_avn_user FROM avn_user)', NULL),
      ('year_turnover_report', 'id_year_turnover IN (SELECT id_year_turnover FROM year_turnover)', NULL),
      ('year_turnover_written', 'id_year_turnover IN (SELECT id_year_turnover FROM year_turnover)', NULL)
    ) AS rules (table_name, rule, also_written)
  LOOP
    written := CASE WHEN rule.also_written IS NULL THEN rule.rule
                    ELSE format('%s AND %s', rule.rule, rule.also_written) END;
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', rule.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', rule.table_name);
    EXECUTE format('CREATE POLICY university_rows ON %I USING (%s OR every_university())
                      WITH CHECK ((%s) OR every_university())', rule.table_name, rule.rule, written);
  END LOOP;
END
$policies$;
