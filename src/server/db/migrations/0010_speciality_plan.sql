-- Speciality parameters, admission plans, grading assignment and planned headcounts (issue 12,
-- decision 0015).
--
--   speciality     gains the rest of its parameters (SPEC §3; 0003 gave it the department and the
--                  qualification): its code, licence, level, term, apprenticeship, educational standard,
--                  the entrance-test (ORT) thresholds and its grading variant. They are one-to-one with the
--                  speciality, so they live on its row and share its row version.
--   plan_abit      the admission plan of a speciality for one year: budget and contract places.
--   ebe_var        a grading-rule variant and the point bounds its ranges must stay within (issue 13);
--   ebe            the point ranges of a variant, each with its grade;
--   est_config     the estimation configuration of a variant (the fields of its grade sheet);
--   rrnk_gr_kolst  the planned budget and contract students of a group in an academic year and half-year
--                  (the course follows from the group's admission year, so it is not stored).
-- Every table carries the audit, change-announcement and row-version triggers of 0009. Foreign keys
-- restrict deletion (sms 6), except a group's headcounts, which go with their group.

CREATE TABLE ebe_var (
  id_ebe_var   serial PRIMARY KEY,
  ebe_var      text NOT NULL CHECK (btrim(ebe_var) <> '' AND length(ebe_var) <= 100),
  min_bal      numeric(6, 2) NOT NULL DEFAULT 0 CHECK (min_bal >= 0),
  max_bal      numeric(6, 2) NOT NULL,
  row_version  integer NOT NULL DEFAULT 1,
  CHECK (max_bal > min_bal)
);
CREATE UNIQUE INDEX ebe_var_name_key ON ebe_var (lower(ebe_var));

CREATE TABLE ebe (
  id_ebe       serial PRIMARY KEY,
  id_ebe_var   integer NOT NULL REFERENCES ebe_var (id_ebe_var) ON DELETE RESTRICT,
  beg_bal      numeric(6, 2) NOT NULL CHECK (beg_bal >= 0),
  end_bal      numeric(6, 2) NOT NULL,
  estimation   text NOT NULL CHECK (btrim(estimation) <> '' AND length(estimation) <= 50),
  row_version  integer NOT NULL DEFAULT 1,
  CHECK (end_bal > beg_bal)
);
CREATE INDEX ebe_variant_idx ON ebe (id_ebe_var, beg_bal);

CREATE TABLE est_config (
  id_est_config  serial PRIMARY KEY,
  id_ebe_var     integer NOT NULL REFERENCES ebe_var (id_ebe_var) ON DELETE RESTRICT,
  order_pole     smallint NOT NULL CHECK (order_pole BETWEEN 0 AND 999),
  name_pole      text NOT NULL CHECK (btrim(name_pole) <> '' AND length(name_pole) <= 100),
  info_or_value  smallint NOT NULL DEFAULT 0 CHECK (info_or_value BETWEEN 0 AND 999),
  pole_mark_mag  smallint NOT NULL DEFAULT 0 CHECK (pole_mark_mag BETWEEN 0 AND 999),
  formula        text NOT NULL DEFAULT '' CHECK (length(formula) <= 500),
  min            smallint NOT NULL DEFAULT 0 CHECK (min BETWEEN 0 AND 999),
  max            smallint NOT NULL DEFAULT 0 CHECK (max BETWEEN 0 AND 999),
  row_version    integer NOT NULL DEFAULT 1
);
CREATE INDEX est_config_variant_idx ON est_config (id_ebe_var, order_pole);

ALTER TABLE speciality
  ADD COLUMN code_spec text NOT NULL DEFAULT '' CHECK (length(code_spec) <= 50),
  ADD COLUMN id_licence integer REFERENCES licence (id_licence) ON DELETE RESTRICT,
  ADD COLUMN id_level integer REFERENCES level (id_level) ON DELETE RESTRICT,
  -- Years of study; one decimal (2.5 for a part-time master's).
  ADD COLUMN term numeric(3, 1) CHECK (term BETWEEN 0 AND 20),
  ADD COLUMN apprenticeship boolean NOT NULL DEFAULT false,
  -- The generation of the state educational standard (1, 2, 3 …).
  ADD COLUMN id_standart smallint CHECK (id_standart BETWEEN 1 AND 9),
  ADD COLUMN ort_biology smallint NOT NULL DEFAULT 0 CHECK (ort_biology BETWEEN 0 AND 999),
  ADD COLUMN ort_history smallint NOT NULL DEFAULT 0 CHECK (ort_history BETWEEN 0 AND 999),
  ADD COLUMN ort_chemistry smallint NOT NULL DEFAULT 0 CHECK (ort_chemistry BETWEEN 0 AND 999),
  ADD COLUMN ort_physics smallint NOT NULL DEFAULT 0 CHECK (ort_physics BETWEEN 0 AND 999),
  ADD COLUMN ort_english smallint NOT NULL DEFAULT 0 CHECK (ort_english BETWEEN 0 AND 999),
  ADD COLUMN ort_maths smallint NOT NULL DEFAULT 0 CHECK (ort_maths BETWEEN 0 AND 999),
  ADD COLUMN ort_contract smallint NOT NULL DEFAULT 0 CHECK (ort_contract BETWEEN 0 AND 999),
  ADD COLUMN ort_budget smallint NOT NULL DEFAULT 0 CHECK (ort_budget BETWEEN 0 AND 999),
  ADD COLUMN id_ebe_var integer REFERENCES ebe_var (id_ebe_var) ON DELETE RESTRICT;
CREATE INDEX speciality_licence_idx ON speciality (id_licence);
CREATE INDEX speciality_level_idx ON speciality (id_level);
CREATE INDEX speciality_ebe_var_idx ON speciality (id_ebe_var);

CREATE TABLE plan_abit (
  id_plan_abit   serial PRIMARY KEY,
  id_speciality  integer NOT NULL REFERENCES speciality (id_speciality) ON DELETE RESTRICT,
  a_year         smallint NOT NULL REFERENCES a_year (id_a_year) ON DELETE RESTRICT,
  kol_b          integer NOT NULL DEFAULT 0 CHECK (kol_b BETWEEN 0 AND 9999),
  kol_k          integer NOT NULL DEFAULT 0 CHECK (kol_k BETWEEN 0 AND 9999),
  row_version    integer NOT NULL DEFAULT 1,
  UNIQUE (id_speciality, a_year)
);
CREATE INDEX plan_abit_year_idx ON plan_abit (a_year);

CREATE TABLE rrnk_gr_kolst (
  id_rrnk_gr_kolst  serial PRIMARY KEY,
  id_group          integer NOT NULL REFERENCES study_group (id_group) ON DELETE CASCADE,
  id_a_year         smallint NOT NULL REFERENCES a_year (id_a_year) ON DELETE RESTRICT,
  id_w_s            smallint NOT NULL REFERENCES w_s (id_w_s) ON DELETE RESTRICT,
  kol_b             smallint NOT NULL DEFAULT 0 CHECK (kol_b BETWEEN 0 AND 999),
  kol_k             smallint NOT NULL DEFAULT 0 CHECK (kol_k BETWEEN 0 AND 999),
  row_version       integer NOT NULL DEFAULT 1,
  UNIQUE (id_group, id_a_year, id_w_s)
);
CREATE INDEX rrnk_gr_kolst_year_idx ON rrnk_gr_kolst (id_a_year, id_w_s);
CREATE INDEX rrnk_gr_kolst_w_s_idx ON rrnk_gr_kolst (id_w_s);

CREATE TRIGGER ebe_var_audit AFTER INSERT OR UPDATE OR DELETE ON ebe_var FOR EACH ROW EXECUTE FUNCTION audit_row('id_ebe_var');
CREATE TRIGGER ebe_audit AFTER INSERT OR UPDATE OR DELETE ON ebe FOR EACH ROW EXECUTE FUNCTION audit_row('id_ebe');
CREATE TRIGGER est_config_audit AFTER INSERT OR UPDATE OR DELETE ON est_config FOR EACH ROW EXECUTE FUNCTION audit_row('id_est_config');
CREATE TRIGGER plan_abit_audit AFTER INSERT OR UPDATE OR DELETE ON plan_abit FOR EACH ROW EXECUTE FUNCTION audit_row('id_plan_abit');
CREATE TRIGGER rrnk_gr_kolst_audit AFTER INSERT OR UPDATE OR DELETE ON rrnk_gr_kolst FOR EACH ROW EXECUTE FUNCTION audit_row('id_rrnk_gr_kolst');

CREATE TRIGGER ebe_var_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ebe_var FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER ebe_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ebe FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER est_config_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON est_config FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER plan_abit_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_abit FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER rrnk_gr_kolst_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rrnk_gr_kolst FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER ebe_var_row_version BEFORE UPDATE ON ebe_var FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER ebe_row_version BEFORE UPDATE ON ebe FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER est_config_row_version BEFORE UPDATE ON est_config FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER plan_abit_row_version BEFORE UPDATE ON plan_abit FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER rrnk_gr_kolst_row_version BEFORE UPDATE ON rrnk_gr_kolst FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
