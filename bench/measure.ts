// What the one-off benchmarks (exchange, new year) share: the server's memory from /proc, a timed piece
// of work with that memory sampled, latency percentiles, and a signed-in client of the server's calls.
import { readFileSync } from 'node:fs';

/** The resident memory of a process (MB), from /proc. */
export const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Number(line?.[1] ?? 0) / 1024;
};

/** Runs `work` while sampling the server's memory: its time, and the memory before, at peak and after. */
export async function measured<T>(pid: number, work: () => Promise<T>) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    return { result, ms, before, peak: Math.max(peak, residentMb(pid)), after: residentMb(pid) };
  } finally {
    clearInterval(sampler);
  }
}

export const mb = (value: number) => `${value.toFixed(0)} MB`;

/** The value below which `share` (0..1) of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], share: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

/** A signed-in client of the server's calls (gzip asked, as a browser does). */
export function clientOf(url: string, cookie: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}/api/v1/${path}`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify(body),
    });
  const get = (path: string) =>
    fetch(`${url}/api/v1/${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
  return { post, get };
}
