-- The integration API's change feed (decision 0077) reads the audit log in commit order. An entry's id is
-- drawn when it is written, not when its transaction commits, so each entry also records its transaction
-- (`xact`); the feed answers only entries of transactions below every running one's (the snapshot's xmin),
-- which can no longer gain an entry behind a consumer's cursor. The entries written before this migration
-- are its transaction 0 (a constant default fills them without rewriting the table), ordered by id.
ALTER TABLE audit_log ADD COLUMN xact xid8 NOT NULL DEFAULT '0';
ALTER TABLE audit_log ALTER COLUMN xact SET DEFAULT pg_current_xact_id();
CREATE INDEX audit_log_xact_id_idx ON audit_log (xact, id);

-- The history of the tables every university shares (the national classifiers of migration 0029, the
-- academic years and half-years) belongs to no university: written under the editing university's id, it was
-- hidden from every other, whose lists and feed show the same rows. Such entries name no university and are
-- read by every university's transaction (never by one that names none).
CREATE FUNCTION audited_university(audited text) RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT CASE WHEN audited = ANY (ARRAY['direction', 'special', 'qualification', 'level', 'f_educ',
                                             'f_educ_prog', 'f_educ_vid', 'ebe', 'ebe_var', 'ebe_detal',
                                             'est_config', 'com_ebef_est', 'estimation_form', 'discipline',
                                             'vid_discipline', 'specifics', 'member_type', 'rate', 'wiki_news',
                                             'a_year', 'w_s'])
                    THEN NULL ELSE default_university() END $$;

UPDATE audit_log SET id_vuz = NULL WHERE audited_university(table_name) IS NULL;

CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who integer := nullif(current_setting('app.user_id', true), '')::integer;
  key_column text := TG_ARGV[0];
  owner integer := audited_university(TG_TABLE_NAME);
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after, id_vuz)
    VALUES (who, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'insert', NULL, to_jsonb(NEW), owner);
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF to_jsonb(NEW) = to_jsonb(OLD) THEN
      RETURN NEW;
    END IF;
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after, id_vuz)
    VALUES (who, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'update', to_jsonb(OLD), to_jsonb(NEW), owner);
    RETURN NEW;
  ELSE
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after, id_vuz)
    VALUES (who, TG_TABLE_NAME, to_jsonb(OLD) ->> key_column, 'delete', to_jsonb(OLD), NULL, owner);
    RETURN OLD;
  END IF;
END;
$$;

CREATE POLICY shared_history ON audit_log FOR SELECT
  USING (id_vuz IS NULL AND current_university() IS NOT NULL);
CREATE POLICY shared_history_written ON audit_log FOR INSERT
  WITH CHECK (id_vuz IS NULL AND audited_university(table_name) IS NULL);
