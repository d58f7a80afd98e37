import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

// Reading a backup file: is it a whole dump of this application, and its statements one by one, with the
// line numbers a failure names. Shared by the restore into the embedded database and into a server.

/** Rows of one COPY sent to the embedded database at once: bounds the memory a large dump takes. */
const COPY_CHUNK_CHARS = 8 << 20;

/** A refusal or failure told to the user as it is: one sentence, exit code 1. */
export class RestoreError extends Error {}

export const withoutFullStop = (text: string) => text.trim().replace(/\.$/, '');
/** A failure while the dump was being run: its transaction was rolled back. */
export const failure = (reason: string) =>
  new RestoreError(`The restore failed and nothing was changed: ${withoutFullStop(reason)}.`);

const DUMP_HEADER = '--\n-- PostgreSQL database dump\n--';
const DUMP_END = '-- PostgreSQL database dump complete';
const MIGRATION_TABLE = 'CREATE TABLE public.schema_migration (';

/**
 * Refuses, before anything is opened, a file that is not a whole backup of this application: not a pg_dump
 * plain dump, cut short (pg_dump's closing line missing), or a dump of some other database.
 */
export async function checkBackup(file: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new RestoreError(
      code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${(error as Error).message}.`,
    );
  }
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead).toString('utf8');
    };
    if (!(await read(0, 256)).startsWith(DUMP_HEADER))
      throw new RestoreError(`${file} is not a plain SQL backup written by npm run db:backup (pg_dump).`);
    const tail = (await read(Math.max(0, size - 4096), 4096))
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\\unrestrict\b/.test(line));
    if (tail.at(-2) !== DUMP_END || tail.at(-1) !== '--')
      throw new RestoreError(
        `${file} is incomplete (pg_dump's closing line is missing, so it was cut short); nothing was changed.`,
      );
  } finally {
    await handle.close();
  }
  for await (const line of linesOf(file)) if (line.startsWith(MIGRATION_TABLE)) return;
  throw new RestoreError(
    `${file} is not a backup of this application (it has no schema_migration table); nothing was changed.`,
  );
}

/** The file's lines, split at \n only (a \r inside a text value is data). */
async function* linesOf(file: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() as string;
    yield* lines;
  }
  if (rest !== '') yield rest;
}

interface Piece {
  /** One SQL statement; for rows, a COPY … FROM '/dev/blob' that reads `rows`. */
  sql: string;
  /** Where it begins in the file. */
  line: number;
  /** COPY's rows (text format), for PGlite's /dev/blob. */
  rows?: string;
}

type Mode =
  | { kind: 'code' }
  | { kind: 'quote'; backslash: boolean }
  | { kind: 'identifier' }
  | { kind: 'dollar'; tag: string }
  | { kind: 'comment'; depth: number };

const CODE: Mode = { kind: 'code' };
const SPECIAL = /['"$;/-]/g;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;
const COPY_FROM_STDIN = /^(COPY\s[\s\S]*?)\s+FROM\s+stdin;$/i;
export const SETTING = /^SET\s+(\w+)\s*(?:=|TO)\s/i;

/**
 * The statements of a pg_dump plain dump, one by one, for the embedded database (which has no psql): strings,
 * quoted names, dollar-quoted function bodies and comments are followed, so a ';' in any of them ends nothing.
 * COPY … FROM stdin with its rows becomes COPY … FROM '/dev/blob' (in chunks); psql's \restrict lines are
 * skipped; a SET of a setting the target does not know (a newer server's dump) is skipped.
 */
export async function* piecesOf(file: string, knownSettings: Set<string>): AsyncGenerator<Piece> {
  let mode: Mode = CODE;
  let statement = '';
  let statementLine = 0;
  let copy: { sql: string; line: number; rows: string[]; size: number } | undefined;
  let lineNumber = 0;
  for await (const line of linesOf(file)) {
    lineNumber++;
    if (copy) {
      if (line === '\\.' || copy.size >= COPY_CHUNK_CHARS) {
        if (copy.rows.length > 0) yield { sql: copy.sql, line: copy.line, rows: `${copy.rows.join('\n')}\n` };
        copy.rows = [];
        copy.size = 0;
      }
      if (line === '\\.') copy = undefined;
      else {
        copy.rows.push(line);
        copy.size += line.length + 1;
      }
      continue;
    }
    if (statement === '' && mode.kind === 'code' && line.startsWith('\\')) {
      if (/^\\(un)?restrict\b/.test(line)) continue;
      throw failure(`line ${lineNumber} of ${file} is a psql command this restore does not know`);
    }
    let from = 0;
    let at = 0;
    while (at < line.length) {
      if (mode.kind === 'code') {
        SPECIAL.lastIndex = at;
        const found = SPECIAL.exec(line);
        if (!found) break;
        at = found.index;
        const char = line[at];
        const next = line[at + 1];
        if (char === '-' && next === '-') {
          statement += line.slice(from, at); // a comment to the end of the line: left out
          from = at = line.length;
        } else if (char === '/' && next === '*') {
          mode = { kind: 'comment', depth: 1 };
          at += 2;
        } else if (char === "'") {
          // E'…' takes backslash escapes; pg_dump writes standard strings, but a default or a check may hold one.
          const backslash = /[Ee]/.test(line[at - 1] ?? '') && !/[\w$]/.test(line[at - 2] ?? '');
          mode = { kind: 'quote', backslash };
          at++;
        } else if (char === '"') {
          mode = { kind: 'identifier' };
          at++;
        } else if (char === '$') {
          DOLLAR_TAG.lastIndex = at;
          const tag = DOLLAR_TAG.exec(line)?.[0];
          if (tag && !/[\w$]/.test(line[at - 1] ?? '')) {
            mode = { kind: 'dollar', tag };
            at += tag.length;
          } else at++;
        } else if (char === ';') {
          if (statement === '') statementLine = lineNumber;
          const text = (statement + line.slice(from, at + 1)).trim();
          statement = '';
          from = at = at + 1;
          const copyFrom = COPY_FROM_STDIN.exec(text);
          const setting = SETTING.exec(text)?.[1]?.toLowerCase();
          if (copyFrom) {
            // The rows begin on the next line.
            copy = { sql: `${copyFrom[1]} FROM '/dev/blob'`, line: statementLine, rows: [], size: 0 };
            from = at = line.length;
          } else if (!setting || knownSettings.has(setting)) yield { sql: text, line: statementLine };
        } else at++;
      } else if (mode.kind === 'quote') {
        if (mode.backslash) {
          while (at < line.length && line[at] !== "'") at += line[at] === '\\' ? 2 : 1;
        } else {
          const end = line.indexOf("'", at);
          at = end === -1 ? line.length : end;
        }
        if (at >= line.length) break;
        if (line[at + 1] === "'") at += 2;
        else {
          mode = CODE;
          at++;
        }
      } else if (mode.kind === 'identifier') {
        const end = line.indexOf('"', at);
        if (end === -1) break;
        if (line[end + 1] === '"') at = end + 2;
        else {
          mode = CODE;
          at = end + 1;
        }
      } else if (mode.kind === 'dollar') {
        const end = line.indexOf(mode.tag, at);
        if (end === -1) break;
        at = end + mode.tag.length;
        mode = CODE;
      } else {
        const open = line.indexOf('/*', at);
        const close = line.indexOf('*/', at);
        if (close === -1 && open === -1) break;
        if (open !== -1 && (close === -1 || open < close)) {
          mode = { kind: 'comment', depth: mode.depth + 1 };
          at = open + 2;
        } else {
          mode = mode.depth === 1 ? CODE : { kind: 'comment', depth: mode.depth - 1 };
          at = close + 2;
        }
      }
    }
    const rest = line.slice(from);
    if (statement !== '' || rest.trim() !== '' || mode.kind !== 'code') {
      if (statement === '') statementLine = lineNumber;
      statement += `${rest}\n`;
    }
  }
  if (copy) throw failure(`${file} ends inside the rows of the COPY at line ${copy.line}`);
  if (statement.trim() !== '' || mode.kind !== 'code')
    throw failure(`${file} ends inside the statement at line ${statementLine}`);
}

export const lineRange = (first: number, last: number) =>
  first === last ? `line ${first}` : `lines ${first}–${last}`;
export async function tableCount(
  query: (text: string) => Promise<Array<{ count: number }>>,
): Promise<number> {
  const [row] = await query(
    "SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'f')",
  );
  return row?.count ?? 0;
}

export const refuseNonEmpty = (target: string, tables: number) => {
  if (tables > 0)
    throw new RestoreError(
      `${capitalised(target)} is not empty (it has ${tables} table${tables === 1 ? '' : 's'}): db:restore only fills an empty database, and nothing was changed.`,
    );
};

export async function settingNames(
  query: (text: string) => Promise<Array<{ name: string }>>,
): Promise<Set<string>> {
  return new Set((await query('SELECT name FROM pg_settings')).map((row) => row.name.toLowerCase()));
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
