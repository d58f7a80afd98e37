import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, readConfig } from '../config';
import { translate } from '../core/messages';
import { inUniversity } from '../db/university-scope';
import { LicenceClock } from '../licence/clock';
import { parsePublicKey } from '../licence/document';
import { judgeInstall } from '../licence/install-check';
import { installLicence, organisations } from '../licence/queries';
import { universityNamed } from './university-named';
import { withDatabase } from './with-database';

// npm run licence:install (decision 0023): the operator installs the licence the issuer signed
// with licence:issue. It is checked as the server will check it, and a licence the server would refuse is
// not installed: the one in force stays.

const usage = `Usage:
  npm run licence:install -- --file <licence.txt>
The file holds the licence line the issuer sent. It must be signed by the key in LICENCE_PUBLIC_KEY (set it
in the server's environment first) and name a university of this database: its full name (v2) and its code
(id_field). It is that university's licence: with several universities in the database, each has its own.
Every server process uses the new licence at its next request.`;

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
    console.error(translate('licenceNoKey', 'en'));
    return 1;
  }
  const publicKey = parsePublicKey(config.licence.publicKey);
  const clock = new LicenceClock({ timeZone: config.licence.timeZone, timeUrl: config.licence.timeUrl });
  await withDatabase(async (database) => {
    // As the server will judge it (licence/install-check.ts), in the operator's English.
    const { verdict, refusal } = judgeInstall(
      text,
      publicKey,
      await organisations(database),
      await clock.days(),
    );
    if (refusal || !verdict) {
      console.error(`Not installed: ${refusal ? translate(refusal.key, 'en', refusal.params) : ''}`);
      process.exitCode = 1;
      return;
    }
    const { payload } = verdict;
    // The licence is the university's it names (decision 0068): installed as the server works for it.
    const university = await universityNamed(database, payload?.organisation.code);
    await inUniversity(university?.id, () => installLicence(database, text));
    console.log(
      `Licence installed for ${payload?.organisation.name} (${payload?.organisation.code}): valid until ${payload?.validUntil}${verdict.verdict === 'expiringSoon' ? ', and expiring soon' : ''}.`,
    );
  });
  return process.exitCode === 1 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main(process.argv.slice(2));
