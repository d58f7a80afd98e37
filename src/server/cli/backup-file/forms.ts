// What a backup's statements may be: the forms pg_dump writes for this application's schema, and nothing else.
// Definitions (tables, sequences, indexes, functions, triggers, constraints) are recognised by their form and
// never run: the restore builds the schema with this release's migrations. What the file gives is data only:
// the rows of each table, read here into plain values, and each sequence's value.

/** A name as pg_dump writes it: lower-case bare, or double-quoted. */
const NAME = `(?:[a-z_][a-z0-9_$]*|"(?:[^"]|"")+")`;
const PUBLIC = `public\\.(${NAME})`;

const unquoted = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** pg_dump's header settings, with the values it writes. Any other SET is refused. */
const HEADER_SETTINGS: Record<string, RegExp> = {
  statement_timeout: /^0$/,
  lock_timeout: /^0$/,
  idle_in_transaction_session_timeout: /^0$/,
  transaction_timeout: /^0$/,
  client_encoding: /^'UTF8'$/,
  standard_conforming_strings: /^on$/, // the strings below are read as standard ones
  check_function_bodies: /^false$/,
  xmloption: /^content$/,
  client_min_messages: /^warning$/,
  row_security: /^off$/,
  default_tablespace: /^''$/,
  default_table_access_method: /^heap$/,
  default_with_oids: /^false$/,
};

/** Definitions: their form is checked, they are not run. */
const DEFINITIONS: RegExp[] = [
  /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/,
  new RegExp(String.raw`^CREATE SEQUENCE ${PUBLIC}\s`),
  new RegExp(String.raw`^CREATE (?:UNIQUE )?INDEX ${NAME} ON ${PUBLIC} USING \w+ \(`),
  new RegExp(String.raw`^CREATE FUNCTION ${PUBLIC}\(`),
  new RegExp(String.raw`^CREATE TRIGGER ${NAME} (?:BEFORE|AFTER|INSTEAD OF) [\s\S]* ON ${PUBLIC} `),
  new RegExp(String.raw`^ALTER TABLE ONLY ${PUBLIC}\s+ADD CONSTRAINT ${NAME} `),
  new RegExp(
    String.raw`^ALTER TABLE ONLY ${PUBLIC} ALTER COLUMN ${NAME} SET DEFAULT nextval\('public\.${NAME}'::regclass\);$`,
  ),
  // A university's rows numbered from its own sequence past the second university (migration 0030).
  new RegExp(
    String.raw`^ALTER TABLE ONLY ${PUBLIC} ALTER COLUMN ${NAME} SET DEFAULT public\.university_next_id\('public\.${NAME}'::regclass\);$`,
  ),
  new RegExp(String.raw`^ALTER SEQUENCE ${PUBLIC} OWNED BY ${PUBLIC}\.${NAME};$`),
  // The universities' row-level security and the server role's rights (migration 0025, db/migrate.ts).
  new RegExp(String.raw`^ALTER TABLE (?:ONLY )?${PUBLIC} (?:ENABLE|FORCE) ROW LEVEL SECURITY;$`),
  new RegExp(String.raw`^CREATE POLICY ${NAME} ON ${PUBLIC} (?:USING|WITH CHECK|FOR|AS|TO) `),
  new RegExp(String.raw`^GRANT [A-Z]+(?:,[A-Z]+)* ON (?:TABLE|SEQUENCE) ${PUBLIC} TO ${NAME};$`),
  new RegExp(String.raw`^GRANT USAGE ON SCHEMA public TO ${NAME};$`),
];

const CREATE_TABLE = new RegExp(String.raw`^CREATE TABLE ${PUBLIC} \(([\s\S]*)\);$`);
const CREATE_SEQUENCE = new RegExp(String.raw`^CREATE SEQUENCE ${PUBLIC}\s`);
const SET = /^SET (\w+) = (.*);$/;
const SETVAL = new RegExp(
  String.raw`^SELECT pg_catalog\.setval\('public\.(${NAME})', (\d{1,19}), (true|false)\);$`,
);
const INSERT = new RegExp(
  String.raw`^INSERT INTO ${PUBLIC}(?: \(([^()]*)\))?(?: OVERRIDING SYSTEM VALUE)? VALUES\s*([\s\S]*);$`,
);
const COPY = new RegExp(String.raw`^COPY ${PUBLIC} \(([^()]*)\) FROM stdin;$`);
const RESTRICT = /^\\(?:un)?restrict [A-Za-z0-9]{1,128}$/;

export interface Column {
  name: string;
  /** GENERATED ALWAYS AS (…) STORED: computed by the database, never loaded. */
  generated: boolean;
}

/** A value of a row: text as the column's input function reads it, null, or DEFAULT (a generated column). */
export type Value = string | null | typeof DEFAULT;
export const DEFAULT: unique symbol = Symbol('DEFAULT');

type Statement =
  | { kind: 'definition' }
  | { kind: 'table'; table: string; columns: Column[] }
  | { kind: 'sequence'; sequence: string }
  | { kind: 'sequence-value'; sequence: string; value: string; called: boolean }
  | { kind: 'rows'; table: string; columns: string[] | undefined; rows: Value[][] }
  | { kind: 'copy'; table: string; columns: string[] };

/** A statement the restore refuses: the reason, for "line N of FILE …". */
export class Refused extends Error {}

const shortened = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
};
const notABackupStatement = (sql: string) =>
  new Refused(`holds a statement that db:backup never writes ("${shortened(sql)}")`);

/** A psql line: only pg_dump's own \restrict and \unrestrict. */
export function checkMeta(text: string): void {
  if (!RESTRICT.test(text))
    throw new Refused(`is a psql command that db:backup never writes ("${shortened(text)}")`);
}

/** What one statement of a backup is, or Refused. */
export function classify(sql: string): Statement {
  const set = SET.exec(sql);
  if (set) {
    const allowed = HEADER_SETTINGS[(set[1] as string).toLowerCase()];
    if (!allowed?.test(set[2] as string)) throw notABackupStatement(sql);
    return { kind: 'definition' };
  }
  const table = CREATE_TABLE.exec(sql);
  if (table)
    return { kind: 'table', table: unquoted(table[1] as string), columns: columnsOf(table[2] as string) };
  const sequence = CREATE_SEQUENCE.exec(sql);
  if (sequence) return { kind: 'sequence', sequence: unquoted(sequence[1] as string) };
  if (DEFINITIONS.some((form) => form.test(sql))) return { kind: 'definition' };
  const setval = SETVAL.exec(sql);
  if (setval)
    return {
      kind: 'sequence-value',
      sequence: unquoted(setval[1] as string),
      value: setval[2] as string,
      called: setval[3] === 'true',
    };
  const copy = COPY.exec(sql);
  if (copy)
    return { kind: 'copy', table: unquoted(copy[1] as string), columns: namesOf(copy[2] as string, sql) };
  const insert = INSERT.exec(sql);
  if (insert)
    return {
      kind: 'rows',
      table: unquoted(insert[1] as string),
      columns: insert[2] === undefined ? undefined : namesOf(insert[2], sql),
      rows: tuplesOf(insert[3] as string, sql),
    };
  throw notABackupStatement(sql);
}

function namesOf(list: string, sql: string): string[] {
  const names = list.split(',').map((name) => name.trim());
  const name = new RegExp(`^${NAME}$`);
  if (names.some((each) => !name.test(each))) throw notABackupStatement(sql);
  return names.map(unquoted);
}

/** A CREATE TABLE's columns, in order: its body cut at the commas outside parentheses and quotes. */
function columnsOf(body: string): Column[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let at = 0; at < body.length; at++) {
    const char = body[at];
    if (quote) {
      if (char === quote && body[at + 1] === quote)
        at++; // a doubled quote is one quote character
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(body.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(body.slice(start));
  const columns: Column[] = [];
  const column = new RegExp(`^(${NAME})\\s`);
  for (const part of parts.map((each) => each.trim())) {
    if (/^(?:CONSTRAINT|CHECK|PRIMARY KEY|UNIQUE|FOREIGN KEY|EXCLUDE)\b/.test(part)) continue;
    const name = column.exec(`${part} `)?.[1];
    if (!name) throw notABackupStatement(`CREATE TABLE (${part})`);
    columns.push({ name: unquoted(name), generated: /\sGENERATED ALWAYS AS \(/.test(part) });
  }
  return columns;
}

const TOKEN =
  /\s*(?:(NULL|DEFAULT|true|false)\b|(-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)|(B?)'((?:[^']|'')*)'|([(),]))/y;
const REST_IS_BLANK = /\s*$/y;

/** The rows of an INSERT's VALUES: `(v, v, …), (…)` of literals only, as pg_dump writes them. */
function tuplesOf(text: string, sql: string): Value[][] {
  const rows: Value[][] = [];
  let row: Value[] = [];
  // What may come next: a row's '(', a value, what follows a value (',' or ')'), what follows a row (',' or the end).
  let expecting: 'row' | 'value' | 'after-value' | 'after-row' = 'row';
  TOKEN.lastIndex = 0;
  for (;;) {
    REST_IS_BLANK.lastIndex = TOKEN.lastIndex;
    if (REST_IS_BLANK.test(text)) break;
    const token = TOKEN.exec(text);
    if (!token) throw notABackupStatement(sql);
    const [, word, number, bits, string, punctuation] = token;
    if (expecting === 'row' && punctuation === '(') {
      row = [];
      expecting = 'value';
    } else if (expecting === 'after-value' && punctuation === ',') expecting = 'value';
    else if (expecting === 'after-value' && punctuation === ')') {
      rows.push(row);
      expecting = 'after-row';
    } else if (expecting === 'after-row' && punctuation === ',') expecting = 'row';
    else if (expecting === 'value' && punctuation === undefined) {
      if (word === 'NULL') row.push(null);
      else if (word === 'DEFAULT') row.push(DEFAULT);
      else if (word !== undefined) row.push(word);
      else if (number !== undefined) row.push(number);
      else row.push(bits ? (string as string) : (string as string).replaceAll("''", "'"));
      expecting = 'after-value';
    } else throw notABackupStatement(sql);
  }
  if (expecting !== 'after-row') throw notABackupStatement(sql);
  return rows;
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One line of COPY's text format: tab-separated fields, \N for null, backslash escapes. */
export function copyRow(line: string): Array<string | null> {
  return line.split('\t').map((field) => {
    if (field === '\\N') return null;
    if (!field.includes('\\')) return field;
    return field.replace(/\\(x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
      if (code.startsWith('x') && code.length > 1)
        return String.fromCharCode(Number.parseInt(code.slice(1), 16));
      if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
      return ESCAPES[code] ?? code;
    });
  });
}
