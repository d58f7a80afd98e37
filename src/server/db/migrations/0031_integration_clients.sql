-- The machine clients of the integration API (decision 0075): another system of the university (the student
-- information system, the timetable, admission, the ministry's statistics) reads the structure with OAuth2
-- client credentials. An administrator registers a client with its scopes and faculties; its secret is shown
-- once and kept as a SHA-256 digest (a random 256-bit secret needs no slow hash); the bearer tokens it gets
-- live minutes and are kept as digests too. A client is a university's row like any other: row-level security
-- keeps one university's clients, secrets and tokens from another's.

CREATE TABLE integration_client (
  id_integration_client  serial PRIMARY KEY,
  id_vuz        integer NOT NULL DEFAULT default_university() REFERENCES vuz (id_vuz) ON DELETE RESTRICT,
  name          text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  -- The public half of the credentials (OAuth2's client_id): random, never reused.
  client_key    text NOT NULL UNIQUE CHECK (client_key ~ '^ac_[a-z2-7]{26}$'),
  scopes        text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['structure:read', 'plans:read',
                                         'commission:read', 'headcounts:write']),
  all_faculties boolean NOT NULL DEFAULT true,
  faculty_ids   integer[] NOT NULL DEFAULT '{}',
  created_by    integer REFERENCES avn_user (id_avn_user) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  revoked_at    timestamptz,
  row_version   integer NOT NULL DEFAULT 1,
  CHECK (all_faculties OR cardinality(faculty_ids) > 0)
);
CREATE UNIQUE INDEX integration_client_name_key ON integration_client (id_vuz, lower(btrim(name)));
CREATE INDEX integration_client_vuz_idx ON integration_client (id_vuz);
CREATE TRIGGER integration_client_audit AFTER INSERT OR UPDATE OR DELETE ON integration_client
  FOR EACH ROW EXECUTE FUNCTION audit_row('id_integration_client');
CREATE TRIGGER integration_client_row_version BEFORE UPDATE ON integration_client
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_row_version();
CREATE TRIGGER integration_client_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON integration_client
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

-- The secret's digest and the last use: beside the client, not in it, so that neither the history nor the
-- row version moves at each token.
CREATE TABLE integration_credential (
  id_integration_client  integer PRIMARY KEY REFERENCES integration_client ON DELETE CASCADE,
  secret_hash   text NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  last_used_at  timestamptz
);

-- A bearer token: its digest, its client and scopes, its end.
CREATE TABLE integration_token (
  token_hash    text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  id_integration_client  integer NOT NULL REFERENCES integration_client ON DELETE CASCADE,
  scopes        text[] NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX integration_token_client_idx ON integration_token (id_integration_client, expires_at);
CREATE TRIGGER integration_credential_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON integration_credential FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
CREATE TRIGGER integration_token_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON integration_token
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();

DO $policies$
DECLARE
  rule record;
BEGIN
  FOR rule IN
    SELECT * FROM (VALUES
      ('integration_client', 'id_vuz = current_university()'),
      ('integration_credential', 'id_integration_client IN (SELECT id_integration_client FROM integration_client)'),
      ('integration_token', 'id_integration_client IN (SELECT id_integration_client FROM integration_client)')
    ) AS rules (table_name, rule)
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', rule.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', rule.table_name);
    EXECUTE format('CREATE POLICY university_rows ON %I USING (%s OR every_university())
                      WITH CHECK ((%s) OR every_university())', rule.table_name, rule.rule, rule.rule);
  END LOOP;
END
$policies$;

-- A university's own ids for its clients (migration 0030).
SELECT number_rows_by_university();

-- The client of a client_id with its secret's digest, for the token endpoint, which runs before anyone is
-- known: one row, whatever university it belongs to; revoked clients too, so that the refusal is the same.
CREATE FUNCTION integration_client_of_key(key text)
  RETURNS TABLE ("clientId" integer, "universityId" integer, "secretHash" text, scopes text[],
                 revoked boolean)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET app.university = ''
  AS $$
    SELECT c.id_integration_client, c.id_vuz, s.secret_hash, c.scopes, c.revoked_at IS NOT NULL
      FROM integration_client c JOIN integration_credential s USING (id_integration_client)
     WHERE c.client_key = integration_client_of_key.key
  $$;

-- The client a bearer token's digest names, while the token lives and the client is not revoked: what each
-- call of the integration API pays for, one row.
CREATE FUNCTION active_integration_token(token_hash text)
  RETURNS TABLE ("clientId" integer, "universityId" integer, name text, scopes text[], "allFaculties" boolean,
                 "facultyIds" integer[], "expiresInSeconds" float8)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET app.university = ''
  AS $$
    SELECT c.id_integration_client, c.id_vuz, c.name, t.scopes, c.all_faculties, c.faculty_ids,
           extract(epoch FROM t.expires_at - now())::float8
      FROM integration_token t JOIN integration_client c USING (id_integration_client)
     WHERE t.token_hash = active_integration_token.token_hash AND t.expires_at > now()
       AND c.revoked_at IS NULL
  $$;
