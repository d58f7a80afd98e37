import { Problem } from '../../core/problem';

// A feed entry's version (decision 0077), opaque to consumers. "0" is the start. The feed first answers the
// records as they are ("<horizon>.0.<kind>.<record>": the horizon when it began, the kind's place and the
// record's id), then the audit log from that horizon on ("<xact>.<id>": the entry's transaction and id, with
// ".<drawing>.<record>" while an entry reaching several records is answered part way).

export interface Position {
  /** The kind's place in the records' phase; in the log's, the entry's drawing (0: its table's own record). */
  part: number;
  record: number;
}

export type Version =
  | { phase: 'start' }
  /** The records as they are, after `at` (none: from the first kind's first), from `horizon` on. */
  | { phase: 'records'; horizon: bigint; at: Position }
  /** The audit log after (xact, id), or within that entry after `within`. */
  | { phase: 'log'; xact: bigint; id: bigint; within?: Position };

const XID8_MAX = 2n ** 64n - 1n;
const BIGINT_MAX = 2n ** 63n - 1n;
const INTEGER_MAX = 2n ** 31n - 1n;
const PART_MAX = 99n;

export function encodeVersion(version: Version): string {
  if (version.phase === 'start') return '0';
  if (version.phase === 'records') return `${version.horizon}.0.${version.at.part}.${version.at.record}`;
  const whole = `${version.xact}.${version.id}`;
  return version.within ? `${whole}.${version.within.part}.${version.within.record}` : whole;
}

const number = /^(0|[1-9]\d{0,19})$/;

/** A version this API answered; anything else is a 400. */
export function decodeVersion(text: string): Version {
  if (text === '0') return { phase: 'start' };
  const parts = text.split('.');
  const refused = new Problem(400, 'Bad Request', 'after is not a version this API answered');
  if ((parts.length !== 2 && parts.length !== 4) || !parts.every((part) => number.test(part))) throw refused;
  const [xact = 0n, id = 0n, part, record] = parts.map((part) => BigInt(part));
  if (xact === 0n && id === 0n) throw refused;
  if (xact > XID8_MAX || id > BIGINT_MAX) throw refused;
  if (part === undefined || record === undefined) return { phase: 'log', xact, id };
  if (part > PART_MAX || record > INTEGER_MAX) throw refused;
  const at = { part: Number(part), record: Number(record) };
  return id === 0n ? { phase: 'records', horizon: xact, at } : { phase: 'log', xact, id, within: at };
}

/** Whether a position comes after another (by part, then record). */
export const isAfter = (position: Position, than: Position) =>
  position.part > than.part || (position.part === than.part && position.record > than.record);
