-- The state examination commission (issue 14, decision 0022).
--
--   member_type            the roles in a commission in three languages, in the commission's order;
--                          `single`: one person at most holds it in one commission (chair, secretary).
--   gak_member_history     a faculty's commission over the years: who held which role from `since` until
--                          `until` (null while they hold it). A member's name is unique among the present
--                          members of the faculty, whatever the case; past rows are kept.
--   gak_member_speciality  the members of a faculty's commission for one speciality (no history); a name
--                          is unique within that commission, whatever the case.
-- Every table carries the audit, change-announcement and row-version triggers of 0009. Foreign keys
-- restrict deletion (sms 6). That a single role has one present holder is checked by the save, with the
-- faculty row locked (commission/writes.ts): the role's flag lives in member_type, not in the row.

CREATE TABLE member_type (
  id_member_type  serial PRIMARY KEY,
  member_type     text NOT NULL CHECK (btrim(member_type) <> '' AND length(member_type) <= 200),
  member_type_kg  text NOT NULL CHECK (btrim(member_type_kg) <> '' AND length(member_type_kg) <= 200),
  member_type_en  text NOT NULL CHECK (btrim(member_type_en) <> '' AND length(member_type_en) <= 200),
  sort_order      smallint NOT NULL,
  single          boolean NOT NULL DEFAULT false,
  row_version     integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX member_type_name_key ON member_type (lower(member_type));
-- No call adds roles: every database has these from the start (before the audit trigger, like 0013's
-- kinds of discipline).
INSERT INTO member_type (member_type, member_type_kg, member_type_en, sort_order, single) VALUES
  ('Председатель', 'Төрага', 'Chair', 1, true),
  ('Заместитель председателя', 'Төраганын орун басары', 'Deputy chair', 2, false),
  ('Член комиссии', 'Комиссиянын мүчөсү', 'Member', 3, false),
  ('Секретарь', 'Катчы', 'Secretary', 4, true);

CREATE TABLE gak_member_history (
  id_gak_member_history  serial PRIMARY KEY,
  id_faculty             integer NOT NULL REFERENCES faculty (id_faculty) ON DELETE RESTRICT,
  id_member_type         integer NOT NULL REFERENCES member_type (id_member_type) ON DELETE RESTRICT,
  member_name            text NOT NULL CHECK (btrim(member_name) <> '' AND length(member_name) <= 500),
  title                  text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
  since                  date NOT NULL,
  until                  date CHECK (until >= since),
  row_version            integer NOT NULL DEFAULT 1
);
-- Also the index of a faculty's present members (gak-hi/history).
CREATE UNIQUE INDEX gak_member_history_present_key ON gak_member_history (id_faculty, lower(member_name))
  WHERE until IS NULL;
-- A faculty's whole history, latest first (gak-hi/full-history).
CREATE INDEX gak_member_history_faculty_idx ON gak_member_history (id_faculty, since DESC);
CREATE INDEX gak_member_history_type_idx ON gak_member_history (id_member_type);

CREATE TABLE gak_member_speciality (
  id_gak_member_speciality  serial PRIMARY KEY,
  id_faculty                integer NOT NULL REFERENCES faculty (id_faculty) ON DELETE RESTRICT,
  id_special                integer NOT NULL REFERENCES special (id_special) ON DELETE RESTRICT,
  id_member_type            integer NOT NULL REFERENCES member_type (id_member_type) ON DELETE RESTRICT,
  member_name               text NOT NULL CHECK (btrim(member_name) <> '' AND length(member_name) <= 500),
  title                     text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
  row_version               integer NOT NULL DEFAULT 1
);
-- Also the index of a commission's list (gak-spec/speciality).
CREATE UNIQUE INDEX gak_member_speciality_name_key
  ON gak_member_speciality (id_faculty, id_special, lower(member_name));
CREATE INDEX gak_member_speciality_special_idx ON gak_member_speciality (id_special);
CREATE INDEX gak_member_speciality_type_idx ON gak_member_speciality (id_member_type);

CREATE TRIGGER member_type_audit AFTER INSERT OR UPDATE OR DELETE ON member_type FOR EACH ROW EXECUTE FUNCTION audit_row('id_member_type');
CREATE TRIGGER gak_member_history_audit AFTER INSERT OR UPDATE OR DELETE ON gak_member_history FOR EACH ROW EXECUTE FUNCTION audit_row('id_gak_member_history');
CREATE TRIGGER gak_member_speciality_audit AFTER INSERT OR UPDATE OR DELETE ON gak_member_speciality FOR EACH ROW EXECUTE FUNCTION audit_row('id_gak_member_speciality');

CREATE TRIGGER member_type_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_type FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER gak_member_history_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gak_member_history FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER gak_member_speciality_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gak_member_speciality FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

CREATE TRIGGER member_type_row_version BEFORE UPDATE ON member_type FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER gak_member_history_row_version BEFORE UPDATE ON gak_member_history FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER gak_member_speciality_row_version BEFORE UPDATE ON gak_member_speciality FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
