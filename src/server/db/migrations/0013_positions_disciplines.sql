-- Teaching positions and disciplines (issue 13, decision 0020).
--
--   rrnk_doljnost   a teaching position of an academic year (ассистент, доцент …) and the teaching hours
--                   it carries that year; its name is unique within the year, whatever the case.
--   vid_discipline  the kinds of discipline (обязательная, по выбору, факультативная …) in three languages.
--   discipline      a discipline: its code (unique, whatever the case), names in three languages, its kind.
-- Every table carries the audit, change-announcement and row-version triggers of 0009. Foreign keys
-- restrict deletion: that is how "in use" (sms 6) is known.

CREATE TABLE rrnk_doljnost (
  id_rrnk_doljnost  serial PRIMARY KEY,
  id_a_year         smallint NOT NULL REFERENCES a_year (id_a_year) ON DELETE RESTRICT,
  n_doljnost        text NOT NULL CHECK (btrim(n_doljnost) <> '' AND length(n_doljnost) <= 500),
  -- SPEC §9: hours have at most 3 digits.
  chasy             smallint NOT NULL CHECK (chasy BETWEEN 0 AND 999),
  row_version       integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX rrnk_doljnost_name_key ON rrnk_doljnost (id_a_year, lower(n_doljnost));

CREATE TABLE vid_discipline (
  id_vid_discipline  serial PRIMARY KEY,
  name               text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 500),
  name_kg            text NOT NULL DEFAULT '' CHECK (length(name_kg) <= 500),
  name_en            text NOT NULL DEFAULT '' CHECK (length(name_en) <= 500),
  row_version        integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX vid_discipline_name_key ON vid_discipline (lower(name));
-- No call adds kinds: every database has these from the start (before the audit trigger, like 0009's
-- settings).
INSERT INTO vid_discipline (name, name_kg, name_en) VALUES
  ('Обязательная', 'Милдеттүү', 'Compulsory'),
  ('По выбору', 'Тандоо боюнча', 'Elective'),
  ('Факультативная', 'Факультативдик', 'Optional');

CREATE TABLE discipline (
  id_discipline      serial PRIMARY KEY,
  code               text NOT NULL CHECK (btrim(code) <> '' AND length(code) <= 50),
  name               text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 500),
  name_kg            text NOT NULL DEFAULT '' CHECK (length(name_kg) <= 500),
  name_en            text NOT NULL DEFAULT '' CHECK (length(name_en) <= 500),
  id_vid_discipline  integer NOT NULL REFERENCES vid_discipline (id_vid_discipline) ON DELETE RESTRICT,
  row_version        integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX discipline_code_key ON discipline (lower(code));
CREATE INDEX discipline_kind_idx ON discipline (id_vid_discipline);

CREATE TRIGGER rrnk_doljnost_audit AFTER INSERT OR UPDATE OR DELETE ON rrnk_doljnost FOR EACH ROW EXECUTE FUNCTION audit_row('id_rrnk_doljnost');
CREATE TRIGGER vid_discipline_audit AFTER INSERT OR UPDATE OR DELETE ON vid_discipline FOR EACH ROW EXECUTE FUNCTION audit_row('id_vid_discipline');
CREATE TRIGGER discipline_audit AFTER INSERT OR UPDATE OR DELETE ON discipline FOR EACH ROW EXECUTE FUNCTION audit_row('id_discipline');

CREATE TRIGGER rrnk_doljnost_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rrnk_doljnost FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER vid_discipline_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vid_discipline FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER discipline_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discipline FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER rrnk_doljnost_row_version BEFORE UPDATE ON rrnk_doljnost FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER vid_discipline_row_version BEFORE UPDATE ON vid_discipline FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER discipline_row_version BEFORE UPDATE ON discipline FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
