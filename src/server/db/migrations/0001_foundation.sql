-- Users, sessions, login failures and the audit log: the frame every later table hangs on.

CREATE TABLE avn_user (
  id_avn_user    serial PRIMARY KEY,
  login          text NOT NULL,
  password_hash  text NOT NULL,
  surname        text NOT NULL DEFAULT '',
  name           text NOT NULL DEFAULT '',
  patronymic     text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT avn_user_login_length CHECK (char_length(login) BETWEEN 2 AND 100)
);
-- Logins are unique whatever their case: 'Admin' and 'admin' are one person.
CREATE UNIQUE INDEX avn_user_login_key ON avn_user (lower(login));

-- Only a hash of the session token is stored: a stolen dump cannot be replayed.
CREATE TABLE user_session (
  token_hash    text PRIMARY KEY,
  id_avn_user   integer NOT NULL REFERENCES avn_user (id_avn_user) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  address       text NOT NULL DEFAULT ''
);
CREATE INDEX user_session_user_idx ON user_session (id_avn_user);
CREATE INDEX user_session_last_seen_idx ON user_session (last_seen_at);

-- Failed sign-ins, counted per login and address in a sliding window (lives in the database so that
-- several server copies share one limit).
CREATE TABLE login_failure (
  id          bigserial PRIMARY KEY,
  login       text NOT NULL,
  address     text NOT NULL,
  failed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_lookup_idx ON login_failure (lower(login), address, failed_at);

-- One row per changed row of a reference table: who, when, which table and row, before and after.
CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  changed_at    timestamptz NOT NULL DEFAULT now(),
  id_avn_user   integer,
  table_name    text NOT NULL,
  row_id        text NOT NULL,
  action        text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  before        jsonb,
  after         jsonb
);
CREATE INDEX audit_log_row_idx ON audit_log (table_name, row_id);

-- The writing user comes from the transaction-local setting app.user_id, set by the server at the start
-- of every write transaction; the trigger's first argument names the table's key column.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who integer := nullif(current_setting('app.user_id', true), '')::integer;
  key_column text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'insert', NULL, to_jsonb(NEW));
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF to_jsonb(NEW) = to_jsonb(OLD) THEN
      RETURN NEW;
    END IF;
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'update', to_jsonb(OLD), to_jsonb(NEW));
    RETURN NEW;
  ELSE
    INSERT INTO audit_log (id_avn_user, table_name, row_id, action, before, after)
    VALUES (who, TG_TABLE_NAME, to_jsonb(OLD) ->> key_column, 'delete', to_jsonb(OLD), NULL);
    RETURN OLD;
  END IF;
END;
$$;
