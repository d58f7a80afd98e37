import type { Database } from '../db/connection';
import { rows, sql } from '../db/sql';

export interface NamedUniversity {
  id: number;
  code: string;
  name: string;
}

/**
 * The university an operator's command is for: the one with `code` (its OKPO, vuz.id_field), or, with no
 * code given, the only one the database holds (none on the first day, before setup). Several and no code,
 * an unknown code or one two universities share: an error naming the codes there are.
 */
export async function universityNamed(
  database: Database,
  code: string | undefined,
): Promise<NamedUniversity | undefined> {
  const all = await rows(
    database,
    { id: 'integer', code: 'text', name: 'text' },
    sql`SELECT id_vuz AS id, btrim(id_field) AS code, btrim(v2) AS name FROM vuz ORDER BY id_vuz`,
  );
  const codes = () => all.map((university) => `${university.code} (${university.name})`).join(', ');
  if (code === undefined) {
    if (all.length > 1)
      throw new Error(
        `This database holds ${all.length} universities: name one with --university <code>: ${codes()}.`,
      );
    return all[0];
  }
  const found = all.filter((university) => university.code.toLowerCase() === code.trim().toLowerCase());
  if (found.length === 1) return found[0];
  if (found.length > 1)
    throw new Error(`Several universities have the code ${code}; give each its own code first.`);
  throw new Error(
    `No university has the code ${code}${all.length > 0 ? `: ${codes()}` : ' (the database has none yet)'}.`,
  );
}
