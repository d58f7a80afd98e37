-- The structure backbone of SPEC §3: ministry → university → faculty; the national classifiers
-- (directions, speciality names, study forms, levels, qualifications), departments, licences, and the
-- calendar (academic years, half-years, courses). Rows with edit = false come from the national
-- classifier: their code and Russian name are locked and they are never deleted.
-- Foreign keys are ON DELETE RESTRICT: that is how "cannot delete, it is in use" (sms 6) is known.

CREATE TABLE ministry (
  id_ministry  serial PRIMARY KEY,
  name         text NOT NULL CHECK (btrim(name) <> ''),
  name_kg      text NOT NULL DEFAULT '',
  name_en      text NOT NULL DEFAULT ''
);

CREATE TABLE vuz (
  id_vuz       serial PRIMARY KEY,
  id_ministry  integer NOT NULL REFERENCES ministry (id_ministry) ON DELETE RESTRICT,
  v1           text NOT NULL CHECK (btrim(v1) <> ''),
  v1_k         text NOT NULL DEFAULT '',
  v1_en        text NOT NULL DEFAULT '',
  v2           text NOT NULL CHECK (btrim(v2) <> ''),
  v2_k         text NOT NULL DEFAULT '',
  v2_en        text NOT NULL DEFAULT '',
  adres        text NOT NULL DEFAULT '',
  adres_kg     text NOT NULL DEFAULT '',
  adres_en     text NOT NULL DEFAULT '',
  glava        text NOT NULL DEFAULT '',
  tel          text NOT NULL DEFAULT '',
  nomer_licen  text NOT NULL DEFAULT '',
  date_licen   date,
  mail         text NOT NULL DEFAULT ''
);
CREATE INDEX vuz_ministry_idx ON vuz (id_ministry);

CREATE TABLE faculty (
  id_faculty        serial PRIMARY KEY,
  id_vuz            integer NOT NULL REFERENCES vuz (id_vuz) ON DELETE RESTRICT,
  short_faculty     text NOT NULL CHECK (btrim(short_faculty) <> ''),
  short_faculty_kg  text NOT NULL CHECK (btrim(short_faculty_kg) <> ''),
  short_faculty_en  text NOT NULL CHECK (btrim(short_faculty_en) <> ''),
  faculty           text NOT NULL CHECK (btrim(faculty) <> ''),
  faculty_kg        text NOT NULL CHECK (btrim(faculty_kg) <> ''),
  faculty_en        text NOT NULL CHECK (btrim(faculty_en) <> ''),
  n_director        text NOT NULL CHECK (btrim(n_director) <> '')
);
CREATE INDEX faculty_vuz_idx ON faculty (id_vuz);
CREATE UNIQUE INDEX faculty_name_key ON faculty (id_vuz, lower(faculty));

CREATE TABLE direction (
  id_direction  serial PRIMARY KEY,
  code          text NOT NULL CHECK (btrim(code) <> ''),
  direction     text NOT NULL CHECK (btrim(direction) <> ''),
  direction_kg  text NOT NULL DEFAULT '',
  direction_en  text NOT NULL DEFAULT '',
  edit          boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX direction_code_key ON direction (lower(code));

CREATE TABLE special (
  id_special  serial PRIMARY KEY,
  code        text NOT NULL CHECK (btrim(code) <> ''),
  special     text NOT NULL CHECK (btrim(special) <> ''),
  special_kg  text NOT NULL DEFAULT '',
  special_en  text NOT NULL DEFAULT '',
  edit        boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX special_code_key ON special (lower(code));

-- Kind of a study form (full-time, part-time, distance …) and its programme (bachelor, master …).
CREATE TABLE f_educ_vid (
  id_f_educ_vid  serial PRIMARY KEY,
  name           text NOT NULL CHECK (btrim(name) <> ''),
  name_kg        text NOT NULL DEFAULT '',
  name_en        text NOT NULL DEFAULT ''
);

CREATE TABLE f_educ_prog (
  id_f_educ_prog  serial PRIMARY KEY,
  name            text NOT NULL CHECK (btrim(name) <> ''),
  name_kg         text NOT NULL DEFAULT '',
  name_en         text NOT NULL DEFAULT ''
);

CREATE TABLE f_educ (
  id_f_educ        serial PRIMARY KEY,
  short_name       text NOT NULL CHECK (btrim(short_name) <> ''),
  f_educ           text NOT NULL CHECK (btrim(f_educ) <> ''),
  f_educ_kg        text NOT NULL CHECK (btrim(f_educ_kg) <> ''),
  f_educ_en        text NOT NULL DEFAULT '',
  oztext_ru        text NOT NULL CHECK (btrim(oztext_ru) <> ''),
  oz               smallint CHECK (oz IN (0, 1)),
  max_rate_id      smallint CHECK (max_rate_id BETWEEN 1 AND 10),
  id_f_educ_vid    integer NOT NULL REFERENCES f_educ_vid (id_f_educ_vid) ON DELETE RESTRICT,
  education_cycle  text NOT NULL CHECK (btrim(education_cycle) <> ''),
  id_f_educ_prog   integer NOT NULL REFERENCES f_educ_prog (id_f_educ_prog) ON DELETE RESTRICT,
  edit             boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX f_educ_name_key ON f_educ (lower(f_educ));
CREATE INDEX f_educ_vid_idx ON f_educ (id_f_educ_vid);
CREATE INDEX f_educ_prog_idx ON f_educ (id_f_educ_prog);

CREATE TABLE kafedra (
  id_kafedra  serial PRIMARY KEY,
  id_faculty  integer NOT NULL REFERENCES faculty (id_faculty) ON DELETE RESTRICT,
  sn_f1       text NOT NULL DEFAULT '',
  f1          text NOT NULL CHECK (btrim(f1) <> ''),
  f1_kg       text NOT NULL CHECK (btrim(f1_kg) <> ''),
  f1_en       text NOT NULL CHECK (btrim(f1_en) <> ''),
  edit        boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX kafedra_name_key ON kafedra (lower(f1));
CREATE INDEX kafedra_faculty_idx ON kafedra (id_faculty);

CREATE TABLE level (
  id_level       serial PRIMARY KEY,
  name_level     text NOT NULL CHECK (btrim(name_level) <> ''),
  name_level_kg  text NOT NULL CHECK (btrim(name_level_kg) <> ''),
  name_level_en  text NOT NULL CHECK (btrim(name_level_en) <> ''),
  edit           boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX level_name_key ON level (lower(name_level));

CREATE TABLE qualification (
  id_qualification       serial PRIMARY KEY,
  name_qualification     text NOT NULL CHECK (btrim(name_qualification) <> ''),
  name_qualification_kg  text NOT NULL CHECK (btrim(name_qualification_kg) <> ''),
  name_qualification_en  text NOT NULL CHECK (btrim(name_qualification_en) <> ''),
  edit                   boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX qualification_name_key ON qualification (lower(name_qualification));

CREATE TABLE licence (
  id_licence      serial PRIMARY KEY,
  resolution      text NOT NULL CHECK (btrim(resolution) <> ''),
  resolution_beg  date NOT NULL,
  resolution_end  date NOT NULL,
  supplement      text NOT NULL CHECK (btrim(supplement) <> ''),
  CHECK (resolution_end >= resolution_beg)
);

-- Academic years are keyed by the two-digit year they start in (SPEC §9: default = current year % 100).
CREATE TABLE a_year (
  id_a_year  smallint PRIMARY KEY CHECK (id_a_year BETWEEN 0 AND 99),
  label      text NOT NULL CHECK (btrim(label) <> '')
);

CREATE TABLE w_s (
  id_w_s   smallint PRIMARY KEY,
  name     text NOT NULL CHECK (btrim(name) <> ''),
  name_kg  text NOT NULL DEFAULT '',
  name_en  text NOT NULL DEFAULT ''
);

CREATE TABLE rate (
  id_rate  smallint PRIMARY KEY CHECK (id_rate BETWEEN 1 AND 10),
  name     text NOT NULL CHECK (btrim(name) <> ''),
  name_kg  text NOT NULL DEFAULT '',
  name_en  text NOT NULL DEFAULT ''
);

-- A speciality as a faculty teaches it: a speciality name in a direction and a study form.
-- Phd: 5 doctorate, 1 other postgraduate, 0 none.
CREATE TABLE speciality (
  id_speciality  serial PRIMARY KEY,
  id_faculty     integer NOT NULL REFERENCES faculty (id_faculty) ON DELETE RESTRICT,
  id_direction   integer NOT NULL REFERENCES direction (id_direction) ON DELETE RESTRICT,
  id_special     integer NOT NULL REFERENCES special (id_special) ON DELETE RESTRICT,
  id_f_educ      integer NOT NULL REFERENCES f_educ (id_f_educ) ON DELETE RESTRICT,
  trimester      boolean NOT NULL DEFAULT false,
  phd            smallint NOT NULL DEFAULT 0 CHECK (phd IN (0, 1, 5)),
  UNIQUE (id_faculty, id_direction, id_special, id_f_educ)
);
CREATE INDEX speciality_direction_idx ON speciality (id_direction);
CREATE INDEX speciality_special_idx ON speciality (id_special);
CREATE INDEX speciality_f_educ_idx ON speciality (id_f_educ);

CREATE TRIGGER ministry_audit AFTER INSERT OR UPDATE OR DELETE ON ministry FOR EACH ROW EXECUTE FUNCTION audit_row('id_ministry');
CREATE TRIGGER vuz_audit AFTER INSERT OR UPDATE OR DELETE ON vuz FOR EACH ROW EXECUTE FUNCTION audit_row('id_vuz');
CREATE TRIGGER faculty_audit AFTER INSERT OR UPDATE OR DELETE ON faculty FOR EACH ROW EXECUTE FUNCTION audit_row('id_faculty');
CREATE TRIGGER direction_audit AFTER INSERT OR UPDATE OR DELETE ON direction FOR EACH ROW EXECUTE FUNCTION audit_row('id_direction');
CREATE TRIGGER special_audit AFTER INSERT OR UPDATE OR DELETE ON special FOR EACH ROW EXECUTE FUNCTION audit_row('id_special');
CREATE TRIGGER f_educ_vid_audit AFTER INSERT OR UPDATE OR DELETE ON f_educ_vid FOR EACH ROW EXECUTE FUNCTION audit_row('id_f_educ_vid');
CREATE TRIGGER f_educ_prog_audit AFTER INSERT OR UPDATE OR DELETE ON f_educ_prog FOR EACH ROW EXECUTE FUNCTION audit_row('id_f_educ_prog');
CREATE TRIGGER f_educ_audit AFTER INSERT OR UPDATE OR DELETE ON f_educ FOR EACH ROW EXECUTE FUNCTION audit_row('id_f_educ');
CREATE TRIGGER kafedra_audit AFTER INSERT OR UPDATE OR DELETE ON kafedra FOR EACH ROW EXECUTE FUNCTION audit_row('id_kafedra');
CREATE TRIGGER level_audit AFTER INSERT OR UPDATE OR DELETE ON level FOR EACH ROW EXECUTE FUNCTION audit_row('id_level');
CREATE TRIGGER qualification_audit AFTER INSERT OR UPDATE OR DELETE ON qualification FOR EACH ROW EXECUTE FUNCTION audit_row('id_qualification');
CREATE TRIGGER licence_audit AFTER INSERT OR UPDATE OR DELETE ON licence FOR EACH ROW EXECUTE FUNCTION audit_row('id_licence');
CREATE TRIGGER a_year_audit AFTER INSERT OR UPDATE OR DELETE ON a_year FOR EACH ROW EXECUTE FUNCTION audit_row('id_a_year');
CREATE TRIGGER w_s_audit AFTER INSERT OR UPDATE OR DELETE ON w_s FOR EACH ROW EXECUTE FUNCTION audit_row('id_w_s');
CREATE TRIGGER rate_audit AFTER INSERT OR UPDATE OR DELETE ON rate FOR EACH ROW EXECUTE FUNCTION audit_row('id_rate');
CREATE TRIGGER speciality_audit AFTER INSERT OR UPDATE OR DELETE ON speciality FOR EACH ROW EXECUTE FUNCTION audit_row('id_speciality');
