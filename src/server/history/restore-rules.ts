import type { Snapshot } from './changes';
import type { KindDescription } from './kind';

// What a restore brings back (decision 0046), as plain rules over the audit log's snapshots of a row.

/** The values a change left the record with; for a delete, the values it had. */
export const restoredValues = (change: {
  action: string;
  before: Snapshot | null;
  after: Snapshot | null;
}) => (change.action === 'delete' ? change.before : change.after);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields the record's screen shows whose value differs now from the restored one. */
export const fieldsToRestore = (kind: KindDescription, current: Snapshot, restored: Snapshot): string[] =>
  Object.keys(kind.fields).filter((column) => column in restored && !same(current[column], restored[column]));

/** A save's payload field for each column it copies from its payload as it is. */
export function payloadFields(sources: Record<string, unknown>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [column, source] of Object.entries(sources))
    if (typeof source === 'string') fields.set(column, source);
  return fields;
}

/**
 * The payload a save would be sent to write `state`: each copied column's value under its payload field,
 * the row's id, the version the restore was asked at, and what the save makes its own way (`restored`).
 */
export function payloadOf(
  save: { columns: Record<string, unknown>; createOnly?: Record<string, unknown>; id?: string },
  state: Snapshot,
  id: number,
  rowVersion: number | undefined,
  own: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [column, field] of payloadFields({ ...save.columns, ...save.createOnly }))
    body[field] = state[column];
  if (save.id !== undefined) body[save.id] = id;
  if (rowVersion !== undefined) body.rowVersion = rowVersion;
  return { ...body, ...own };
}
