import type { Database } from '../db/connection';
import { thisYear } from './admin-fixtures';
import { enterUniversity } from './second-university';

/**
 * Real records of a university by the payload fields that name them (validPayload's `known`), so that
 * reads answer rows: a group of this year with its speciality, binding, faculty, university and ministry
 * and its course; a grading range; a building; the account `login`. Read as the server for the university
 * named, so that row-level security (migration 0025) shows that university's rows alone; with none named,
 * the database's (the demo's).
 */
export async function recordsOf(
  database: Database,
  login: string,
  password: string,
  university?: number,
): Promise<Record<string, unknown>> {
  return database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      if (university !== undefined) await enterUniversity(connection, university);
      const one = async (text: string, params: unknown[] = []) => {
        const [row] = await connection.query<Record<string, unknown>>(text, params);
        if (!row) throw new Error(`the university has no row for: ${text}`);
        return row;
      };
      const group = await one(
        `SELECT s.id_speciality, s.id_faculty, s.id_direction, s.id_special, s.id_f_educ, c.id_com_gspe, c.id_n_gr,
                f.id_vuz, v.id_ministry, ($1::int - g.id_group_y + 100) % 100 + 1 AS course
           FROM study_group g
           JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
           JOIN speciality s ON s.id_speciality = c.id_speciality
           JOIN faculty f ON f.id_faculty = s.id_faculty
           JOIN vuz v ON v.id_vuz = f.id_vuz
          WHERE g.id_group_y = $1
          ORDER BY s.id_speciality, g.id_group LIMIT 1`,
        [thisYear],
      );
      const range = await one(
        'SELECT e.id_ebe, e.id_ebe_var FROM ebe e JOIN ebe_detal d USING (id_ebe) LIMIT 1',
      );
      const building = await one('SELECT id_korpus FROM auditorium ORDER BY id_auditorium LIMIT 1');
      const user = await one('SELECT id_avn_user FROM avn_user WHERE login = $1', [login]);
      return {
        login,
        password,
        idAvnUser: user.id_avn_user,
        idMinisterstvo: group.id_ministry,
        idVuz: group.id_vuz,
        idFaculty: group.id_faculty,
        idDirection: group.id_direction,
        idFeduc: group.id_f_educ,
        idFEduc: group.id_f_educ,
        idSpecial: group.id_special,
        idSpeciality: group.id_speciality,
        idNGr: group.id_n_gr,
        idComGspe: group.id_com_gspe,
        idRate: group.course,
        idYear: thisYear,
        aYear: thisYear,
        year: thisYear,
        idWs: 1,
        idEbeVar: range.id_ebe_var,
        idEbe: range.id_ebe,
        idKorpus: building.id_korpus,
        kind: 'direction',
        id: group.id_direction,
      };
    } finally {
      await connection.exec('ROLLBACK');
    }
  });
}
