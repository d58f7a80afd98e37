import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, readConfig } from '../config';
import { LicenceClock } from '../licence/clock';
import { LICENCE_MAX_LENGTH, parsePublicKey } from '../licence/document';
import { installLicence, organisations } from '../licence/queries';
import { licenceVerdict, type Verdict, verdictOnDays } from '../licence/verdict';
import { withDatabase } from './with-database';

// npm run licence:install (issue 15, decision 0023): the operator installs the licence the issuer signed
// with licence:issue. It is checked as the server will check it, and a licence the server would refuse is
// not installed: the one in force stays.

const usage = `Usage:
  npm run licence:install -- --file <licence.txt>
The file holds the licence line the issuer sent. It must be signed by the key in LICENCE_PUBLIC_KEY (set it
in the server's environment first) and name a university of this database: its full name (v2) and its code
(id_field). Every server process uses the new licence at its next request.`;

/** Why a licence must not be installed, in one sentence; undefined when it may be. */
export function installProblem({ verdict, reason, payload }: Verdict, today: string): string | undefined {
  const named = payload ? `${payload.organisation.name} (code ${payload.organisation.code})` : '';
  if (verdict === 'absent' && payload)
    return `The licence begins on ${payload.validFrom}: install it on that day or later (today is ${today}).`;
  if (verdict === 'absent') return 'The file is empty: it holds no licence.';
  if (verdict === 'expired') return `The licence ended on ${payload?.validUntil} (today is ${today}).`;
  if (verdict !== 'violated') return undefined;
  if (reason === 'badSignature')
    return 'The licence was not signed by the issuer whose public key LICENCE_PUBLIC_KEY holds (or it was changed).';
  if (reason === 'organisation')
    return `The licence is for ${named}, which is no university of this database (vuz: v2 and id_field).`;
  return 'The file holds no licence: expected one line <payload>.<signature> as licence:issue writes it.';
}

/** Runs the command with its arguments; answers the exit code. */
export async function main(args: string[]): Promise<number> {
  let file: string | undefined;
  try {
    const { values } = parseArgs({ args, options: { file: { type: 'string' }, help: { type: 'boolean' } } });
    if (values.help) {
      console.error(usage);
      return 0;
    }
    file = values.file;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 1;
  }
  if (!file) {
    console.error(`--file <licence.txt> is required.\n\n${usage}`);
    return 1;
  }
  let text: string;
  try {
    text = (await readFile(resolve(file), 'utf8')).trim();
  } catch {
    console.error(`${file}: the file cannot be read.`);
    return 1;
  }
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  if (!config.licence.publicKey) {
    console.error(
      'LICENCE_PUBLIC_KEY is not set: set it to the public key the issuer gave, then install again.',
    );
    return 1;
  }
  if (text.length > LICENCE_MAX_LENGTH) {
    console.error(`The file is too long for a licence (at most ${LICENCE_MAX_LENGTH} characters).`);
    return 1;
  }
  const publicKey = parsePublicKey(config.licence.publicKey);
  const clock = new LicenceClock({ timeZone: config.licence.timeZone, timeUrl: config.licence.timeUrl });
  await withDatabase(async (database) => {
    const rows = await organisations(database);
    // As the server will judge it: never refused on the time service's word alone (decision 0055).
    const { today, verdict } = verdictOnDays(await clock.days(), (day) =>
      licenceVerdict({ licenceText: text, publicKey, organisations: rows, today: day }),
    );
    const problem = installProblem(verdict, today);
    if (problem) {
      console.error(`Not installed: ${problem}`);
      process.exitCode = 1;
      return;
    }
    await installLicence(database, text);
    const { payload } = verdict;
    console.log(
      `Licence installed for ${payload?.organisation.name} (${payload?.organisation.code}): valid until ${payload?.validUntil}${verdict.verdict === 'expiringSoon' ? ', and expiring soon' : ''}.`,
    );
  });
  return process.exitCode === 1 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main(process.argv.slice(2));
