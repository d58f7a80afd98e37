// A row in each table of the integration clients (migration 0031): a client, its secret's digest and a
// token, for the proofs that need every table of a university filled.
export const INSERT_INTEGRATION_CLIENT = `
  WITH client AS (INSERT INTO integration_client (name, client_key, scopes)
                  VALUES ('Система', 'ac_aaaaaaaaaaaaaaaaaaaaaaaaaa', '{structure:read}') RETURNING id_integration_client AS id),
       secret AS (INSERT INTO integration_credential (id_integration_client, secret_hash)
                  SELECT id, repeat('a', 64) FROM client)
  INSERT INTO integration_token (token_hash, id_integration_client, scopes, expires_at)
  SELECT repeat('b', 64), id, '{structure:read}', now() + interval '1 hour' FROM client`;
