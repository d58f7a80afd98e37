-- The national classifiers are the ministry's once the installation holds more than one university
-- (decision 0072). Directions, speciality names, qualifications, levels, study forms, the grading rules,
-- disciplines, classroom specifics, the commission's member types and the news every user reads are shared
-- by every university (migration 0025 left them without a university): with one university its
-- administrators keep them, as SPEC has it; with several, an edit by one university's account would rewrite
-- every other university's lists. PostgreSQL refuses it: a statement on one of these tables in a
-- university's transaction fails while another university exists. The ministry's administrator writes them
-- in the installation's scope; the operator's commands and seeds name no university and pass too.

-- Whether the installation holds more than one university, whatever the caller may see: it runs as the
-- owner with no university named (the SET clause is undone when it returns), so a university's transaction,
-- which sees its own university alone, still counts the others. It answers a yes or no, never a row.
CREATE FUNCTION several_universities() RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp SET app.university = ''
  AS $$ SELECT count(*) > 1 FROM (SELECT 1 FROM vuz LIMIT 2) AS two $$;

-- Once per statement, before it changes anything: the whole statement is refused, and with it the call's
-- transaction. The SQLSTATE is this application's own, which the server answers as 403 in the user's language.
CREATE FUNCTION national_classifier_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_university() IS NOT NULL AND several_universities() THEN
    RAISE EXCEPTION 'the national classifiers are kept by the ministry' USING ERRCODE = 'AKM01',
      TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;

DO $triggers$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['direction', 'special', 'qualification', 'level', 'f_educ', 'f_educ_prog',
                              'f_educ_vid', 'ebe', 'ebe_var', 'ebe_detal', 'est_config', 'com_ebef_est',
                              'estimation_form', 'discipline', 'vid_discipline', 'specifics', 'member_type',
                              'rate', 'wiki_news']
  LOOP
    EXECUTE format('CREATE TRIGGER kept_by_ministry BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION national_classifier_kept()', name);
  END LOOP;
END
$triggers$;
