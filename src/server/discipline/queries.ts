import * as calls from '../../contract/discipline';
import { defineListRead, selectRows } from '../db/list-read';
import { sql } from '../db/sql';

// The reads of the disciplines (decision 0020), cached until their tables change (decision 0009).

export const disciplineKinds = defineListRead(calls.disciplineKinds, {
  tables: ['vid_discipline'],
  load: selectRows(
    { id: 'integer', name: 'text', name_kg: 'text', name_en: 'text' },
    () =>
      sql`SELECT id_vid_discipline AS id, name, name_kg, name_en FROM vid_discipline ORDER BY id_vid_discipline`,
  ),
});

const disciplineShape = {
  id_discipline: 'integer',
  code_discipline: 'text',
  p34: 'text',
  p34_kg: 'text',
  p34_en: 'text',
  id_vid_disc: 'integer',
  rowVersion: 'integer',
} as const;

export const disciplines = defineListRead(calls.disciplines, {
  tables: ['discipline'],
  load: selectRows(
    disciplineShape,
    () => sql`SELECT id_discipline, code AS code_discipline, name AS p34, name_kg AS p34_kg, name_en AS p34_en,
                 id_vid_discipline AS id_vid_disc, row_version AS "rowVersion"
            FROM discipline ORDER BY code COLLATE "C", id_discipline`,
  ),
});
