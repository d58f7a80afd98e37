import { FACULTY_NAMES, type ReferenceTable } from '../../contract/reference-table';
import { type AnswerOf, defineListRead, type ListRead } from './list-read';
import { rows, type Shape, type SQL, sql } from './sql';

// The list of a reference table described once (contract/reference-table.ts, decision 0065): each column
// under the key its rows give it, a department's faculty names joined, ordered by the faculty, the
// description's columns, then the id.

const column = (name: string) => sql`o.${sql.identifier(name)}`;
const as = (expression: SQL, key: string) => sql`${expression} AS ${sql.identifier(key)}`;

function selected(table: ReferenceTable): { shape: Shape; columns: SQL[] } {
  const { key, lead, names, faculty, more = [] } = table;
  const shape: Shape = { [key.row]: 'integer' };
  const columns = [as(column(key.column), key.row)];
  const text = (expression: SQL, row: string) => {
    shape[row] = 'text';
    columns.push(as(expression, row));
  };
  if (lead) text(column(lead.column), lead.row);
  text(column(names.column), names.row.ru);
  text(column(`${names.column}_kg`), names.row.kg);
  text(column(`${names.column}_en`), names.row.en);
  if (names.shown) text(column(names.column), names.shown);
  if (faculty) {
    shape[faculty.row] = 'integer';
    columns.push(as(column(faculty.column), faculty.row));
    for (const name of Object.values(FACULTY_NAMES)) text(sql`f.${sql.identifier(name)}`, name);
  }
  // A column added later may be empty in rows written before it: the list answers ''.
  for (const added of more) text(sql`COALESCE(${column(added.column)}, '')`, added.row);
  shape.edit = 'boolean';
  shape.rowVersion = 'integer';
  columns.push(column('edit'), as(column('row_version'), 'rowVersion'));
  return { shape, columns };
}

/** The list call of `table`, cached until the table (or a department's faculty) changes (decision 0009). */
export function referenceList<T extends ReferenceTable>(table: T): ListRead<undefined, AnswerOf<T['list']>> {
  const { shape, columns } = selected(table);
  const joined = table.faculty
    ? sql` JOIN faculty f ON f.id_faculty = ${column(table.faculty.column)}`
    : sql``;
  const order = [
    ...(table.faculty ? [sql`f.faculty`] : []),
    ...table.order.map(column),
    column(table.key.column),
  ];
  const statement = sql`SELECT ${sql.join(columns, sql`, `)}
    FROM ${sql.identifier(table.table)} o${joined} ORDER BY ${sql.join(order, sql`, `)}`;
  // The shape is built from the same description as the call's row: the proofs check one against the other.
  return defineListRead(table.list, {
    tables: table.faculty ? [table.table, 'faculty'] : [table.table],
    load: (database) => rows(database, shape, statement),
  }) as unknown as ListRead<undefined, AnswerOf<T['list']>>;
}
