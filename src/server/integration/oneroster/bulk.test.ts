import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { IntegrationScope } from '../../../contract/integration';
import {
  classTypes,
  csvTables,
  manifestFiles,
  orgTypes,
  processingModes,
  sessionTypes,
} from '../../../contract/oneroster';
import { integrationTestApp } from '../testing';

// The OneRoster 1.2 bulk CSV zip (decision 0079) on the demo university: the contract's files are the CSV
// binding's (its header lines as 1EdTech publishes them); the zip unzipped and each file parsed back by an
// independent RFC 4180 reader has those headers, the required fields filled, the binding's enumerations, and
// every reference resolved within the files; names with commas, quotes and Kyrgyz letters come back whole;
// a faculty's client gets its faculty alone. Both databases.

const { app, newClient, tokenOf, read } = integrationTestApp();

/** The CSV binding's header lines (1EdTech OneRoster 1.2 CSV Binding, its tables of these files). */
const SPEC_HEADERS = {
  orgs: 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
  academicSessions:
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
  courses:
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
  classes:
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,' +
    'termSourcedIds,subjects,subjectCodes,periods',
};

/** The binding's manifest properties of files (file.<name>), 1.2 adding the gradebook's and roles'. */
const SPEC_MANIFEST_FILES =
  'academicSessions categories classes classResources courses courseResources demographics enrollments ' +
  'lineItemLearningObjectiveIds lineItems lineItemScoreScales orgs resources resultLearningObjectiveIds results ' +
  'resultScoreScales roles scoreScales userProfiles userResources users';

type Row = Record<string, string>;

/** The zip a client gets, each file's text and rows (the header line apart). */
async function bulk(scope: IntegrationScope, faculty?: number) {
  const token = await tokenOf(await newClient([scope], faculty === undefined ? undefined : [faculty]));
  const answer = await read('ims/oneroster/bulk.zip', token);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(answer.rawPayload));
  const text = (name: string) => new TextDecoder('utf-8', { fatal: true }).decode(files[name]);
  const rows = (name: string): Row[] => parse(text(name), { columns: true, bom: false, relax_quotes: false });
  return { names: Object.keys(files).sort(), text, rows };
}

describe('the contract', () => {
  it("lists the binding's columns in its order, and its manifest's files", () => {
    for (const [table, header] of Object.entries(SPEC_HEADERS))
      expect(csvTables[table as keyof typeof csvTables].columns.join(','), table).toBe(header);
    for (const { columns, required } of Object.values(csvTables))
      expect(required.filter((column) => !(columns as readonly string[]).includes(column))).toEqual([]);
    expect(manifestFiles.join(' ')).toBe(SPEC_MANIFEST_FILES);
  });
});

describe('the bulk zip', () => {
  it('holds the manifest and the four files, each as the binding writes it', async () => {
    const { names, text, rows } = await bulk('structure:read');
    expect(names).toEqual(['academicSessions.csv', 'classes.csv', 'courses.csv', 'manifest.csv', 'orgs.csv']);
    const manifest = new Map(rows('manifest.csv').map((row) => [row.propertyName, row.value]));
    expect(text('manifest.csv').split('\r\n')[0]).toBe('propertyName,value');
    expect(manifest.get('manifest.version')).toBe('1.0');
    expect(manifest.get('oneroster.version')).toBe('1.2');
    for (const file of manifestFiles) {
      expect(processingModes).toContain(manifest.get(`file.${file}`));
      expect(manifest.get(`file.${file}`), file).toBe(names.includes(`${file}.csv`) ? 'bulk' : 'absent');
    }
    for (const [table, header] of Object.entries(SPEC_HEADERS)) {
      const content = text(`${table}.csv`);
      expect(content.startsWith(`${header}\r\n`), table).toBe(true);
      expect(content.charCodeAt(0), 'no byte-order mark').not.toBe(0xfeff);
      const { required } = csvTables[table as keyof typeof csvTables];
      const parsed = rows(`${table}.csv`);
      expect(parsed.length, table).toBeGreaterThan(0);
      for (const row of parsed) {
        for (const column of required)
          expect(row[column], `${table} ${row.sourcedId} ${column}`).not.toBe('');
        // A bulk file leaves these to delta files.
        expect([row.status, row.dateLastModified]).toEqual(['', '']);
      }
    }
  });

  it('refers only to what its files hold, as the REST binding answers', async () => {
    const { rows } = await bulk('structure:read');
    const [orgs, sessions, courses, classes] = [
      rows('orgs.csv'),
      rows('academicSessions.csv'),
      rows('courses.csv'),
      rows('classes.csv'),
    ];
    const byId = (list: Row[]) => new Map(list.map((row) => [row.sourcedId, row]));
    const [org, session, course] = [byId(orgs), byId(sessions), byId(courses)];
    for (const row of orgs) {
      expect(orgTypes).toContain(row.type);
      if (row.parentSourcedId !== '') expect(org.has(row.parentSourcedId ?? ''), row.sourcedId).toBe(true);
    }
    for (const row of sessions) {
      expect(sessionTypes).toContain(row.type);
      expect(row.schoolYear).toMatch(/^\d{4}$/);
      if (row.parentSourcedId !== '') expect(session.get(row.parentSourcedId ?? '')?.type).toBe('schoolYear');
    }
    for (const row of courses) expect(org.get(row.orgSourcedId ?? '')?.type).toBe('school');
    for (const row of classes) {
      expect(classTypes).toContain(row.classType);
      expect(course.get(row.courseSourcedId ?? '')?.orgSourcedId, row.sourcedId).toBe(row.schoolSourcedId);
      expect(org.get(row.schoolSourcedId ?? '')?.type).toBe('school');
      for (const term of (row.termSourcedIds ?? '').split(','))
        expect(session.get(term)?.type, `${row.sourcedId} ${term}`).toBe('semester');
    }
    // As many as the REST collections count.
    const token = await tokenOf(await newClient(['structure:read']));
    for (const [name, list] of [
      ['orgs', orgs],
      ['academicSessions', sessions],
      ['courses', courses],
      ['classes', classes],
    ] as const) {
      const answer = await read(`ims/oneroster/rostering/v1p2/${name}?limit=1`, token);
      expect(Number(answer.headers['x-total-count']), name).toBe(list.length);
    }
  });

  it('brings back a name with commas, quotes and Kyrgyz letters whole (RFC 4180, UTF-8)', async () => {
    const name = 'Факультет "Экономика, бизнес" — Экономика жана бизнес: ң, ө, ү';
    const [faculty] = (await app().database.query<{ id: number }>(
      'UPDATE faculty SET faculty = $1 WHERE id_faculty = (SELECT min(id_faculty) FROM faculty) RETURNING id_faculty AS id',
      [name],
    )) as Array<{ id: number }>;
    const { text, rows } = await bulk('structure:read');
    expect(rows('orgs.csv').find((row) => row.sourcedId === `faculty-${faculty?.id}`)?.name).toBe(name);
    expect(text('orgs.csv')).toContain(`,"${name.replaceAll('"', '""')}",school,`);
  });

  it("holds a faculty's client's faculty alone, its references resolved", async () => {
    const [one, other] = (
      (await app().database.query<{ id: number }>(
        'SELECT id_faculty AS id FROM faculty f WHERE EXISTS (SELECT FROM speciality s WHERE s.id_faculty = f.id_faculty) ORDER BY 1 LIMIT 2',
      )) as Array<{ id: number }>
    ).map((row) => `faculty-${row.id}`);
    const { rows } = await bulk('structure:read', Number(one?.split('-')[1]));
    const orgs = rows('orgs.csv');
    expect(orgs.filter((row) => row.type === 'school').map((row) => row.sourcedId)).toEqual([one]);
    expect(orgs.some((row) => row.parentSourcedId === other)).toBe(false);
    const courses = rows('courses.csv');
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((row) => row.orgSourcedId === one)).toBe(true);
    const ids = new Set(courses.map((row) => row.sourcedId));
    for (const row of rows('classes.csv')) {
      expect(row.schoolSourcedId).toBe(one);
      expect(ids.has(row.courseSourcedId ?? '')).toBe(true);
    }
  });
});
