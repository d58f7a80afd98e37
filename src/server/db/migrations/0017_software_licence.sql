-- The software licence (issue 15, decision 0023): the installed licence texts and the organisation's code.
--
--   software_licence  every licence installed (npm run licence:install, or the embedded demo's first
--                     start): the signed text as it was given. The newest row (the highest id, not
--                     installed_at: a clock may be set back) is the licence in force;
--                     older rows stay as the history of what was installed.
--   vuz.id_field      the organisation's code a licence names beside its full name v2 (SPEC §7: the
--                     organisation rows with v2 and id_field), e.g. the university's OKPO code.
-- Both changes are audited, versioned and announced (0004, 0007), so that every server process recomputes its verdict.

CREATE TABLE software_licence (
  id            serial PRIMARY KEY,
  -- As document.ts's LICENCE_MAX_LENGTH: hostile text is refused by the database too.
  licence_text  text NOT NULL CHECK (btrim(licence_text) <> '' AND length(licence_text) <= 8192),
  installed_at  timestamptz NOT NULL DEFAULT now(),
  row_version   integer NOT NULL DEFAULT 1
);

CREATE TRIGGER software_licence_audit AFTER INSERT OR UPDATE OR DELETE ON software_licence FOR EACH ROW EXECUTE FUNCTION audit_row('id');
CREATE TRIGGER software_licence_row_version BEFORE UPDATE ON software_licence FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER software_licence_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON software_licence FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

ALTER TABLE vuz ADD COLUMN id_field text NOT NULL DEFAULT '' CHECK (length(id_field) <= 50);
