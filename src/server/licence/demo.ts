import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { rows, sql } from '../db/sql';
import { inUniversity } from '../db/university-scope';
import { issueLicence, LICENCE_FORMAT, parsePublicKey } from './document';
import { installLicence, organisationShape } from './queries';

// The key licences are verified with, and the embedded demo's own licence (decision 0023).

/** Where the embedded demo keeps the public key of the licence it signed itself. */
export const demoKeyFile = (dataDir: string) => join(dataDir, 'licence-public.pem');

/**
 * LICENCE_PUBLIC_KEY when configured; else, on the embedded database, the demo's key in DATA_DIR; else
 * none, and every verdict is `absent`.
 */
export function licencePublicKey(config: Pick<Config, 'licence' | 'databaseUrl' | 'dataDir'>) {
  if (config.licence.publicKey) return parsePublicKey(config.licence.publicKey);
  const file = demoKeyFile(config.dataDir);
  if (config.databaseUrl || !existsSync(file)) return undefined;
  try {
    return parsePublicKey(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message} (remove it, or set LICENCE_PUBLIC_KEY)`);
  }
}

/** The day `months` later (the last day of a shorter month when it has no such day), yyyy-mm-dd. */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Signs and installs a one-year licence from `today` (notice a month before its end) for each university
 * there is, each its own (decision 0068), with one key pair made for them; answers the public key. The
 * private key is forgotten: no one can sign another licence with it.
 */
export async function signDemoLicence(database: Database, today: string): Promise<KeyObject> {
  const universities = await rows(
    database,
    { id: 'integer', ...organisationShape },
    sql`SELECT id_vuz AS id, btrim(v2) AS name, id_field AS code FROM vuz ORDER BY id_vuz`,
  );
  if (universities.length === 0 || universities.some((university) => !university.code))
    throw new Error('a demo university has no code (vuz.id_field) to license');
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const validUntil = dayBefore(addMonths(today, 12));
  for (const { id, name, code } of universities) {
    const text = issueLicence(
      {
        format: LICENCE_FORMAT,
        organisation: { name, code },
        validFrom: today,
        validUntil,
        noticeFrom: addMonths(validUntil, -1),
        issuedAt: new Date().toISOString(),
      },
      privateKey,
    );
    await inUniversity(id, () => installLicence(database, text));
  }
  return publicKey;
}

/** The embedded demo's first start: its licence, and the public key kept in DATA_DIR for later starts. */
export async function installDemoLicence(database: Database, dataDir: string, today: string) {
  const publicKey = await signDemoLicence(database, today);
  await writeFile(demoKeyFile(dataDir), publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
}
