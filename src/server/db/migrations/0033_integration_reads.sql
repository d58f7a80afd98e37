-- A record's history by its integer key, found by an index under row-level security. The history keeps a
-- row's key as text; a statement that finds a record's newest entry compares it with the record's integer
-- key, and that cast is not leakproof, so under the policies PostgreSQL may not use it in an index probe and
-- reads every entry of the table instead (36 ms for a page of groups). Integer equality is leakproof: the
-- key kept as an integer beside the text lets each record's newest entry be one index probe.
ALTER TABLE audit_log ADD COLUMN row_key bigint
  GENERATED ALWAYS AS (CASE WHEN row_id ~ '^-?[0-9]{1,18}$' THEN row_id::bigint END) STORED;
CREATE INDEX audit_log_row_key_idx ON audit_log (table_name, row_key, id);

-- A process takes a client's calls from its window in leases, not one by one (decision 0076): one statement
-- grants up to `wanted` of what is left of the window, never more, so every process on one PostgreSQL
-- together still passes at most `at_most` a window; a lease is answered with the window's end, after which
-- what is left of it is void. Granted nothing: the seconds until the window ends.
CREATE FUNCTION integration_calls_leased(client integer, call_kind text, wanted integer, at_most integer,
                                         window_seconds integer)
  RETURNS TABLE (granted integer, "windowEndsAt" double precision, "retryAfterSeconds" integer)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp SET app.university = ''
  AS $$
  DECLARE
    span interval := make_interval(secs => window_seconds);
    opened timestamptz := date_bin(span, now(), timestamptz '2000-01-01 00:00:00+00');
    before integer;
    known boolean;
    taken integer;
  BEGIN
    -- The client's row is locked while its lease is weighed; the first lease of all inserts it, and if
    -- another process inserted it meanwhile, weighs again on the row it made.
    LOOP
      SELECT CASE WHEN w.window_start = opened THEN w.calls ELSE 0 END INTO before
        FROM integration_call_window w
       WHERE w.id_integration_client = client AND w.kind = call_kind
         FOR UPDATE;
      known := FOUND;
      taken := least(wanted, at_most - coalesce(before, 0));
      EXIT WHEN taken <= 0;
      IF known THEN
        UPDATE integration_call_window SET window_start = opened, calls = before + taken
         WHERE id_integration_client = client AND kind = call_kind;
        EXIT;
      END IF;
      INSERT INTO integration_call_window (id_integration_client, kind, window_start, calls)
      VALUES (client, call_kind, opened, taken)
      ON CONFLICT (id_integration_client, kind) DO NOTHING;
      EXIT WHEN FOUND;
    END LOOP;
    RETURN QUERY SELECT greatest(taken, 0), (extract(epoch FROM opened + span) * 1000)::double precision,
      CASE WHEN taken <= 0
           THEN greatest(1, ceil(extract(epoch FROM opened + span - clock_timestamp())))::integer END;
  END
  $$;

-- The calls' record is written in batches, one statement for the calls a process answered in a moment,
-- each in its client's university (its id from the university's own range). Each batch first forgets a
-- few of the oldest past the keeping time, as one record did before.
CREATE FUNCTION record_integration_calls(calls jsonb, keep_days integer)
  RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp SET app.university = ''
  AS $$
  DECLARE
    universities integer[];
    university integer;
  BEGIN
    DELETE FROM integration_call
     WHERE id_integration_call IN (
       SELECT id_integration_call FROM integration_call
        WHERE called_at < now() - make_interval(days => keep_days)
        ORDER BY called_at LIMIT 500 FOR UPDATE SKIP LOCKED);
    -- Read whole before the first university is named: from then on the policies show that one's alone.
    universities := ARRAY(
      SELECT DISTINCT c.id_vuz FROM integration_client c
       WHERE c.id_integration_client IN (SELECT (value ->> 'client')::integer FROM jsonb_array_elements(calls)));
    FOREACH university IN ARRAY universities
    LOOP
      PERFORM set_config('app.university', university::text, true);
      INSERT INTO integration_call (id_integration_client, called_at, method, path, status, xroad_client,
                                    xroad_id)
      SELECT c.id_integration_client, (e.value ->> 'at')::timestamptz, left(e.value ->> 'method', 10),
             left(e.value ->> 'path', 300), (e.value ->> 'status')::integer, left(e.value ->> 'roadClient', 200),
             left(e.value ->> 'roadId', 200)
        FROM jsonb_array_elements(calls) WITH ORDINALITY AS e(value, position)
        JOIN integration_client c
          ON c.id_integration_client = (e.value ->> 'client')::integer AND c.id_vuz = university
       ORDER BY e.position;
    END LOOP;
  END
  $$;

-- Replaced by the leases and the batches above.
DROP FUNCTION integration_call_admitted(integer, text, integer, integer);
DROP FUNCTION record_integration_call(integer, text, text, integer, text, text, integer);
