-- A change an integration client makes (the headcounts:write scope, decision 0080) is audited under the
-- client, not a person: the server names the client in the transaction-local setting
-- app.integration_client_id, as it names a signed-in user in app.user_id, and the audit triggers keep it in
-- a column of its own. A client is never deleted (it is revoked), so its entries keep their author.

ALTER TABLE audit_log
  ADD COLUMN id_integration_client integer REFERENCES integration_client (id_integration_client) ON DELETE SET NULL;
CREATE INDEX audit_log_client_id_idx ON audit_log (id_integration_client, id)
  WHERE id_integration_client IS NOT NULL;

-- audit_row as 0034 left it (the shared tables' history names no university), with the client beside the user.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who integer := nullif(current_setting('app.user_id', true), '')::integer;
  client integer := nullif(current_setting('app.integration_client_id', true), '')::integer;
  key_column text := TG_ARGV[0];
  owner integer := audited_university(TG_TABLE_NAME);
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (id_avn_user, id_integration_client, table_name, row_id, action, before, after, id_vuz)
    VALUES (who, client, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'insert', NULL, to_jsonb(NEW), owner);
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF to_jsonb(NEW) = to_jsonb(OLD) THEN
      RETURN NEW;
    END IF;
    INSERT INTO audit_log (id_avn_user, id_integration_client, table_name, row_id, action, before, after, id_vuz)
    VALUES (who, client, TG_TABLE_NAME, to_jsonb(NEW) ->> key_column, 'update', to_jsonb(OLD), to_jsonb(NEW),
            owner);
    RETURN NEW;
  ELSE
    INSERT INTO audit_log (id_avn_user, id_integration_client, table_name, row_id, action, before, after, id_vuz)
    VALUES (who, client, TG_TABLE_NAME, to_jsonb(OLD) ->> key_column, 'delete', to_jsonb(OLD), NULL, owner);
    RETURN OLD;
  END IF;
END;
$$;

-- audit_user_row as 0025 left it, with the client beside the user (no client writes accounts today; the
-- triggers stay alike so that none loses the author of a future write).
CREATE OR REPLACE FUNCTION audit_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who integer := nullif(current_setting('app.user_id', true), '')::integer;
  client integer := nullif(current_setting('app.integration_client_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (id_avn_user, id_integration_client, table_name, row_id, action, before, after)
    VALUES (who, client, TG_TABLE_NAME, NEW.id_avn_user::text, 'insert', NULL, to_jsonb(NEW) - 'password_hash');
  ELSIF TG_OP = 'UPDATE' THEN
    IF to_jsonb(NEW) = to_jsonb(OLD)
       OR (OLD.id_vuz IS NULL AND to_jsonb(NEW) - 'id_vuz' = to_jsonb(OLD) - 'id_vuz') THEN
      RETURN NULL;
    END IF;
    INSERT INTO audit_log (id_avn_user, id_integration_client, table_name, row_id, action, before, after)
    VALUES (who, client, TG_TABLE_NAME, NEW.id_avn_user::text, 'update',
            to_jsonb(OLD) - 'password_hash', to_jsonb(NEW) - 'password_hash');
  ELSE
    INSERT INTO audit_log (id_avn_user, id_integration_client, table_name, row_id, action, before, after)
    VALUES (who, client, TG_TABLE_NAME, OLD.id_avn_user::text, 'delete', to_jsonb(OLD) - 'password_hash', NULL);
  END IF;
  RETURN NULL;
END;
$$;
