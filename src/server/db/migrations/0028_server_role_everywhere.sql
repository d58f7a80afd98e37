-- The serving process runs every statement as academic_server (decision 0071), not only a university's: its
-- pool's sessions start as that role, and a statement that names no university sees no university's rows.
-- What must read across universities names it: the installation's scope (`app.scope`, set per transaction
-- like the university) for the sign-in, the first day's set-up and the ministry's accounts; and the session
-- check, which runs on every request before anyone is known, reads through the narrow functions below.

-- The operator's role sees every university until it names one; the server's role only in the installation's
-- scope, and never once a university is named.
CREATE OR REPLACE FUNCTION every_university() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT current_university() IS NULL
               AND (current_user <> 'academic_server' OR current_setting('app.scope', true) = 'installation') $$;

-- The session of a token hash if it has been used within the idle timeout and is younger than its absolute
-- lifetime, of an account that is not disabled: one row for the check that every request pays for.
CREATE FUNCTION active_session(token_hash text, idle_minutes integer, max_hours integer)
  RETURNS TABLE ("userId" integer, login text, name text, surname text, "mustChangePassword" boolean,
                 role text, "allFaculties" boolean, "facultyIds" integer[], "universityId" integer,
                 "idleSeconds" float8, "ageSeconds" float8)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT u.id_avn_user, u.login, u.name, u.surname, u.must_change_password, u.role, u.all_faculties,
           u.faculty_ids, u.id_vuz, extract(epoch FROM now() - s.last_seen_at)::float8,
           extract(epoch FROM now() - s.created_at)::float8
      FROM user_session s JOIN avn_user u ON u.id_avn_user = s.id_avn_user
     WHERE s.token_hash = active_session.token_hash
       AND s.last_seen_at > now() - make_interval(mins => idle_minutes)
       AND s.created_at > now() - make_interval(hours => max_hours) AND u.disabled_at IS NULL
  $$;

-- Marks the session of a token hash used now.
CREATE FUNCTION touch_session(token_hash text) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ UPDATE user_session SET last_seen_at = now() WHERE user_session.token_hash = touch_session.token_hash $$;

-- When the session of a token hash was ended by "sign out on all devices", within the hours a session lives.
CREATE FUNCTION ended_session(token_hash text, max_hours integer) RETURNS TABLE ("endedAtMs" float8)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT (extract(epoch FROM ended_at) * 1000)::float8 FROM ended_session e
     WHERE e.token_hash = ended_session.token_hash AND ended_at > now() - make_interval(hours => max_hours)
  $$;

-- How many sessions are alive across the installation, for /metrics: a count, nobody's rows.
CREATE FUNCTION active_session_count(idle_minutes integer, max_hours integer) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT count(*)::integer FROM user_session s JOIN avn_user u ON u.id_avn_user = s.id_avn_user
     WHERE s.last_seen_at > now() - make_interval(mins => idle_minutes)
       AND s.created_at > now() - make_interval(hours => max_hours) AND u.disabled_at IS NULL
  $$;
