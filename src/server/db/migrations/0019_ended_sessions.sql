-- Sessions ended by "sign out on all devices" (issue 26): the other devices' next call is told why they
-- were signed out (and when), not merely that the session expired. Only the token's hash is kept, as in
-- user_session; a row is worth keeping no longer than a session could live, and is pruned at the next
-- such sign-out. Announced like every table (0004), though nothing reads it from memory.

CREATE TABLE ended_session (
  token_hash   text PRIMARY KEY,
  id_avn_user  integer NOT NULL REFERENCES avn_user (id_avn_user) ON DELETE CASCADE,
  ended_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ended_session_ended_at_idx ON ended_session (ended_at);

CREATE TRIGGER ended_session_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ended_session
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
