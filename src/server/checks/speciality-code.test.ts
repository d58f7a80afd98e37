import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import { type ChecksAnswer, checksAnswer } from '../../contract/checks';
import type { PrintedDocument } from '../../contract/documents';
import { sqlOn } from '../testing/check-fixtures';
import { exportFile } from '../testing/export-file';
import { signedInApp } from '../testing/signed-in-app';

// Decision 0058: a speciality is named by one code wherever staff read it: the catalogue's (SPEC §3's p25-1,
// 140211), not the parameters' own (640200-26), on the checks screen as in the cascade, the printed
// admission plan and the exported files. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const query = sqlOn(app);

/** The demo's full-time Электроснабжение: catalogue code 140211, its own code 640200-26. */
const electricity = async () =>
  (
    await query<{
      id_speciality: number;
      id_faculty: number;
      id_direction: number;
      id_f_educ: number;
      code: string;
      code_spec: string;
    }>(
      `SELECT s.id_speciality, s.id_faculty, s.id_direction, s.id_f_educ, sp.code, s.code_spec
         FROM speciality s JOIN special sp USING (id_special) JOIN f_educ e USING (id_f_educ)
        WHERE sp.code = '140211' AND e.oz = 0 ORDER BY s.id_speciality LIMIT 1`,
    )
  )[0] as {
    id_speciality: number;
    id_faculty: number;
    id_direction: number;
    id_f_educ: number;
    code: string;
    code_spec: string;
  };

const checks = async (lang: string): Promise<ChecksAnswer> => {
  const answer = await app.api.call('GET', 'checks/list', undefined, lang);
  expect(answer.status).toBe(200);
  return checksAnswer.parse(answer.data);
};

describe('a speciality’s code', () => {
  it('is the catalogue’s on the checks screen, as in the cascade, the admission plan and its file', async () => {
    const speciality = await electricity();
    expect(speciality.code_spec).toBe('640200-26');
    // Its licence taken away, the licence check names it.
    await query('UPDATE speciality SET id_licence = NULL WHERE id_speciality = $1', [
      speciality.id_speciality,
    ]);
    for (const lang of ['ru', 'kg', 'en']) {
      const row = (await checks(lang)).rows.find(
        (each) => each.check === 'licence' && each.idSpeciality === speciality.id_speciality,
      );
      expect(row?.record, lang).toMatch(/^140211 /);
    }
    // No row of any check names a speciality by its own code.
    const own = (
      await query<{ code_spec: string }>("SELECT code_spec FROM speciality WHERE code_spec <> ''")
    ).map((row) => row.code_spec);
    expect(own.length).toBeGreaterThan(10);
    for (const row of (await checks('ru')).rows)
      for (const code of own) expect(row.record, row.record).not.toContain(code);

    // The cascade's choice of it.
    const listed: { id_speciality: number; 'p25-1': string }[] = await app.api.data(
      'POST',
      'ministerstvo/speciality',
      {
        idFaculty: speciality.id_faculty,
        idDirection: speciality.id_direction,
        idFeduc: speciality.id_f_educ,
      },
    );
    expect(listed.find((row) => row.id_speciality === speciality.id_speciality)?.['p25-1']).toBe('140211');

    // The printed admission plan of its faculty: the code column.
    const response = await app.t.call('POST', 'documents/view', {
      cookie: app.cookie,
      body: { document: 'admissionPlan', idFaculty: speciality.id_faculty, aYear: currentAcademicYear() },
      lang: 'ru',
    });
    const document = response.json().data as PrintedDocument;
    const codes = document.sections.flatMap((section) => section.rows.map((row) => row[1]));
    expect(codes).toContain('140211');
    expect(codes).not.toContain('640200-26');

    // The grading modal's file: its speciality column names it the same way.
    const file = await exportFile(
      app.t,
      app.cookie,
      {
        table: 'gradingSpecialities',
        format: 'csv',
        filter: {
          idFaculty: speciality.id_faculty,
          idDirection: speciality.id_direction,
          idFEduc: speciality.id_f_educ,
        },
        columns: ['speciality'],
      },
      'ru',
    );
    expect(file.rows.map((row) => row[0])).toContain('140211 Электроснабжение');
  });
});
