import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface Result {
  requests: number;
  p50: number;
  p99: number;
  failures: number;
}

interface Load {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  /** Bodies sent in turn instead of `body` (writers saving different rows). */
  bodies?: unknown[];
  connections: number;
  seconds: number;
}

const run = promisify(execFile);
const script = fileURLToPath(new URL('wrk.lua', import.meta.url));

/** wrk (Debian's package) when it is there: it keeps up with long answers, where autocannon does not. */
export const client: 'wrk' | 'autocannon' = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return 'wrk';
  } catch (error) {
    // wrk --version exits with 1 after printing its version; only a missing program throws ENOENT.
    return (error as { code?: string }).code === 'ENOENT' ? 'autocannon' : 'wrk';
  }
})();

const milliseconds = (text: string) => {
  const [, value = '0', unit = 'ms'] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
};

async function withWrk(load: Load): Promise<Result> {
  const { stdout } = await run(
    'wrk',
    ['-t1', `-c${load.connections}`, `-d${load.seconds}s`, '--latency', '-s', script, load.url],
    {
      env: {
        ...process.env,
        BENCH_METHOD: load.method,
        BENCH_BODY: load.body === undefined ? '' : JSON.stringify(load.body),
        BENCH_BODIES: (load.bodies ?? []).map((body) => JSON.stringify(body)).join('\n'),
        BENCH_HEADERS: Object.entries(load.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n'),
      },
    },
  );
  const line = (pattern: RegExp) => pattern.exec(stdout)?.[1] ?? '0';
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requests: Number(line(/Requests\/sec:\s+([\d.]+)/)),
    p50: milliseconds(line(/50%\s+(\S+)/)),
    p99: milliseconds(line(/99%\s+(\S+)/)),
    failures:
      Number(line(/Non-2xx or 3xx responses: (\d+)/)) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

async function withAutocannon(load: Load): Promise<Result> {
  const result = await autocannon({
    url: load.url,
    method: load.method,
    connections: load.connections,
    duration: load.seconds,
    headers: load.headers,
    ...(load.body === undefined ? {} : { body: JSON.stringify(load.body) }),
    ...(load.bodies ? { requests: load.bodies.map((body) => ({ body: JSON.stringify(body) })) } : {}),
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Loads one URL for `seconds` with `connections` open at once; req/s and latency in milliseconds. */
export const measure = (load: Load) => (client === 'wrk' ? withWrk(load) : withAutocannon(load));
