import type { KeyObject } from 'node:crypto';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_TIME_ZONE, dayIn } from '../licence/clock';
import {
  isCalendarDay,
  issueLicence,
  LICENCE_FORMAT,
  type LicenceKeyError,
  parsePrivateKey,
  publicKeyText,
} from '../licence/document';

// npm run licence:issue (decision 0023): the issuer's key pair and the licences it signs. Runs on
// the issuer's machine, never on a customer's server: the private key stays there.

const usage = `Usage:
  npm run licence:issue -- --new-key <dir>
      Makes a key pair: <dir>/private.pem (readable by you only; it signs licences, keep it safe and off
      the servers) and <dir>/public.pem, and prints the LICENCE_PUBLIC_KEY line for the servers.
  npm run licence:issue -- --key <private.pem> --name <organisation> --code <code> --until <yyyy-mm-dd>
                           [--from <yyyy-mm-dd>] [--notice <yyyy-mm-dd>] [--out <file>]
      Signs a licence and prints it (or writes it to --out). With --new-key <dir> instead of --key, makes
      the pair first and signs with it.
--name and --code: the organisation exactly as its row in the database names it (the name is compared
whatever its case, the code exactly). --from (default today, ${DEFAULT_TIME_ZONE}) and --until: the first and the
last day of validity, both included. --notice: from that day on the licence is "expiring soon" (default 30
days before --until).`;

const NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Output {
  /** The licence text alone, so that it can be piped. */
  out(line: string): void;
  /** Everything said to the person. */
  info(line: string): void;
}

class UsageError extends Error {}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function dayFlag(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && !isCalendarDay(value))
    throw new UsageError(`--${flag} must be a day written yyyy-mm-dd, e.g. 2027-06-30 (got "${value}").`);
  return value;
}

function textFlag(flag: string, value: string | undefined, max: number): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw new UsageError(`--${flag} is required to sign a licence.`);
  if (trimmed.length > max) throw new UsageError(`--${flag} must have at most ${max} characters.`);
  return trimmed;
}

/** Writes the pair into dir; never over an existing private key (the licences it signed would be orphaned). */
async function newKeyPair(dir: string, output: Output): Promise<KeyObject> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  await mkdir(dir, { recursive: true });
  const privateFile = join(dir, 'private.pem');
  try {
    await writeFile(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new UsageError(`${privateFile} exists already: use it with --key, or choose another folder.`);
    throw error;
  }
  await writeFile(join(dir, 'public.pem'), publicKey.export({ type: 'spki', format: 'pem' }), {
    mode: 0o644,
  });
  output.info(`Key pair written: ${privateFile} (keep it safe) and ${join(dir, 'public.pem')}.`);
  output.info('The servers take the public key in their environment:');
  output.info(`LICENCE_PUBLIC_KEY=${publicKeyText(publicKey)}`);
  return privateKey;
}

async function keyFrom(file: string): Promise<KeyObject> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`--key ${file}: the file cannot be read.`);
  }
  try {
    return parsePrivateKey(pem);
  } catch (error) {
    throw new UsageError(`--key ${file}: ${(error as LicenceKeyError).message}.`);
  }
}

/** Runs the command with its arguments; answers the exit code. Every refusal is one sentence and the usage. */
export async function main(args: string[], output: Output = defaultOutput): Promise<number> {
  try {
    const { values } = parseArgs({
      args,
      options: {
        'new-key': { type: 'string' },
        key: { type: 'string' },
        name: { type: 'string' },
        code: { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        notice: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      output.info(usage);
      return 0;
    }
    const newKeyDir = values['new-key'];
    if (newKeyDir !== undefined && values.key !== undefined)
      throw new UsageError('Give either --key or --new-key, not both.');
    if (newKeyDir === undefined && values.key === undefined)
      throw new UsageError(
        'Give --key <private.pem> to sign a licence, or --new-key <dir> to make a key pair.',
      );
    const licenceFlags = [values.name, values.code, values.from, values.until, values.notice, values.out];
    const signs = values.key !== undefined || licenceFlags.some((value) => value !== undefined);
    // Every flag is checked before a key is made or read: a refusal leaves nothing behind.
    const licence = signs ? licenceOf(values) : undefined;
    const privateKey =
      newKeyDir !== undefined
        ? await newKeyPair(resolve(newKeyDir), output)
        : await keyFrom(values.key as string);
    if (!licence) return 0;
    const text = issueLicence(
      { format: LICENCE_FORMAT, ...licence, issuedAt: new Date().toISOString() },
      privateKey,
    );
    if (values.out === undefined) output.out(text);
    else {
      await writeFile(resolve(values.out), `${text}\n`);
      output.info(`Licence written to ${resolve(values.out)}.`);
    }
    output.info(
      `Licence for ${licence.organisation.name} (${licence.organisation.code}): valid ${licence.validFrom} to ${licence.validUntil}, expiring soon from ${licence.noticeFrom}.`,
    );
    return 0;
  } catch (error) {
    const known =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    output.info(known ? `${(error as Error).message}\n\n${usage}` : `Failed: ${(error as Error).message}`);
    return 1;
  }
}

function licenceOf(values: Record<string, string | boolean | undefined>) {
  const flag = (name: string) => values[name] as string | undefined;
  const organisation = {
    name: textFlag('name', flag('name'), 500),
    code: textFlag('code', flag('code'), 50),
  };
  const validUntil = dayFlag('until', flag('until'));
  if (validUntil === undefined) throw new UsageError('--until is required to sign a licence.');
  const validFrom = dayFlag('from', flag('from')) ?? dayIn(DEFAULT_TIME_ZONE, Date.now());
  if (validUntil < validFrom)
    throw new UsageError(`--until (${validUntil}) must not be before --from (${validFrom}).`);
  const defaultNotice = addDays(validUntil, -NOTICE_DAYS);
  const noticeFrom =
    dayFlag('notice', flag('notice')) ?? (defaultNotice < validFrom ? validFrom : defaultNotice);
  if (noticeFrom < validFrom || noticeFrom > validUntil)
    throw new UsageError(
      `--notice (${noticeFrom}) must fall between --from (${validFrom}) and --until (${validUntil}).`,
    );
  return { organisation, validFrom, validUntil, noticeFrom };
}

const defaultOutput: Output = {
  out: (line) => console.log(line),
  info: (line) => console.error(line),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main(process.argv.slice(2));
