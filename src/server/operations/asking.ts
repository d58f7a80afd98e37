// Asking the database on behalf of callers who need no session (probes, scrapers): bounded in time, and
// shared, so that a flood of them costs the database one query now and then.

/** The work's result, or a rejection once `ms` have passed (the work itself goes on, unobserved). */
export const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** `ask`'s answer, shared by every caller while it runs and for `ms` after it has settled. */
export function keptFor<T>(ms: number, ask: () => Promise<T>): () => Promise<T> {
  let kept: { answer: Promise<T>; settledAt?: number } | undefined;
  return () => {
    if (kept && (kept.settledAt === undefined || Date.now() - kept.settledAt < ms)) return kept.answer;
    const asked: { answer: Promise<T>; settledAt?: number } = { answer: ask() };
    const settled = () => {
      asked.settledAt = Date.now();
    };
    asked.answer.then(settled, settled);
    kept = asked;
    return asked.answer;
  };
}
