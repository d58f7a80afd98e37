import type { Hash, Hmac } from 'node:crypto';
import { createReadStream } from 'node:fs';

// Reading a plain pg_dump file statement by statement, without running any of it: strings, quoted names,
// dollar-quoted bodies and comments are followed, so a ';' inside one of them ends nothing. What each
// statement may be is forms.ts's business; this file only cuts the text.

/** A refusal or failure told to the operator as it is: one sentence, exit code 1. */
export class RestoreError extends Error {}

export const withoutFullStop = (text: string) => text.trim().replace(/\.$/, '');
/** A failure of a restore under way: its transaction was rolled back. */
export const failure = (reason: string) =>
  new RestoreError(`The restore failed and nothing was changed: ${withoutFullStop(reason)}.`);

/** Rows of one COPY handed on at once: bounds the memory a large table takes. */
const COPY_CHUNK_ROWS = 5_000;
/** A statement longer than this is no statement pg_dump writes for this schema (1,000 rows per INSERT at most). */
const MAX_STATEMENT_CHARS = 64 << 20;

type Piece =
  /** One SQL statement, comments left out, with the line it begins on. */
  | { kind: 'statement'; sql: string; line: number }
  /** Some of the rows (text format, one line each) that follow a `COPY … FROM stdin;` statement. */
  | { kind: 'copy-rows'; copy: string; line: number; rows: string[] }
  /** A line for psql itself (`\restrict`, or anything else a forged file may hold). */
  | { kind: 'meta'; text: string; line: number };

/** The part of a file to read, and the digests that see every byte read. */
export interface Reading {
  file: string;
  /** Bytes before this offset are read; the rest (the seal, seal.ts) is not. */
  end: number;
  digests?: Array<Hash | Hmac>;
}

/** The file's lines, split at \n only (a \r inside a text value is data). */
async function* linesOf({ file, end, digests = [] }: Reading): AsyncGenerator<string> {
  if (end <= 0) return;
  let rest = '';
  const stream = createReadStream(file, { start: 0, end: end - 1, highWaterMark: 1 << 20 });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (const digest of digests) digest.update(chunk);
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new RestoreError(`${file} is not UTF-8 text, as every backup is; nothing was changed.`);
    }
    const lines = (rest + text).split('\n');
    rest = lines.pop() as string;
    if (rest.length > MAX_STATEMENT_CHARS) throw tooLong(file);
    yield* lines;
  }
  if (rest !== '') yield rest;
}

const tooLong = (file: string) =>
  new RestoreError(`${file} holds a line or statement far longer than any backup's; nothing was changed.`);

type Mode =
  | { kind: 'code' }
  | { kind: 'quote'; backslash: boolean }
  | { kind: 'identifier' }
  | { kind: 'dollar'; tag: string }
  | { kind: 'comment'; depth: number };

const CODE: Mode = { kind: 'code' };
const SPECIAL = /['"$;/-]/g;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;
const COPY_FROM_STDIN = /^COPY\s[\s\S]*\sFROM\s+stdin;$/i;

/**
 * The pieces of a plain dump, in order. A line beginning with a backslash between statements is a psql
 * command (a meta piece); the rows after `COPY … FROM stdin;` up to `\.` come as copy-rows pieces.
 */
export async function* piecesOf(reading: Reading): AsyncGenerator<Piece> {
  const { file } = reading;
  let mode: Mode = CODE;
  let statement = '';
  let statementLine = 0;
  let copy: { sql: string; line: number; rows: string[] } | undefined;
  let lineNumber = 0;
  for await (const line of linesOf(reading)) {
    lineNumber++;
    if (copy) {
      if (line === '\\.' || copy.rows.length >= COPY_CHUNK_ROWS) {
        yield { kind: 'copy-rows', copy: copy.sql, line: copy.line, rows: copy.rows };
        copy.rows = [];
      }
      if (line === '\\.') copy = undefined;
      else copy.rows.push(line);
      continue;
    }
    if (statement === '' && mode.kind === 'code' && line.startsWith('\\')) {
      yield { kind: 'meta', text: line, line: lineNumber };
      continue;
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
          yield { kind: 'statement', sql: text, line: statementLine };
          if (COPY_FROM_STDIN.test(text)) {
            // The rows begin on the next line; whatever follows the ';' on this one is not SQL.
            copy = { sql: text, line: statementLine, rows: [] };
            from = at = line.length;
          }
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
      if (statement.length > MAX_STATEMENT_CHARS) throw tooLong(file);
    }
  }
  if (copy) throw failure(`${file} ends inside the rows of the COPY at line ${copy.line}`);
  if (statement.trim() !== '' || mode.kind !== 'code')
    throw failure(`${file} ends inside the statement at line ${statementLine}`);
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
