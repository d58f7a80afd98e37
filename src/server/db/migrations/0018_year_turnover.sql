-- The new academic year in one guided step (issue 30, decision 0048).
--
--   year_turnover      one applied turnover: its years, what was asked (the request, in no language), its
--                      report (per speciality and kind, reasons as message keys), who applied it and when,
--                      and when it was undone.
--   year_turnover_row  each row it created or replaced, with the row's version after the turnover and, for
--                      a replaced row, its values before: the undo removes or restores exactly these, and
--                      only while every one still has that version (nothing changed since).
-- A turnover is audited, versioned and announced like every table (0004, 0007); its rows are announced,
-- not audited (the rows they name are, each by its own table's trigger), and go with their turnover.

CREATE TABLE year_turnover (
  id_year_turnover  serial PRIMARY KEY,
  year_from         smallint NOT NULL CHECK (year_from BETWEEN 0 AND 99),
  year_to           smallint NOT NULL CHECK (year_to BETWEEN 0 AND 99),
  request           jsonb NOT NULL,
  report            jsonb NOT NULL,
  id_avn_user       integer REFERENCES avn_user (id_avn_user) ON DELETE SET NULL,
  made_at           timestamptz NOT NULL DEFAULT now(),
  undone_at         timestamptz,
  row_version       integer NOT NULL DEFAULT 1
);
CREATE INDEX year_turnover_made_idx ON year_turnover (made_at DESC, id_year_turnover DESC);

CREATE TABLE year_turnover_row (
  id_year_turnover_row  bigserial PRIMARY KEY,
  id_year_turnover      integer NOT NULL REFERENCES year_turnover (id_year_turnover) ON DELETE CASCADE,
  table_name            text NOT NULL CHECK (table_name IN ('plan_abit', 'study_group', 'rrnk_gr_kolst')),
  row_id                integer NOT NULL,
  action                text NOT NULL CHECK (action IN ('created', 'replaced')),
  version_after         integer NOT NULL,
  before                jsonb
);
CREATE INDEX year_turnover_row_turnover_idx ON year_turnover_row (id_year_turnover, table_name);

CREATE TRIGGER year_turnover_audit AFTER INSERT OR UPDATE OR DELETE ON year_turnover FOR EACH ROW EXECUTE FUNCTION audit_row('id_year_turnover');
CREATE TRIGGER year_turnover_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON year_turnover FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER year_turnover_row_version BEFORE UPDATE ON year_turnover FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER year_turnover_row_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON year_turnover_row FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
