-- Academic groups of the educational-structure screen (issue 11, decision 0014).
--
--   n_gr          a name-group of a faculty ("ЭК", "ПИ-б"): the name its groups carry year after year;
--   com_gspe      a name-group (and sub-group number, 0 for none) bound to a speciality;
--   study_group   the group of one admission year of such a binding: "ЭК-1-23" is the binding ЭК/1 of
--                 year 23; its addition (dop), individual-name and winter-reception flags.
--   app_setting   university-wide settings; 'trimester' = 1 lets specialities be taught in trimesters or
--                 as a doctorate (check-all).
-- Every audited table carries a row version (decision 0011), bumped on each real change.
-- Admission years are the academic years (a_year, two-digit). Foreign keys restrict deletion: that is
-- how "in use" (sms 6) is known.

CREATE TABLE app_setting (
  name   text PRIMARY KEY CHECK (btrim(name) <> ''),
  value        integer NOT NULL,
  row_version  integer NOT NULL DEFAULT 1
);
INSERT INTO app_setting (name, value) VALUES ('trimester', 0);

CREATE TABLE n_gr (
  id_n_gr      serial PRIMARY KEY,
  id_faculty   integer NOT NULL REFERENCES faculty (id_faculty) ON DELETE RESTRICT,
  n_gr         text NOT NULL CHECK (btrim(n_gr) <> '' AND length(n_gr) <= 50),
  row_version  integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX n_gr_name_key ON n_gr (id_faculty, lower(n_gr));

CREATE TABLE com_gspe (
  id_com_gspe    serial PRIMARY KEY,
  id_speciality  integer NOT NULL REFERENCES speciality (id_speciality) ON DELETE RESTRICT,
  id_n_gr        integer NOT NULL REFERENCES n_gr (id_n_gr) ON DELETE RESTRICT,
  id_sub_gr      smallint NOT NULL DEFAULT 0 CHECK (id_sub_gr BETWEEN 0 AND 9),
  row_version    integer NOT NULL DEFAULT 1,
  UNIQUE (id_speciality, id_n_gr, id_sub_gr)
);
CREATE INDEX com_gspe_n_gr_idx ON com_gspe (id_n_gr);

CREATE TABLE study_group (
  id_group          serial PRIMARY KEY,
  id_com_gspe       integer NOT NULL REFERENCES com_gspe (id_com_gspe) ON DELETE RESTRICT,
  id_group_y        smallint NOT NULL REFERENCES a_year (id_a_year) ON DELETE RESTRICT,
  dop               text NOT NULL DEFAULT '' CHECK (length(dop) <= 100),
  ind_name_gr       boolean NOT NULL DEFAULT false,
  winter_reception  boolean NOT NULL DEFAULT false,
  row_version       integer NOT NULL DEFAULT 1,
  UNIQUE (id_com_gspe, id_group_y)
);
CREATE INDEX study_group_year_idx ON study_group (id_group_y);

CREATE TRIGGER app_setting_audit AFTER INSERT OR UPDATE OR DELETE ON app_setting FOR EACH ROW EXECUTE FUNCTION audit_row('name');
CREATE TRIGGER n_gr_audit AFTER INSERT OR UPDATE OR DELETE ON n_gr FOR EACH ROW EXECUTE FUNCTION audit_row('id_n_gr');
CREATE TRIGGER com_gspe_audit AFTER INSERT OR UPDATE OR DELETE ON com_gspe FOR EACH ROW EXECUTE FUNCTION audit_row('id_com_gspe');
CREATE TRIGGER study_group_audit AFTER INSERT OR UPDATE OR DELETE ON study_group FOR EACH ROW EXECUTE FUNCTION audit_row('id_group');

CREATE TRIGGER app_setting_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_setting FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER n_gr_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON n_gr FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER com_gspe_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON com_gspe FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER study_group_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON study_group FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER app_setting_row_version BEFORE UPDATE ON app_setting FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER com_gspe_row_version BEFORE UPDATE ON com_gspe FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER n_gr_row_version BEFORE UPDATE ON n_gr FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER study_group_row_version BEFORE UPDATE ON study_group FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
