import { describe, expect, it } from 'vitest';
import { checkMeta, classify, copyRow, DEFAULT, Refused } from './forms';

// The forms a backup's statements may take: pg_dump's own for this schema, and nothing that runs code.

describe('classify', () => {
  it.each([
    ['SET statement_timeout = 0;', 'definition'],
    ["SET client_encoding = 'UTF8';", 'definition'],
    ["SELECT pg_catalog.set_config('search_path', '', false);", 'definition'],
    [
      'CREATE FUNCTION public.audit_row() RETURNS trigger\n    LANGUAGE plpgsql\n    AS $$ BEGIN END $$;',
      'definition',
    ],
    ['CREATE SEQUENCE public.vuz_id_vuz_seq\n    AS integer\n    START WITH 1;', 'sequence'],
    [
      'CREATE UNIQUE INDEX faculty_name_key ON public.faculty USING btree (id_vuz, lower(faculty));',
      'definition',
    ],
    [
      'CREATE TRIGGER vuz_audit AFTER INSERT OR DELETE OR UPDATE ON public.vuz FOR EACH ROW EXECUTE FUNCTION public.audit_row();',
      'definition',
    ],
    ['ALTER TABLE ONLY public.vuz\n    ADD CONSTRAINT vuz_pkey PRIMARY KEY (id_vuz);', 'definition'],
    [
      "ALTER TABLE ONLY public.vuz ALTER COLUMN id_vuz SET DEFAULT nextval('public.vuz_id_vuz_seq'::regclass);",
      'definition',
    ],
    [
      "ALTER TABLE ONLY public.faculty ALTER COLUMN id_faculty SET DEFAULT public.university_next_id('public.faculty_id_faculty_seq'::regclass);",
      'definition',
    ],
    ['ALTER SEQUENCE public.vuz_id_vuz_seq OWNED BY public.vuz.id_vuz;', 'definition'],
    ["SELECT pg_catalog.setval('public.vuz_id_vuz_seq', 12, true);", 'sequence-value'],
    ['COPY public.vuz (id_vuz, "number", v1) FROM stdin;', 'copy'],
    ["INSERT INTO public.vuz VALUES\n\t(1, 'a', NULL),\n\t(2, 'b', true);", 'rows'],
  ])('accepts %j', (sql, kind) => {
    expect(classify(sql).kind).toBe(kind);
  });

  it.each([
    'DROP TABLE public.avn_user;',
    "COPY (SELECT 'x') TO PROGRAM 'id';",
    "COPY public.vuz TO '/tmp/out';",
    "COPY public.vuz (id_vuz) FROM PROGRAM 'id';",
    'CREATE EXTENSION plpython3u;',
    'CREATE ROLE intruder SUPERUSER;',
    'ALTER ROLE postgres PASSWORD NULL;',
    "ALTER SYSTEM SET archive_command = 'id';",
    'GRANT ALL ON SCHEMA public TO PUBLIC;',
    'SET ROLE postgres;',
    'SET session_replication_role = replica;',
    'SET standard_conforming_strings = off;',
    "SET client_encoding = 'SQL_ASCII';",
    'DO $$ BEGIN PERFORM pg_sleep(1); END $$;',
    "SELECT pg_catalog.pg_read_file('/etc/passwd');",
    "SELECT pg_catalog.setval('public.vuz_id_vuz_seq', (SELECT 1), true);",
    'INSERT INTO public.vuz VALUES (public.evil());',
    'INSERT INTO public.vuz VALUES ((SELECT 1));',
    'INSERT INTO public.vuz SELECT * FROM pg_authid;',
    "INSERT INTO public.vuz VALUES (E'\\x41');",
    "INSERT INTO public.vuz VALUES (1, 'a') RETURNING pg_read_file('/etc/passwd');",
    'INSERT INTO public.vuz VALUES (1,, 2);',
    'INSERT INTO public.vuz VALUES (1), ;',
    'INSERT INTO other.vuz VALUES (1);',
    "CREATE TABLE public.x AS SELECT pg_read_file('/etc/passwd');",
    'CREATE TRIGGER t AFTER INSERT ON other.vuz FOR EACH ROW EXECUTE FUNCTION f();',
    'ALTER TABLE ONLY public.vuz ALTER COLUMN id_vuz SET DEFAULT public.evil();',
    'TRUNCATE public.vuz;',
    'CREATE SERVER s FOREIGN DATA WRAPPER postgres_fdw;',
  ])('refuses %j', (sql) => {
    expect(() => classify(sql)).toThrow(Refused);
  });

  it('reads rows of literals as values, quotes inside strings included', () => {
    const statement = classify(
      "INSERT INTO public.wiki_news_read VALUES\n\t(1, 'it''s; ''); DROP TABLE x; --', NULL, -2.5e+3, B'0101', DEFAULT, false);",
    );
    expect(statement).toEqual({
      kind: 'rows',
      table: 'wiki_news_read',
      columns: undefined,
      rows: [['1', "it's; '); DROP TABLE x; --", null, '-2.5e+3', '0101', DEFAULT, 'false']],
    });
  });

  it("reads a CREATE TABLE's columns, a generated one and a quoted one among them", () => {
    expect(
      classify(
        'CREATE TABLE public.wiki_news_read (\n    id_wiki integer NOT NULL,\n    "number" text,\n    id_question_answer integer GENERATED ALWAYS AS (\nCASE\n    WHEN (id_wiki > 0) THEN id_wiki\n    ELSE NULL::integer\nEND) STORED,\n    note text DEFAULT \'a, (b\'::text,\n    CONSTRAINT c CHECK ((id_wiki <> 0))\n);',
      ),
    ).toEqual({
      kind: 'table',
      table: 'wiki_news_read',
      columns: [
        { name: 'id_wiki', generated: false },
        { name: 'number', generated: false },
        { name: 'id_question_answer', generated: true },
        { name: 'note', generated: false },
      ],
    });
  });
});

describe('psql lines', () => {
  it.each(['\\restrict aBc123', '\\unrestrict aBc123'])('accepts pg_dump’s own %j', (line) => {
    expect(() => checkMeta(line)).not.toThrow();
  });
  it.each([
    '\\! id',
    '\\connect other',
    '\\copy vuz to program id',
    '\\i /etc/passwd',
    '\\restrict a; \\! id',
    '\\o |id',
  ])('refuses %j', (line) => {
    expect(() => checkMeta(line)).toThrow(Refused);
  });
});

describe('COPY rows', () => {
  it.each([
    ['1\tabc\t\\N', ['1', 'abc', null]],
    ['a\\tb\\nc\\\\d\\r', ['a\tb\nc\\d\r']],
    ['Ңөү\t\\x41\\101', ['Ңөү', 'AA']],
    ['\t', ['', '']],
  ])('decodes %j', (line, values) => {
    expect(copyRow(line)).toEqual(values);
  });
});
