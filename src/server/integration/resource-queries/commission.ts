import type { Database } from '../../db/connection';
import { rows, sql } from '../../db/sql';
import { lastChange, type PageQuery, pageEnd, pageWhere, updatedAt } from './page';
import { threeNames } from './structure';

// The commission's SQL (commission:read): a faculty's state examination commission over the years, each
// member with the role held from `since` until `until` (null while held).

export const commissionMemberPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['gak_member_history', sql`m.id_gak_member_history`]);
  return rows(
    database,
    {
      id: 'integer',
      facultyId: 'integer',
      name: 'text',
      title: 'text',
      roleId: 'integer',
      ...threeNames('role'),
      since: 'date',
      until: 'date?',
      updatedAt: 'text?',
    },
    sql`SELECT m.id_gak_member_history AS id, m.id_faculty AS "facultyId", m.member_name AS name, m.title,
            t.id_member_type AS "roleId", t.member_type AS "roleRu", t.member_type_kg AS "roleKg",
            t.member_type_en AS "roleEn", m.since, m.until, ${updatedAt(changed)} AS "updatedAt"
       FROM gak_member_history m
       JOIN member_type t ON t.id_member_type = m.id_member_type
      WHERE ${pageWhere(query, sql`m.id_gak_member_history`, changed, { column: sql`m.id_faculty` })}
      ${pageEnd(query, sql`m.id_gak_member_history`)}`,
  );
};
