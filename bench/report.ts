import type { Result } from './load';
import { type Kind, LARGE_TO_SMALL_TARGET, P99_TARGET_MS, scenarios, targets } from './scenarios';

interface Measured {
  kind: 'pglite' | 'postgres';
  /** The median result of a target: 'constant', 'policy', 'select1', 'insertAudit' or '<size> <scenario name>'. */
  summary(key: string): Result | undefined;
  /** The median of the per-round ratios of a call's req/s on the large database to the small one. */
  largeToSmall(name: string): number | undefined;
}

const rate = (value: number) => Math.round(value).toLocaleString('en');
const ratio = (value: number) => value.toFixed(2);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

interface Ceilings {
  constant: Result;
  select1: Result;
  insertAudit: Result;
}

/** Which of its targets a call misses (empty: all met). */
function misses(
  kind: Kind,
  small: Result,
  large: Result | undefined,
  largeToSmall: number | undefined,
  ceilings: Ceilings,
  database: Measured['kind'],
) {
  const { constant, select1, insertAudit } = ceilings;
  const missed: string[] = [];
  const target = targets[kind];
  if (target?.bare !== undefined && small.requests / constant.requests < target.bare)
    missed.push(`×bare < ${target.bare}`);
  if (target?.bareP99 !== undefined && small.p99 > target.bareP99 * constant.p99)
    missed.push(`p99 > ${target.bareP99} × bare`);
  if (target?.select1 !== undefined && small.requests / select1.requests < target.select1)
    missed.push(`×SELECT 1 < ${target.select1}`);
  if (target?.aboveSelect1 && small.requests <= select1.requests) missed.push('not above SELECT 1');
  if (
    target?.insertAudit !== undefined &&
    database === 'postgres' &&
    small.requests / insertAudit.requests < target.insertAudit
  )
    missed.push(`×INSERT+audit < ${target.insertAudit}`);
  if (target) {
    const p99 = target.p99 ?? P99_TARGET_MS;
    if (Math.max(small.p99, large?.p99 ?? 0) > p99) missed.push(`p99 > ${p99} ms`);
    if (target.p99 === undefined && largeToSmall !== undefined && largeToSmall < LARGE_TO_SMALL_TARGET)
      missed.push(`large/small < ${LARGE_TO_SMALL_TARGET}`);
  }
  if (small.failures + (large?.failures ?? 0) > 0) missed.push('failures');
  return missed;
}

/** A Markdown table, ready for docs/benchmarks.md. */
export function printReport({ kind, summary, largeToSmall }: Measured) {
  const constant = summary('constant');
  const policy = summary('policy');
  const select1 = summary('select1');
  const insertAudit = summary('insertAudit');
  if (!constant || !policy || !select1 || !insertAudit) return;
  console.log(`\n### ${kind === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL server'}\n`);
  console.log(
    `Ceilings: bare Fastify route ${rate(constant.requests)} req/s (p99 ${ms(constant.p99)} ms); ` +
      `the same with the security headers, a request id and an access line ${rate(policy.requests)} req/s ` +
      `(${ratio(policy.requests / constant.requests)} × bare, p99 ${ms(policy.p99)} ms); ` +
      `SELECT 1 through the same pool ${rate(select1.requests)} req/s (p99 ${ms(select1.p99)} ms); ` +
      `a one-row INSERT and its audit row in one transaction ${rate(insertAudit.requests)} req/s ` +
      `(p99 ${ms(insertAudit.p99)} ms).\n`,
  );
  console.log(
    '| call | req/s | p50 ms | p99 ms | ×bare | ×policy | ×SELECT 1 | ×INSERT+audit | large req/s | large p99 | large/small | targets |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|');
  for (const scenario of scenarios) {
    const small = summary(`small ${scenario.name}`);
    const large = summary(`large ${scenario.name}`);
    const first = small ?? large;
    if (!first) continue;
    const ratioOfSizes = largeToSmall(scenario.name);
    const missed = misses(
      scenario.kind,
      first,
      small ? large : undefined,
      ratioOfSizes,
      { constant, select1, insertAudit },
      kind,
    );
    const verdict =
      targets[scenario.kind] === undefined ? '—' : missed.length === 0 ? 'met' : missed.join(', ');
    const largeColumns =
      small && large
        ? [rate(large.requests), ms(large.p99), ratio(large.requests / small.requests)]
        : ['', '', ''];
    console.log(
      `| ${scenario.name} | ${rate(first.requests)} | ${ms(first.p50)} | ${ms(first.p99)} | ` +
        `${ratio(first.requests / constant.requests)} | ${ratio(first.requests / policy.requests)} | ` +
        `${ratio(first.requests / select1.requests)} | ` +
        `${scenario.kind === 'write' ? ratio(first.requests / insertAudit.requests) : ''} | ` +
        `${largeColumns.join(' | ')} | ${verdict} |`,
    );
  }
}
