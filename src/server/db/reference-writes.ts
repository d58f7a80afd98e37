import { type ReferenceTable as Described, namePayloadKeys } from '../../contract/reference-table';
import type { ReferenceTable } from './reference';

// What a save of a table described once (contract/reference-table.ts, decision 0065) writes: the table as
// db/reference.ts locks and scopes it, the payload's id field, and each column from its payload field.

/** The table, its payload's id, and column ← payload field, for registerReference. */
export function describedWrites(described: Described) {
  const { lead, names, faculty, more = [] } = described;
  const payload = namePayloadKeys(names);
  const table: ReferenceTable = {
    table: described.table,
    key: described.key.column,
    // A national-classifier row (edit = false) keeps its code or short name and its Russian name.
    locked: [...(lead ? [lead.column] : []), names.column],
    ...(faculty && { facultyColumn: faculty.column }),
  };
  const columns: Record<string, string> = {
    ...(lead && { [lead.column]: lead.payload }),
    [names.column]: payload.ru,
    [`${names.column}_kg`]: payload.kg,
    [`${names.column}_en`]: payload.en,
    ...(faculty && { [faculty.column]: faculty.payload }),
    ...Object.fromEntries(more.map((column) => [column.column, column.payload])),
  };
  return { save: described.save, delete: described.delete, table, id: described.key.payload, columns };
}
