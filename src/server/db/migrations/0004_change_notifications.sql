-- Every server process keeps the sessions and the reference lists it reads in memory (decision 0009).
-- A change to a table they come from is announced at commit to
--   * every server process: NOTIFY on the channel app_change, payload the table name (delivered only if
--     the transaction commits, whoever wrote: the app, a CLI command, psql, a restore);
--   * the process that wrote it: the transaction-local setting app.changed, one table name per line,
--     which the server reads before COMMIT so that its own next read is already fresh.
-- Statement-level triggers: one announcement per table and transaction, however many rows changed.

CREATE FUNCTION announce_change(changed_table text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  announced text := coalesce(current_setting('app.changed', true), '');
BEGIN
  IF position(E'\n' || changed_table || E'\n' IN E'\n' || announced) = 0 THEN
    PERFORM pg_notify('app_change', changed_table);
    PERFORM set_config('app.changed', announced || changed_table || E'\n', true);
  END IF;
END;
$$;

CREATE FUNCTION announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_change(TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

-- Sessions: an ended session (deleted) and one whose last use was moved back (it may have expired) are
-- announced; the once-a-minute touch that moves last_seen_at forward is not, or every touch would empty
-- every process's session cache.
CREATE FUNCTION announce_ended_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone) THEN
    PERFORM announce_change(TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION announce_shortened_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM before_update b JOIN after_update a ON a.token_hash = b.token_hash
     WHERE a.last_seen_at < b.last_seen_at OR a.id_avn_user <> b.id_avn_user
  ) THEN
    PERFORM announce_change(TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER user_session_ended AFTER DELETE ON user_session
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION announce_ended_sessions();
CREATE TRIGGER user_session_shortened AFTER UPDATE ON user_session
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION announce_shortened_sessions();
CREATE TRIGGER user_session_truncated AFTER TRUNCATE ON user_session
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

-- Users: a changed password, name or (later) role ends what processes remember of their sessions.
CREATE TRIGGER avn_user_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON avn_user
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER ministry_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ministry FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER vuz_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vuz FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER faculty_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faculty FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER direction_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON direction FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER special_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON special FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER f_educ_vid_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON f_educ_vid FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER f_educ_prog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON f_educ_prog FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER f_educ_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON f_educ FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER kafedra_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kafedra FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER level_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON level FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER qualification_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON qualification FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER licence_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON licence FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER a_year_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON a_year FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER w_s_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON w_s FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER rate_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER speciality_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON speciality FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
