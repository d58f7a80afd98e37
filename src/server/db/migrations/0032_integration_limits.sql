-- The integration clients' limits (decision 0076): each client's calls are counted in fixed windows, in the
-- database, so that every server process on one PostgreSQL shares the count; and a record of each call, so
-- that a call through the national X-Road bus can be traced. Both are a university's rows like their client's.

-- One row per client and kind of call: the window it counts and its calls so far. A new window starts the
-- row again, so the table never holds more than two rows a client.
CREATE TABLE integration_call_window (
  id_integration_client  integer NOT NULL REFERENCES integration_client ON DELETE CASCADE,
  -- 'token': the token endpoint (a wrong secret too); 'call': the resources.
  kind          text NOT NULL CHECK (kind IN ('token', 'call')),
  window_start  timestamptz NOT NULL,
  calls         integer NOT NULL CHECK (calls > 0),
  PRIMARY KEY (id_integration_client, kind)
);

-- A call of a client: when, what, its answer, and the X-Road headers that name the consumer and the message.
CREATE TABLE integration_call (
  id_integration_call  bigserial PRIMARY KEY,
  id_integration_client  integer NOT NULL REFERENCES integration_client ON DELETE CASCADE,
  called_at     timestamptz NOT NULL DEFAULT now(),
  method        text NOT NULL CHECK (length(method) BETWEEN 1 AND 10),
  path          text NOT NULL CHECK (length(path) BETWEEN 1 AND 300),
  status        smallint NOT NULL CHECK (status BETWEEN 100 AND 599),
  xroad_client  text CHECK (length(xroad_client) <= 200),
  xroad_id      text CHECK (length(xroad_id) <= 200)
);
CREATE INDEX integration_call_client_idx ON integration_call (id_integration_client, called_at);
CREATE INDEX integration_call_called_idx ON integration_call (called_at);

DO $policies$
DECLARE
  rule record;
BEGIN
  FOR rule IN
    SELECT * FROM (VALUES
      ('integration_call_window', 'id_integration_client IN (SELECT id_integration_client FROM integration_client)'),
      ('integration_call', 'id_integration_client IN (SELECT id_integration_client FROM integration_client)')
    ) AS rules (table_name, rule)
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', rule.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', rule.table_name);
    EXECUTE format('CREATE POLICY university_rows ON %I USING (%s OR every_university())
                      WITH CHECK ((%s) OR every_university())', rule.table_name, rule.rule, rule.rule);
  END LOOP;
END
$policies$;

-- A university's own ids for its calls' records (migration 0030).
SELECT number_rows_by_university();

-- Counts a call of a client in its window and decides in one statement: below the limit the call is counted
-- and admitted; at the limit nothing changes and the answer says when the window ends. Concurrent callers
-- queue on the row, each seeing the count the one before left, so exactly `at_most` calls pass a window
-- whatever the number of processes. The token endpoint calls it before the university is known, hence
-- SECURITY DEFINER, for one client named by its id.
CREATE FUNCTION integration_call_admitted(client integer, call_kind text, at_most integer, window_seconds integer)
  RETURNS TABLE (admitted boolean, "retryAfterSeconds" integer)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp SET app.university = ''
  AS $$
  DECLARE
    span interval := make_interval(secs => window_seconds);
    opened timestamptz := date_bin(span, now(), timestamptz '2000-01-01 00:00:00+00');
    counted integer;
  BEGIN
    INSERT INTO integration_call_window AS w (id_integration_client, kind, window_start, calls)
    VALUES (client, call_kind, opened, 1)
    ON CONFLICT (id_integration_client, kind) DO UPDATE
       SET window_start = EXCLUDED.window_start,
           calls = CASE WHEN w.window_start = EXCLUDED.window_start THEN w.calls + 1 ELSE 1 END
     WHERE w.window_start <> EXCLUDED.window_start OR w.calls < at_most
    RETURNING w.calls INTO counted;
    RETURN QUERY SELECT counted IS NOT NULL,
      CASE WHEN counted IS NULL
           THEN greatest(1, ceil(extract(epoch FROM opened + span - clock_timestamp())))::integer END;
  END
  $$;

-- Records a call of a client, run after the answer, before or without the university named (the token
-- endpoint's calls). Each record first forgets a few of the oldest past the keeping time, any client's,
-- skipping those another process is forgetting: the table stays bounded at a bounded cost per call. The
-- record itself is written in its client's university, so its id comes from the university's own range.
CREATE FUNCTION record_integration_call(client integer, call_method text, call_path text, call_status integer,
                                        road_client text, road_id text, keep_days integer)
  RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp SET app.university = ''
  AS $$
  BEGIN
    DELETE FROM integration_call
     WHERE id_integration_call IN (
       SELECT id_integration_call FROM integration_call
        WHERE called_at < now() - make_interval(days => keep_days)
        ORDER BY called_at LIMIT 100 FOR UPDATE SKIP LOCKED);
    PERFORM set_config('app.university', id_vuz::text, true)
       FROM integration_client WHERE id_integration_client = client;
    INSERT INTO integration_call (id_integration_client, method, path, status, xroad_client, xroad_id)
    VALUES (client, left(call_method, 10), left(call_path, 300), call_status, left(road_client, 200),
            left(road_id, 200));
  END
  $$;
