-- Ids that say nothing across universities (decision 0074). A serial shared by every university numbers
-- one university's rows in between another's: the gaps between a university's own ids counted the
-- others' inserts (groups opened, headcounts entered, history written). From the second university on,
-- each university draws the ids of its rows from sequences of its own, in a range of its own above the
-- shared numbers: 2^30 + university × 2^20 for an integer id (a million ids per table and university),
-- 2^40 + university × 2^40 for the history's bigint. Within a university ids still grow with each insert,
-- so a list ordered by id keeps its order. The first university keeps the shared sequences, now numbering
-- its rows and the installation's alone, so its ids (the demo's among them) do not change.

-- The id a new row of a university's table takes: from this transaction's university's own sequence, or
-- the shared one (the first university; the installation's scope; a university that has none). It runs as
-- the owner, who owns the sequences; the caller names only the shared one its column is numbered by.
CREATE FUNCTION university_next_id(shared regclass) RETURNS bigint LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = public, pg_temp AS $$
DECLARE
  university integer := current_university();
  own regclass;
BEGIN
  IF university IS NOT NULL THEN
    own := to_regclass(shared::text || '_u' || university);
    IF own IS NOT NULL THEN
      RETURN nextval(own);
    END IF;
  END IF;
  RETURN nextval(shared);
END
$$;

-- The columns a sequence numbers in this schema's tables, with that sequence, whether it is a bigint's, how
-- the column is filled, and whether its table is under row-level security: what the two functions below read.
CREATE FUNCTION sequence_numbered_columns()
  RETURNS TABLE (table_name text, column_name text, shared text, wide boolean, fill text, row_security boolean)
  LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT c.relname::text, a.attname::text, s.oid::regclass::text, q.seqtypid = 'bigint'::regtype,
           pg_get_expr(d.adbin, d.adrelid), c.relrowsecurity
      FROM pg_attrdef d
      JOIN pg_class c ON c.oid = d.adrelid
      JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
      JOIN pg_depend dep ON dep.classid = 'pg_attrdef'::regclass AND dep.objid = d.oid
                        AND dep.refclassid = 'pg_class'::regclass
      JOIN pg_class s ON s.oid = dep.refobjid AND s.relkind = 'S'
      JOIN pg_sequence q ON q.seqrelid = s.oid
     WHERE c.relnamespace = 'public'::regnamespace
  $$;

-- The highest university whose ranges fit an integer id.
CREATE FUNCTION university_id_last() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 1023 $$;

-- Gives a university sequences of its own for every column numbered by university_next_id: when a second
-- university is added, and by a restore for the universities its backup numbered so. Each is named after
-- the shared sequence with the university's id, owned by the same column, and bounded to its range.
CREATE FUNCTION give_university_own_ids(university integer) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp AS $$
DECLARE
  numbered record;
  first bigint;
  size bigint;
BEGIN
  IF university < 1 OR university > university_id_last() THEN
    RAISE EXCEPTION 'university % is past the last one ids can be kept apart for (%)', university,
      university_id_last() USING ERRCODE = 'AKM02';
  END IF;
  FOR numbered IN
    SELECT * FROM sequence_numbered_columns() WHERE fill LIKE 'university_next_id(%'
  LOOP
    size := CASE WHEN numbered.wide THEN 1099511627776 ELSE 1048576 END;
    first := size * (CASE WHEN numbered.wide THEN 1 ELSE 1024 END + university);
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS %s MINVALUE %s MAXVALUE %s START %s OWNED BY %I.%I',
                   numbered.shared || '_u' || university, CASE WHEN numbered.wide THEN 'bigint' ELSE 'integer' END,
                   first, first + size - 1, first, numbered.table_name, numbered.column_name);
  END LOOP;
END
$$;

-- Every table whose rows belong to a university (row-level security on, migration 0025), the universities'
-- own row aside, takes its ids through university_next_id; the shared sequences stop below the ranges; and
-- every university but the first has its own sequences. A later migration's new table of a university's
-- rows calls it again.
CREATE FUNCTION number_rows_by_university() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  numbered record;
BEGIN
  FOR numbered IN
    SELECT * FROM sequence_numbered_columns()
     WHERE row_security AND table_name <> 'vuz' AND fill LIKE 'nextval(%'
  LOOP
    EXECUTE format('ALTER SEQUENCE %I MAXVALUE %s', numbered.shared,
                   CASE WHEN numbered.wide THEN 1099511627775 ELSE 1073741823 END);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET DEFAULT university_next_id(%L::regclass)',
                   numbered.table_name, numbered.column_name, numbered.shared);
  END LOOP;
  PERFORM give_university_own_ids(id_vuz) FROM vuz WHERE id_vuz > (SELECT min(id_vuz) FROM vuz);
END
$$;
SELECT number_rows_by_university();

-- A university added beside another gets its own ids at once, whoever adds it (the ministry's console,
-- the operator's command, a seed). It runs as the owner with no university named, to see the others.
CREATE FUNCTION vuz_own_ids() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp SET app.university = '' AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM vuz WHERE id_vuz <> NEW.id_vuz) THEN
    PERFORM give_university_own_ids(NEW.id_vuz);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER vuz_own_ids AFTER INSERT ON vuz FOR EACH ROW EXECUTE FUNCTION vuz_own_ids();
