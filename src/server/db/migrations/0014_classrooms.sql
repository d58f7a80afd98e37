-- Classrooms of the classrooms screen (issue 13, decision 0021).
--
--   korpus      a building of the university: its names and address in three languages;
--   otdel       a division or office of the university ("отдел") a classroom may belong to;
--   specifics   what a classroom is fit for (lecture hall, computer class, laboratory …), in three
--               languages with a short name;
--   auditorium  a classroom: its number (unique within its building), capacity (contain, at most ten
--               digits, SPEC §9), floor area in m² (two decimals), a note, its specifics, and the faculty,
--               department (kafedra) or office (id_otdel_1) it belongs to, each optional.
-- Every table carries the audit, change-announcement and row-version triggers of 0009. Foreign keys
-- restrict deletion (sms 6). That a department belongs to the classroom's faculty is checked by the save
-- (audience/rules.ts), so that moving a department to another faculty stays the catalog's own business.

CREATE TABLE korpus (
  id_korpus    serial PRIMARY KEY,
  korpus       text NOT NULL CHECK (btrim(korpus) <> '' AND length(korpus) <= 200),
  korpus_kg    text NOT NULL DEFAULT '' CHECK (length(korpus_kg) <= 200),
  korpus_en    text NOT NULL DEFAULT '' CHECK (length(korpus_en) <= 200),
  adres        text NOT NULL DEFAULT '' CHECK (length(adres) <= 500),
  adres_kg     text NOT NULL DEFAULT '' CHECK (length(adres_kg) <= 500),
  adres_en     text NOT NULL DEFAULT '' CHECK (length(adres_en) <= 500),
  row_version  integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX korpus_name_key ON korpus (lower(korpus));

CREATE TABLE otdel (
  id_otdel     serial PRIMARY KEY,
  otdel        text NOT NULL CHECK (btrim(otdel) <> '' AND length(otdel) <= 500),
  otdel_kg     text NOT NULL DEFAULT '' CHECK (length(otdel_kg) <= 500),
  otdel_en     text NOT NULL DEFAULT '' CHECK (length(otdel_en) <= 500),
  row_version  integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX otdel_name_key ON otdel (lower(otdel));

CREATE TABLE specifics (
  id_specifics     serial PRIMARY KEY,
  specifics        text NOT NULL CHECK (btrim(specifics) <> '' AND length(specifics) <= 500),
  specifics_kg     text NOT NULL CHECK (btrim(specifics_kg) <> '' AND length(specifics_kg) <= 500),
  specifics_en     text NOT NULL CHECK (btrim(specifics_en) <> '' AND length(specifics_en) <= 500),
  short_specifics  text NOT NULL DEFAULT '' CHECK (length(short_specifics) <= 50),
  row_version      integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX specifics_name_key ON specifics (lower(specifics));

CREATE TABLE auditorium (
  id_auditorium  serial PRIMARY KEY,
  id_korpus      integer NOT NULL REFERENCES korpus (id_korpus) ON DELETE RESTRICT,
  number         text NOT NULL CHECK (btrim(number) <> '' AND length(number) <= 20),
  contain        bigint NOT NULL CHECK (contain BETWEEN 0 AND 9999999999),
  square         numeric(7, 2) NOT NULL CHECK (square > 0),
  note           text NOT NULL CHECK (btrim(note) <> '' AND length(note) <= 500),
  id_specifics   integer REFERENCES specifics (id_specifics) ON DELETE RESTRICT,
  id_faculty     integer REFERENCES faculty (id_faculty) ON DELETE RESTRICT,
  id_otdel_1     integer REFERENCES otdel (id_otdel) ON DELETE RESTRICT,
  id_kafedra     integer REFERENCES kafedra (id_kafedra) ON DELETE RESTRICT,
  row_version    integer NOT NULL DEFAULT 1
);
-- Also the index of a building's list (its leading column).
CREATE UNIQUE INDEX auditorium_number_key ON auditorium (id_korpus, lower(number));
-- Deleting a specifics, faculty, office or department looks for its classrooms through these.
CREATE INDEX auditorium_specifics_idx ON auditorium (id_specifics);
CREATE INDEX auditorium_faculty_idx ON auditorium (id_faculty);
CREATE INDEX auditorium_otdel_idx ON auditorium (id_otdel_1);
CREATE INDEX auditorium_kafedra_idx ON auditorium (id_kafedra);

CREATE TRIGGER korpus_audit AFTER INSERT OR UPDATE OR DELETE ON korpus FOR EACH ROW EXECUTE FUNCTION audit_row('id_korpus');
CREATE TRIGGER otdel_audit AFTER INSERT OR UPDATE OR DELETE ON otdel FOR EACH ROW EXECUTE FUNCTION audit_row('id_otdel');
CREATE TRIGGER specifics_audit AFTER INSERT OR UPDATE OR DELETE ON specifics FOR EACH ROW EXECUTE FUNCTION audit_row('id_specifics');
CREATE TRIGGER auditorium_audit AFTER INSERT OR UPDATE OR DELETE ON auditorium FOR EACH ROW EXECUTE FUNCTION audit_row('id_auditorium');

CREATE TRIGGER korpus_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON korpus FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER otdel_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON otdel FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER specifics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON specifics FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER auditorium_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auditorium FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER korpus_row_version BEFORE UPDATE ON korpus FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER otdel_row_version BEFORE UPDATE ON otdel FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER specifics_row_version BEFORE UPDATE ON specifics FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER auditorium_row_version BEFORE UPDATE ON auditorium FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
