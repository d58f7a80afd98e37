// A row in each table of the integration clients (migrations 0031, 0032): a client, its secret's digest, a
// token, a window of its calls and a call, for the proofs that need every table of a university filled.
export const INSERT_INTEGRATION_CLIENT = `
  WITH client AS (INSERT INTO integration_client (name, client_key, scopes)
                  VALUES ('Система', 'ac_aaaaaaaaaaaaaaaaaaaaaaaaaa', '{structure:read}') RETURNING id_integration_client AS id),
       secret AS (INSERT INTO integration_credential (id_integration_client, secret_hash)
                  SELECT id, repeat('a', 64) FROM client),
       counted AS (INSERT INTO integration_call_window (id_integration_client, kind, window_start, calls)
                   SELECT id, 'call', now(), 1 FROM client),
       called AS (INSERT INTO integration_call (id_integration_client, method, path, status)
                  SELECT id, 'GET', '/api/integration/v1/faculties', 200 FROM client)
  INSERT INTO integration_token (token_hash, id_integration_client, scopes, expires_at)
  SELECT repeat('b', 64), id, '{structure:read}', now() + interval '1 hour' FROM client`;
