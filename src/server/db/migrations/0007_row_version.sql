-- Optimistic concurrency for the reference tables (issue 9, decision 0011). Every row carries a version
-- that starts at 1 and goes up by one with each update that changes the row, whoever writes it: the app,
-- a CLI command, psql, a restore. A form sends the version it was opened with; a save carrying an older
-- one is refused (409 CONFLICT) instead of silently undoing the other person's change.
--
-- The trigger is BEFORE UPDATE FOR EACH ROW, so it runs before the AFTER triggers of 0002 (audit_row,
-- which then records the bumped version) and 0004 (change announcements); its WHEN clause skips an
-- update that changes nothing, so such an update neither bumps the version nor enters the audit log.
-- The version cannot be set by hand: whatever an UPDATE says, it becomes the old version plus one.

CREATE FUNCTION bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_version := OLD.row_version + 1;
  RETURN NEW;
END;
$$;

ALTER TABLE ministry ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE vuz ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE faculty ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE direction ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE special ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE f_educ_vid ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE f_educ_prog ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE f_educ ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE kafedra ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE level ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE qualification ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE licence ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE a_year ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE w_s ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE rate ADD COLUMN row_version integer NOT NULL DEFAULT 1;
ALTER TABLE speciality ADD COLUMN row_version integer NOT NULL DEFAULT 1;

CREATE TRIGGER ministry_row_version BEFORE UPDATE ON ministry FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER vuz_row_version BEFORE UPDATE ON vuz FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER faculty_row_version BEFORE UPDATE ON faculty FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER direction_row_version BEFORE UPDATE ON direction FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER special_row_version BEFORE UPDATE ON special FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER f_educ_vid_row_version BEFORE UPDATE ON f_educ_vid FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER f_educ_prog_row_version BEFORE UPDATE ON f_educ_prog FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER f_educ_row_version BEFORE UPDATE ON f_educ FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER kafedra_row_version BEFORE UPDATE ON kafedra FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER level_row_version BEFORE UPDATE ON level FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER qualification_row_version BEFORE UPDATE ON qualification FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER licence_row_version BEFORE UPDATE ON licence FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER a_year_row_version BEFORE UPDATE ON a_year FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER w_s_row_version BEFORE UPDATE ON w_s FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER rate_row_version BEFORE UPDATE ON rate FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER speciality_row_version BEFORE UPDATE ON speciality FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
