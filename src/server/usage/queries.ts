import { type Language, languages } from '../../contract/limits';
import { USAGE_NAMES_MAX, type UsageKind, type UsageRow } from '../../contract/usage';
import { namesIn } from '../core/messages';
import type { Said } from '../core/said';
import type { Database } from '../db/connection';
import { rows, sql } from '../db/sql';
import { type Dependent, dependentLabels, usages } from './dependents';

/**
 * How many rows of one kind use the record `id`, and the first few of their names. The table, joins and
 * name of a dependent are fixed texts of dependents.ts; the id is a parameter.
 */
async function usedBy(database: Database, dependent: Dependent, id: number, lang: Language) {
  const match = dependent.where?.(id) ?? sql`o.${sql.raw(dependent.column ?? '')} = ${id}`;
  const found = await rows(
    database,
    { count: 'integer', name: 'text' },
    sql`SELECT count(*) OVER ()::int AS count, ${sql.raw(dependent.name(lang))} AS name
          FROM ${sql.raw(dependent.table)} o ${sql.raw(dependent.joins ?? '')}
         WHERE ${match} ORDER BY 2 LIMIT ${USAGE_NAMES_MAX}`,
  );
  return { count: found[0]?.count ?? 0, names: found.map((row) => row.name) };
}

/** Where a record is used: a row per kind of record using it, none when nothing stops its delete. */
export async function usageOf(database: Database, kind: UsageKind, id: number, lang: Language) {
  const answer: UsageRow[] = [];
  for (const dependent of usages[kind].dependents) {
    const { count, names } = await usedBy(database, dependent, id, lang);
    if (count > 0)
      answer.push({ kind: dependent.kind, label: dependentLabels[dependent.kind][lang], count, names });
  }
  return answer;
}

/** One line of the usage: "Specialities: 3 (080111 Маркетинг — ФЭМ, Очная, …)". */
const lineOf = (row: UsageRow) =>
  `${row.label}: ${row.count} (${row.names.join('; ')}${row.count > row.names.length ? '; …' : ''})`;

/**
 * The sentence of a refused delete (sms 6) of a row of `table`: where it is used, in each language;
 * undefined for a table whose usage is not described, or when nothing uses it by now.
 */
export async function inUseSaid(database: Database, table: string, id: number): Promise<Said | undefined> {
  const kind = (Object.keys(usages) as UsageKind[]).find((candidate) => usages[candidate].table === table);
  if (!kind) return undefined;
  const uses = {} as Record<Language, string>;
  for (const lang of languages) uses[lang] = (await usageOf(database, kind, id, lang)).map(lineOf).join('; ');
  if (uses.ru === '') return undefined;
  return { key: 'recordInUse', params: namesIn('uses', uses) };
}
