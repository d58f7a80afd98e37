import { type SQL, sql } from './sql';

// SQL shared by the reads of groups (structure, speciality-plan), over the aliases g (study_group),
// c (com_gspe) and n (n_gr).

/**
 * A group's name as staff write it (decision 0014): name-group, sub-group and admission year, "ЭК-1-23";
 * a group with an individual name is called by its name-group (and sub-group) alone; the addition follows.
 * Text, for db/unique-keys.ts's words; a statement takes `groupName`.
 */
export const GROUP_NAME = `n.n_gr
  || CASE WHEN c.id_sub_gr > 0 THEN '-' || c.id_sub_gr ELSE '' END
  || CASE WHEN g.ind_name_gr THEN '' ELSE '-' || lpad(g.id_group_y::text, 2, '0') END
  || CASE WHEN g.dop <> '' THEN ' ' || g.dop ELSE '' END`;

/** GROUP_NAME in a statement: fixed text, no input in it. */
export const groupName = sql.raw(GROUP_NAME);

/**
 * The course of group g in academic year `year`: 1 in its admission year; 0 for a group admitted in a
 * later year (planned ahead). Two-digit years wrap at 100, so "later" is up to 49 years ahead.
 */
export const courseIn = (year: number): SQL => sql`(CASE WHEN (${year}::int - g.id_group_y + 100) % 100 < 50
                      THEN (${year}::int - g.id_group_y + 100) % 100 + 1 ELSE 0 END)`;
