import type { TurnoverPhase } from '../../contract/new-year';

// How far a running apply has gone (decision 0057), for the screen to show while the large
// university's apply takes seconds: each statement is a step, weighed by the rows it writes, and the
// apply gives the event loop a turn after each, so that the client's polls (which read only this) are
// answered meanwhile, also on the embedded database, whose one connection the apply holds. Kept in this
// process's memory, like the apply's own transaction: a poll that reaches another process learns nothing.

/*
 * The weights, as measured on the large university (24,668 rows written, 2026-11-29, decision 0057): the
 * reads and the judgement a fifth of the apply's time, each statement writing 2,000 rows about as long as
 * four reads, the turnover's record (its report and what it wrote) an eighth of the writes' time.
 */

/** A statement writing `rows` rows, in the units of a read. */
export const writeUnits = (rows: number) => Math.max(1, rows / 500);
/** Keeping a turnover that wrote `rows` rows, in the same units. */
export const recordUnits = (rows: number) => Math.max(1, rows / 4_000);
/**
 * The share of the bar the reads and the judgement take, before the writes are known; the writes and the
 * record take the rest, so that the bar never goes back when they become known.
 */
const READING_SHARE = 20;
/** How long a finished or abandoned apply's progress is kept for a late poll. */
const KEPT_MS = 2 * 60_000;

interface Entry {
  userId: number;
  phase: TurnoverPhase;
  /** The steps done and to do (weighed) in the current share of the bar, from `from` per cent for `span`. */
  done: number;
  total: number;
  from: number;
  span: number;
  at: number;
}

const entries = new Map<string, Entry>();

/** Drops what no poll will ask again. */
function sweep(now: number) {
  for (const [id, entry] of entries) if (now - entry.at > KEPT_MS) entries.delete(id);
}

/** The progress of an apply as its user may read it: unknown to anyone else. */
export function progressOf(progressId: string, userId: number) {
  sweep(Date.now());
  const entry = entries.get(progressId);
  if (!entry || entry.userId !== userId) return { known: false, phase: null, percent: 0 };
  const share = Math.min(1, entry.done / Math.max(1, entry.total));
  const percent = entry.phase === 'done' ? 100 : Math.min(99, Math.floor(entry.from + entry.span * share));
  return { known: true, phase: entry.phase, percent };
}

/** What an apply reports as it goes; nothing is kept for an apply without a progressId. */
export interface ApplyProgress {
  /** What the apply does now. */
  enter(phase: TurnoverPhase): void;
  /** A statement done, of `units` (1: a read; writeUnits, recordUnits); the event loop has a turn after it. */
  step(units?: number): Promise<void>;
  /** The units to come once known (after the judgement): the writes' and the record's. */
  expect(units: number): void;
  /** Finished (written, refused or failed). */
  end(): void;
}

/** An apply nobody follows (a preview's reads, an API client without a progressId). */
export const untracked: ApplyProgress = {
  enter: () => undefined,
  step: async () => undefined,
  expect: () => undefined,
  end: () => undefined,
};

/** A turn of the event loop: the polls and other requests waiting get answered. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The progress of one apply by `userId`, named `progressId` by its client; `reads` is how many statements
 * its reading makes, the judgement one more, before the writes are known.
 */
export function trackProgress(progressId: string | undefined, userId: number, reads: number): ApplyProgress {
  if (progressId === undefined) return untracked;
  const now = Date.now();
  sweep(now);
  const entry: Entry = {
    userId,
    phase: 'reading',
    done: 0,
    total: reads + 1,
    from: 0,
    span: READING_SHARE,
    at: now,
  };
  entries.set(progressId, entry);
  return {
    enter: (phase) => {
      entry.phase = phase;
      entry.at = Date.now();
    },
    step: async (units = 1) => {
      entry.done += units;
      entry.at = Date.now();
      await turn();
    },
    expect: (units) => {
      entry.from = READING_SHARE;
      entry.span = 100 - READING_SHARE;
      entry.done = 0;
      entry.total = units;
    },
    end: () => {
      entry.phase = 'done';
      entry.at = Date.now();
    },
  };
}
