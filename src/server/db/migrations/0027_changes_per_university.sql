-- A change announces its university (decision 0068): written for one university (app.university set) to a
-- table whose rows belong to universities (row-level security on), the announcement is "table@university",
-- and a process's caches forget that university's answers alone (db/coherent-cache.ts). A change to a shared
-- table (a national classifier, the news), or made without a university (the operator, a migration, the
-- ministry's console), is announced as before, the table alone, and every university's answers go.
CREATE OR REPLACE FUNCTION announce_change(changed_table text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  announced text := coalesce(current_setting('app.changed', true), '');
  university text := nullif(current_setting('app.university', true), '');
  entry text := changed_table;
BEGIN
  IF university IS NOT NULL
     AND coalesce((SELECT relrowsecurity FROM pg_class WHERE oid = to_regclass(changed_table)), false) THEN
    entry := changed_table || '@' || university;
  END IF;
  IF position(E'\n' || entry || E'\n' IN E'\n' || announced) = 0 THEN
    PERFORM pg_notify('app_change', entry);
    PERFORM set_config('app.changed', announced || entry || E'\n', true);
  END IF;
END;
$$;
