import { type CheckRowOf, type TranslationTable, translationTables } from '../../contract/checks';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import { type Executor, type SQL, sql } from '../db/sql';
import { found, nameIn } from './found';

// Translation completeness: the records whose Kyrgyz or English name is empty, per table. Only
// the tables where either may be empty (contract/checks.ts translationTables); the name shown is the
// record's own in the request's language, else its Russian one.

/** A table's record: its id, its names as staff read them (code first), and whether each translation is empty. */
interface Source {
  id: string;
  ru: string;
  kg: string;
  en: string;
  /** The names that must all be translated (a university has a short and a full name). */
  kgMissing: string;
  enMissing: string;
}

const blank = (...columns: string[]) => columns.map((column) => `btrim(${column}) = ''`).join(' OR ');

/** Two names of one record in one language, as a record. */
const named = (stem: string, kg = `${stem}_kg`, en = `${stem}_en`): Omit<Source, 'id'> => ({
  ru: stem,
  kg,
  en,
  kgMissing: blank(kg),
  enMissing: blank(en),
});
const coded = (stem: string, kg = `${stem}_kg`, en = `${stem}_en`): Omit<Source, 'id'> => ({
  ru: `code || ' ' || ${stem}`,
  kg: `code || ' ' || ${kg}`,
  en: `code || ' ' || ${en}`,
  kgMissing: blank(kg),
  enMissing: blank(en),
});

const sources: Record<TranslationTable, Source> = {
  direction: { id: 'id_direction', ...coded('direction') },
  special: { id: 'id_special', ...coded('special') },
  // Its Kyrgyz name is required by the database (0002): only the English one can be missing.
  f_educ: { id: 'id_f_educ', ...named('f_educ'), kgMissing: 'false' },
  f_educ_vid: { id: 'id_f_educ_vid', ...named('name') },
  f_educ_prog: { id: 'id_f_educ_prog', ...named('name') },
  korpus: { id: 'id_korpus', ...named('korpus') },
  otdel: { id: 'id_otdel', ...named('otdel') },
  discipline: { id: 'id_discipline', ...coded('name') },
  vid_discipline: { id: 'id_vid_discipline', ...named('name') },
  ministry: { id: 'id_ministry', ...named('name') },
  vuz: {
    id: 'id_vuz',
    ...named('v2', 'v2_k', 'v2_en'),
    kgMissing: blank('v1_k', 'v2_k'),
    enMissing: blank('v1_en', 'v2_en'),
  },
};

/** One table's records missing a translation. Fixed text of this file, no input in it. */
function missingIn(table: TranslationTable): SQL {
  const source = sources[table];
  return sql.raw(`SELECT '${table}'::text AS table_name, ${source.id} AS id_record, ${source.ru} AS name,
                         ${source.kg} AS name_kg, ${source.en} AS name_en,
                         (${source.kgMissing}) AS kg_missing, (${source.enMissing}) AS en_missing
                    FROM ${table} WHERE (${source.kgMissing}) OR (${source.enMissing})`);
}

const shape = {
  table_name: translationTables,
  id_record: 'integer',
  name: 'text',
  name_kg: 'text',
  name_en: 'text',
  kg_missing: 'boolean',
  en_missing: 'boolean',
} as const;

export function translation(tx: Executor) {
  const union = sql.join(
    translationTables.map((table) => missingIn(table)),
    sql` UNION ALL `,
  );
  const order = sql.raw(
    `array_position(ARRAY['${translationTables.join("','")}'], v.table_name), v.name, v.id_record`,
  );
  return found(tx, shape, union, order);
}

export type TranslationViolation = Awaited<ReturnType<typeof translation>>['rows'][number];

/** "no Kyrgyz or English name". */
export function sayTranslation(row: TranslationViolation, lang: Language): CheckRowOf<'translation'> {
  const missing = [...(row.kg_missing ? ['kg' as const] : []), ...(row.en_missing ? ['en' as const] : [])];
  const sentence =
    missing.length === 2
      ? 'checkTranslationBoth'
      : row.kg_missing
        ? 'checkTranslationKg'
        : 'checkTranslationEn';
  // A name whose translation is empty reads as its code alone: the Russian one stands in.
  const names = {
    ru: row.name,
    kg: row.kg_missing ? '' : row.name_kg,
    en: row.en_missing ? '' : row.name_en,
  };
  return {
    check: 'translation',
    table: row.table_name,
    idRecord: row.id_record,
    missing,
    record: nameIn(names, lang),
    faculty: null,
    detail: translate(sentence, lang),
  };
}
