-- Grading-rule administration (issue 13, decision 0019). 0010 made the variants (ebe_var), their point
-- ranges (ebe) and their grade-sheet fields (est_config); this adds:
--
--   ebe_detal        the intermediate values ("details") of a range: a sub-range of its points with a
--                    numeric equivalent and a letter grade (at most 3 characters, uppercased by the API).
--                    Inside the range and not overlapping each other: the API checks both, under a lock
--                    of the range.
--   estimation_form  the forms a grade is displayed in (numeric, in words, letter, points), in three
--                    languages. No call adds forms: every database has these four from the start.
--   com_ebef_est     the display rule of a variant in one form: its definition text (upd-ebeF-est). A
--                    variant has one row per form from the moment it exists (trigger below), so reads
--                    never create rows and the editor only updates; the rows go with their variant.
-- Every table carries the audit, change-announcement and row-version triggers of 0009. A grade-sheet
-- field's name is unique within its variant (sms 3).

CREATE TABLE ebe_detal (
  id_ebe_detal  serial PRIMARY KEY,
  id_ebe        integer NOT NULL REFERENCES ebe (id_ebe) ON DELETE RESTRICT,
  -- SPEC §5, §9: point inputs have at most 4 characters, so at most 9999 or two decimals.
  beg_bal       numeric(6, 2) NOT NULL CHECK (beg_bal >= 0),
  end_bal       numeric(6, 2) NOT NULL,
  ekv_num       numeric(6, 2) NOT NULL CHECK (ekv_num >= 0),
  ekv_bukv      text NOT NULL CHECK (btrim(ekv_bukv) <> '' AND length(ekv_bukv) <= 3),
  row_version   integer NOT NULL DEFAULT 1,
  CHECK (end_bal > beg_bal)
);
CREATE INDEX ebe_detal_range_idx ON ebe_detal (id_ebe, beg_bal);

CREATE TABLE estimation_form (
  id_estimation_form  serial PRIMARY KEY,
  code                text NOT NULL UNIQUE CHECK (code ~ '^[a-z]{1,20}$'),
  name                text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
  name_kg             text NOT NULL CHECK (btrim(name_kg) <> '' AND length(name_kg) <= 100),
  name_en             text NOT NULL CHECK (btrim(name_en) <> '' AND length(name_en) <= 100),
  sort_order          smallint NOT NULL,
  row_version         integer NOT NULL DEFAULT 1
);
-- Before the audit trigger, like 0013's kinds of discipline: part of the schema, not of anyone's work.
INSERT INTO estimation_form (code, name, name_kg, name_en, sort_order) VALUES
  ('numeric', 'Цифровая', 'Сандык', 'Numeric', 1),
  ('word', 'Словесная', 'Сөз менен', 'In words', 2),
  ('letter', 'Буквенная', 'Тамгалык', 'Letter', 3),
  ('points', 'Балльная', 'Баллдык', 'In points', 4);

CREATE TABLE com_ebef_est (
  id_com_ebef_est     serial PRIMARY KEY,
  -- The rows exist because their variant does (trigger below): they must not make it undeletable.
  id_ebe_var          integer NOT NULL REFERENCES ebe_var (id_ebe_var) ON DELETE CASCADE,
  id_estimation_form  integer NOT NULL REFERENCES estimation_form (id_estimation_form) ON DELETE RESTRICT,
  definition          text NOT NULL DEFAULT '' CHECK (length(definition) <= 1000),
  row_version         integer NOT NULL DEFAULT 1,
  UNIQUE (id_ebe_var, id_estimation_form)
);
CREATE INDEX com_ebef_est_form_idx ON com_ebef_est (id_estimation_form);

-- The variants a database has already get their rows, as new ones will.
INSERT INTO com_ebef_est (id_ebe_var, id_estimation_form)
SELECT v.id_ebe_var, f.id_estimation_form FROM ebe_var v CROSS JOIN estimation_form f
 ORDER BY v.id_ebe_var, f.sort_order;

CREATE FUNCTION add_variant_display_rules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO com_ebef_est (id_ebe_var, id_estimation_form)
  SELECT NEW.id_ebe_var, id_estimation_form FROM estimation_form ORDER BY sort_order;
  RETURN NULL;
END;
$$;
CREATE FUNCTION add_form_display_rules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO com_ebef_est (id_ebe_var, id_estimation_form)
  SELECT id_ebe_var, NEW.id_estimation_form FROM ebe_var ORDER BY id_ebe_var;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ebe_var_display_rules AFTER INSERT ON ebe_var FOR EACH ROW EXECUTE FUNCTION add_variant_display_rules();
CREATE TRIGGER estimation_form_display_rules AFTER INSERT ON estimation_form FOR EACH ROW EXECUTE FUNCTION add_form_display_rules();

CREATE UNIQUE INDEX est_config_name_key ON est_config (id_ebe_var, lower(name_pole));

CREATE TRIGGER ebe_detal_audit AFTER INSERT OR UPDATE OR DELETE ON ebe_detal FOR EACH ROW EXECUTE FUNCTION audit_row('id_ebe_detal');
CREATE TRIGGER estimation_form_audit AFTER INSERT OR UPDATE OR DELETE ON estimation_form FOR EACH ROW EXECUTE FUNCTION audit_row('id_estimation_form');
CREATE TRIGGER com_ebef_est_audit AFTER INSERT OR UPDATE OR DELETE ON com_ebef_est FOR EACH ROW EXECUTE FUNCTION audit_row('id_com_ebef_est');

CREATE TRIGGER ebe_detal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ebe_detal FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER estimation_form_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON estimation_form FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER com_ebef_est_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON com_ebef_est FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER ebe_detal_row_version BEFORE UPDATE ON ebe_detal FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER estimation_form_row_version BEFORE UPDATE ON estimation_form FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER com_ebef_est_row_version BEFORE UPDATE ON com_ebef_est FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
