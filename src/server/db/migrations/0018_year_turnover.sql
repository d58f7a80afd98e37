-- The new academic year in one guided step (issue 30, decision 0048).
--
--   year_turnover          one applied turnover: its years, what was asked (the request, in no language),
--                          how many rows it created and replaced and in which faculties, who applied it
--                          and when, and when it was undone.
--   year_turnover_report   its report: per speciality and kind, reasons as message keys (named again in
--                          the reader's language). Thousands of rows on a large university: derived, not
--                          evidence, so announced and not audited (the audit would copy it whole).
--   year_turnover_written  what it wrote, one row per table and action (created, replaced): the rows' ids,
--                          their versions after the turnover and, for replaced rows, their values before,
--                          as arrays in the same order (a large university's turnover writes tens of
--                          thousands of rows: kept as a few rows, not as many). The undo removes or
--                          restores exactly these, only while each still has that version.
-- A turnover is audited, versioned and announced like every table (0004, 0007). Its report and what it
-- wrote are announced, not audited (the rows it names are, each by its own table's trigger), and go with it.

CREATE TABLE year_turnover (
  id_year_turnover  serial PRIMARY KEY,
  year_from         smallint NOT NULL CHECK (year_from BETWEEN 0 AND 99),
  year_to           smallint NOT NULL CHECK (year_to BETWEEN 0 AND 99),
  request           jsonb NOT NULL,
  created           integer NOT NULL CHECK (created >= 0),
  replaced          integer NOT NULL CHECK (replaced >= 0),
  -- The faculties whose rows it wrote: who may undo it (an editor of all of them, or an administrator).
  faculty_ids       integer[] NOT NULL,
  id_avn_user       integer REFERENCES avn_user (id_avn_user) ON DELETE SET NULL,
  made_at           timestamptz NOT NULL DEFAULT now(),
  undone_at         timestamptz,
  row_version       integer NOT NULL DEFAULT 1
);
CREATE INDEX year_turnover_made_idx ON year_turnover (made_at DESC, id_year_turnover DESC);

CREATE TABLE year_turnover_report (
  id_year_turnover  integer PRIMARY KEY REFERENCES year_turnover (id_year_turnover) ON DELETE CASCADE,
  report            jsonb NOT NULL
);

CREATE TABLE year_turnover_written (
  id_year_turnover_written  serial PRIMARY KEY,
  id_year_turnover          integer NOT NULL REFERENCES year_turnover (id_year_turnover) ON DELETE CASCADE,
  table_name                text NOT NULL CHECK (table_name IN ('plan_abit', 'study_group', 'rrnk_gr_kolst')),
  action                    text NOT NULL CHECK (action IN ('created', 'replaced')),
  row_ids                   integer[] NOT NULL,
  versions_after            integer[] NOT NULL CHECK (cardinality(versions_after) = cardinality(row_ids)),
  -- Replaced rows: their values before, [{kol_b, kol_k}, …] in the order of row_ids.
  before                    jsonb,
  UNIQUE (id_year_turnover, table_name, action)
);

CREATE TRIGGER year_turnover_audit AFTER INSERT OR UPDATE OR DELETE ON year_turnover FOR EACH ROW EXECUTE FUNCTION audit_row('id_year_turnover');
CREATE TRIGGER year_turnover_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON year_turnover FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER year_turnover_row_version BEFORE UPDATE ON year_turnover FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER year_turnover_written_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON year_turnover_written FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER year_turnover_report_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON year_turnover_report FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
