-- The history of a record and the audit screen (issue 28) read the audit log by record, by author, by
-- kind, by action, by day and by the words of its values, newest first: an index for each, so that a
-- filtered page of a large log (100,000+ rows) is an index scan, not a scan of the log.

-- A record's changes, newest first (replaces the index on table and row alone).
CREATE INDEX audit_log_row_id_idx ON audit_log (table_name, row_id, id);
DROP INDEX audit_log_row_idx;
-- An author's changes (replaces the index on the author alone).
CREATE INDEX audit_log_user_id_idx ON audit_log (id_avn_user, id);
DROP INDEX audit_log_user_idx;
CREATE INDEX audit_log_table_id_idx ON audit_log (table_name, id);
CREATE INDEX audit_log_action_id_idx ON audit_log (action, id);
CREATE INDEX audit_log_changed_at_idx ON audit_log (changed_at);
-- The words of the record's values after the change (before a delete): an old value is found in the change
-- that made it (history/queries.ts WORDS: the same expression). Kept up at each write rather than in a
-- pending list (fastupdate), whose flush would make one write in thousands wait for the others' words.
CREATE INDEX audit_log_words_idx ON audit_log
  USING gin (jsonb_to_tsvector('simple', COALESCE(after, before), '["string", "numeric"]'))
  WITH (fastupdate = off);
