import type { Database } from '../db/connection';
import { rows, sql } from '../db/sql';

// One sorted line per object of the public schema: what a migration can make or change, never the data.
// Columns carry their rank, not attnum: a database restored from a dump has no gaps left by dropped columns.
const schemaQueries = [
  `SELECT 'relation ' || c.relname || ' kind=' || c.relkind::text || ' persistence=' || c.relpersistence::text
       || ' rls=' || c.relrowsecurity || '/' || c.relforcerowsecurity || ' replica=' || c.relreplident::text
       || ' options=' || coalesce(array_to_string(c.reloptions, ','), '')
     FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
  `SELECT 'column ' || c.relname || '.' || a.attname || ' #' || rank() OVER (PARTITION BY c.oid ORDER BY a.attnum)
       || ' ' || format_type(a.atttypid, a.atttypmod) || ' notnull=' || a.attnotnull
       || ' default=' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ' identity=' || a.attidentity::text
       || ' generated=' || a.attgenerated::text || ' collation=' || coalesce(co.collname, '')
       || ' sequence=' || coalesce(pg_get_serial_sequence(quote_ident(c.relname), a.attname), '')
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     LEFT JOIN pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 100
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
       AND a.attnum > 0 AND NOT a.attisdropped`,
  `SELECT 'constraint ' || coalesce(c.relname, t.typname) || '.' || k.conname || ' ' || k.contype::text || ' '
       || pg_get_constraintdef(k.oid) || ' deferrable=' || k.condeferrable || '/' || k.condeferred
       || ' valid=' || k.convalidated
     FROM pg_constraint k LEFT JOIN pg_class c ON c.oid = k.conrelid LEFT JOIN pg_type t ON t.oid = k.contypid
     WHERE k.connamespace = 'public'::regnamespace`,
  `SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'`,
  `SELECT 'trigger ' || pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal`,
  `SELECT 'function ' || pg_get_functiondef(p.oid)
     FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p')`,
  `SELECT 'sequence ' || sequencename || ' ' || data_type || ' start=' || start_value || ' min=' || min_value
       || ' max=' || max_value || ' by=' || increment_by || ' cycle=' || cycle || ' cache=' || cache_size
     FROM pg_sequences WHERE schemaname = 'public'`,
  `SELECT 'view ' || c.relname || ' ' || pg_get_viewdef(c.oid)
     FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm')`,
  `SELECT 'type ' || t.typname || ' ' || t.typtype::text || ' ' || format_type(t.typbasetype, t.typtypmod)
       || ' notnull=' || t.typnotnull || ' default=' || coalesce(t.typdefault, '') || ' labels='
       || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) FROM pg_enum e
                    WHERE e.enumtypid = t.oid), '')
     FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r', 'm')`,
  `SELECT 'policy ' || tablename || '.' || policyname || ' ' || permissive || ' ' || array_to_string(roles, ',')
       || ' ' || cmd || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
     FROM pg_policies WHERE schemaname = 'public'`,
  `SELECT 'rule ' || definition FROM pg_rules WHERE schemaname = 'public'`,
  `SELECT 'comment ' || pg_describe_object(d.classoid, d.objoid, d.objsubid) || ' ' || d.description
     FROM pg_description d WHERE (pg_identify_object(d.classoid, d.objoid, d.objsubid)).schema = 'public'`,
  `SELECT 'extension ' || extname || ' ' || extversion FROM pg_extension`,
  `SELECT 'event trigger ' || evtname || ' ' || evtevent || ' ' || evtfoid::regproc || ' ' || evtenabled::text
     FROM pg_event_trigger`,
];

// A trigger's WHEN on a row comparison, `(OLD.a, OLD.b) IS DISTINCT FROM (NEW.a, NEW.b)`, is stored as nested
// ORs; pg_dump writes them out with their parentheses and the restore reads them back as one flat OR: the same
// condition, told apart by its parentheses only.
const canonical = (line: string) => (line.startsWith('trigger ') ? line.replace(/[()]/g, '') : line);

/** The schema as a sorted list of lines: equal lists, equal schemas (the data left aside). */
export async function describeSchema(database: Database): Promise<string[]> {
  const lines: string[] = [];
  for (const query of schemaQueries) {
    // The queries are fixed text of this file.
    const described = await rows(
      database,
      { line: 'text' },
      sql`SELECT line FROM (${sql.raw(query)}) AS described(line)`,
    );
    lines.push(...described.map((row) => canonical(row.line)));
  }
  return lines.sort();
}
