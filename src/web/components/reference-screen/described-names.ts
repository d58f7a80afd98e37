import type { CallBody } from '../../../contract/call';
import {
  type MappedColumn,
  namePayloadKeys,
  namesIn,
  type ReferenceTable,
  textIn,
} from '../../../contract/reference-table';
import { referenceNames } from './names';

// A reference screen's names from its table's description (contract/reference-table.ts, decision 0065):
// the code or short name, the three names and the further columns, under the keys its rows and its save
// give them.

/** The save's text fields: its payload without the id, the version and the faculty. */
type TextKeys<T extends ReferenceTable> = Exclude<
  Extract<keyof CallBody<T['save']>, string>,
  T['key']['payload'] | 'rowVersion' | (T['faculty'] extends MappedColumn ? T['faculty']['payload'] : never)
>;

export function describedNames<Row, T extends ReferenceTable = ReferenceTable>(table: T) {
  type Key = TextKeys<T>;
  const { lead, names } = table;
  return referenceNames<Row, Key>({
    ...(lead && {
      lead: { kind: lead.kind, key: lead.payload as Key, of: (row: Row) => textIn(row, lead.row) },
    }),
    of: (row) => namesIn(row, names.row),
    keys: namePayloadKeys(names) as { ru: Key; kg: Key; en: Key },
    required: names.required,
    more: (table.more ?? []).map((column) => ({
      key: column.payload as Key,
      of: (row: Row) => textIn(row, column.row),
      label: column.label,
      maxLength: column.maxLength,
      ...(column.required && { required: true as const }),
    })),
  });
}
