-- Issue 46 (decision 0062): the classrooms screen saves buildings and offices, so their names are held as
-- every other name a call writes (migration 0022, decision 0056): a name that looks like another
-- building's or office's ("Главный корпус" with a Latin о) is refused as its duplicate. Rows saved before
-- are left as they are: in each group of old look-alikes every row but the first is marked
-- look_alike_kept and left out of the indexes, and loses the mark once renamed, as in 0022.

DO $keys$
DECLARE
  key record;
BEGIN
  FOR key IN
    SELECT * FROM (VALUES
      ('korpus_name', 'korpus', 'id_korpus', 'korpus'),
      ('otdel_name', 'otdel', 'id_otdel', 'otdel')
    ) AS keys (name, table_name, id_column, name_column)
  LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN look_alike_kept boolean NOT NULL DEFAULT false', key.table_name);
    EXECUTE format(
      'UPDATE %1$I SET look_alike_kept = true WHERE %2$I IN (
         SELECT id FROM (
           SELECT %2$I AS id,
                  row_number() OVER (PARTITION BY text_skeleton(%3$I) ORDER BY %2$I) AS as_written,
                  row_number() OVER (PARTITION BY text_skeleton(lower(%3$I)) ORDER BY %2$I) AS in_lower,
                  row_number() OVER (PARTITION BY text_skeleton(upper(%3$I)) ORDER BY %2$I) AS in_upper
             FROM %1$I) numbered
          WHERE as_written > 1 OR in_lower > 1 OR in_upper > 1)',
      key.table_name, key.id_column, key.name_column);
    EXECUTE format(
      'CREATE UNIQUE INDEX %1$I ON %2$I (text_skeleton(%3$I)) WHERE NOT look_alike_kept',
      key.name || '_look_alike', key.table_name, key.name_column);
    EXECUTE format(
      'CREATE UNIQUE INDEX %1$I ON %2$I (text_skeleton(lower(%3$I))) WHERE NOT look_alike_kept',
      key.name || '_look_alike_lower', key.table_name, key.name_column);
    EXECUTE format(
      'CREATE UNIQUE INDEX %1$I ON %2$I (text_skeleton(upper(%3$I))) WHERE NOT look_alike_kept',
      key.name || '_look_alike_upper', key.table_name, key.name_column);
    EXECUTE format(
      'CREATE TRIGGER %1$I BEFORE UPDATE OF %3$I ON %2$I FOR EACH ROW
         WHEN (NEW.look_alike_kept AND OLD.%3$I IS DISTINCT FROM NEW.%3$I)
         EXECUTE FUNCTION look_alike_renamed()',
      key.name || '_look_alike_renamed', key.table_name, key.name_column);
  END LOOP;
END
$keys$;
