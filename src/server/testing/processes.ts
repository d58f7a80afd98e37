import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { testDatabaseKind } from './databases';
import { demoOrganisation, testLicence, testLicenceEnvironment } from './licence';

// Helpers for tests that run the commands a person runs (the server, user:add, db:backup) as real processes.
// `node --import tsx` keeps one process per command (the tsx CLI would put a second one in between, which a
// SIGKILL would not reach), as the npm scripts do; compiled JavaScript (dist/server) runs on plain node.
const node = (script: string, args: string[] = [], flags: string[] = []) =>
  [
    process.execPath,
    [...flags, ...(/\.m?js$/.test(script) ? [] : ['--import', 'tsx']), script, ...args],
  ] as const;
const running = new Set<ChildProcess>();

/** Kills every process these helpers started that is still running (call in afterAll). */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

interface Finished {
  code: number | null;
  output: string;
}

export function runScript(
  script: string,
  args: string[],
  environment: Record<string, string>,
  input = '',
): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(...node(script, args), {
      env: { ...process.env, LOG_LEVEL: 'warn', ...environment },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.stdin.end(input);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function tailOf(file: string, bytes = 256 * 1024): string {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(size, bytes));
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  exited: Promise<Finished>;
  output(): string;
}

/**
 * Starts the server on a free port and resolves once it says Ready (or, `until: 'listening'`, once it
 * listens, its database perhaps not open yet). Its output is collected here, or, with `logFile`, written
 * straight to that file (as a service manager would take it: the benchmark's request logs must not pass
 * through this process).
 */
export function startServer(
  environment: Record<string, string>,
  {
    logFile,
    script = 'src/server/main.ts',
    nodeFlags = [],
    until = 'ready',
  }: { logFile?: string; script?: string; nodeFlags?: string[]; until?: 'ready' | 'listening' } = {},
): Promise<RunningServer> {
  const fd = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(...node(script, [], nodeFlags), {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: '0',
      // Tests sign one account in many times at once from one address; a reserved attempt counts until
      // its password is checked (decision 0010), so the default limits would refuse some.
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      LOGIN_MAX_FAILURES_PER_LOGIN: '100000',
      ...environment,
    },
    stdio: fd === undefined ? 'pipe' : ['ignore', fd, fd],
  });
  if (fd !== undefined) closeSync(fd);
  running.add(child);
  let collected = '';
  // A benchmark's log file grows to hundreds of megabytes: only its end is read back.
  const output = () => (logFile ? tailOf(logFile) : collected);
  const exited = new Promise<Finished>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ code, output: output() });
    }),
  );
  return new Promise((resolve, reject) => {
    let poll: NodeJS.Timeout | undefined;
    const look = (text: string) => {
      const ready = text.match(
        until === 'ready' ? /Ready: (http:\/\/[\d.:]+)\// : /Listening on (http:\/\/[\d.:]+)\//,
      );
      if (!ready?.[1]) return;
      clearInterval(poll);
      resolve({ child, url: ready[1], exited, output });
    };
    if (logFile) {
      // Only the beginning of the file is read: the Ready line comes before any request log.
      poll = setInterval(() => look(readFileSync(logFile, 'utf8').slice(0, 64 * 1024)), 50);
    } else {
      const collect = (chunk: Buffer) => {
        collected += chunk;
        look(collected);
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
    }
    void exited.then(() => {
      clearInterval(poll);
      reject(new Error(`server exited before it was ready:\n${output()}`));
    });
  });
}

export const signIn = (url: string, login: string, password: string) =>
  fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });

export const sessionCookie = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

/** Signs in at a server process and answers its session cookie ('' when refused). */
export const sessionAt = async (url: string, login: string, password: string) =>
  sessionCookie(await signIn(url, login, password));

/** POSTs a JSON body to a call and answers the parsed envelope. */
export async function postJson(url: string, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${url}/api/v1/${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: Array<{ sms?: number }> | null; error: string | null };
}

export const check = (url: string, cookie: string) =>
  fetch(`${url}/api/v1/auth/check?lang=en`, { method: 'POST', headers: { cookie } });

/** A user made as an operator makes one: `npm run user:add`, the password piped in; its output on failure. */
export async function addUser(
  environment: Record<string, string>,
  login: string,
  role: 'administrator' | 'editor' | 'viewer',
  password: string,
  more: string[] = [],
) {
  const added = await runScript(
    'src/server/cli/user-add.ts',
    [login, '--surname', 'Осмонова', '--name', 'Айгуль', '--role', role, ...more],
    environment,
    `${password}\n`,
  );
  if (added.code !== 0) throw new Error(`npm run user:add failed:\n${added.output}`);
}

/**
 * A migrated database without the demo data, its university set up as an operator does it: npm run setup
 * with the fixed reference's ministry, the university's names and code (the demo university's unless
 * given), and the tests' licence naming it, from a file.
 */
export async function setUpUniversity(
  environment: Record<string, string>,
  university: { name: string; code: string; short?: string } = { ...demoOrganisation, short: 'БГУЭТ' },
) {
  const file = join(mkdtempSync(join(tmpdir(), 'aa-licence-')), 'licence.txt');
  writeFileSync(file, `${testLicence({ organisation: { name: university.name, code: university.code } })}\n`);
  const done = await runScript(
    'src/server/cli/setup.ts',
    [
      '--ministry',
      'Министерство науки, высшего образования и инноваций Кыргызской Республики',
      '--university',
      university.name,
      ...(university.short ? ['--short', university.short] : []),
      '--code',
      university.code,
      '--licence',
      file,
    ],
    environment,
  );
  rmSync(dirname(file), { recursive: true, force: true });
  if (done.code !== 0) throw new Error(`npm run setup failed:\n${done.output}`);
}

/** A fresh database for a spawned server: a data folder, or a new database on a PostgreSQL server with one user. */
export async function freshServerDatabase(
  adminUrl: string,
  kind: 'pglite' | 'postgres' = testDatabaseKind,
): Promise<{ environment: Record<string, string>; login: string; password: string; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    return {
      environment: { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'aa-server-')), 'data') },
      login: 'admin',
      password: 'admin',
      drop: async () => {},
    };
  }
  const name = `aa_test_server_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const environment = { DATABASE_URL: url.toString(), ...testLicenceEnvironment };
  await addUser(environment, 'loader', 'administrator', 'loader-password');
  await setUpUniversity(environment);
  return {
    environment,
    login: 'loader',
    password: 'loader-password',
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
