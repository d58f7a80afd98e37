import { mkdtempSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayIn } from '../licence/clock';
import { parsePublicKey, readLicence } from '../licence/document';
import { main } from './licence-issue';

// npm run licence:issue through its main function: the key pair, the licence it signs, its refusals.

async function run(args: string[]) {
  const out: string[] = [];
  const info: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), info: (line) => info.push(line) });
  return { code, out: out.join('\n'), info: info.join('\n') };
}

const folder = () => mkdtempSync(join(tmpdir(), 'aa-licence-'));
const organisation = ['--name', 'Кыргызский национальный университет', '--code', 'KNU'];

describe('licence:issue', () => {
  it('makes a key pair (the private key for its owner only) and prints the LICENCE_PUBLIC_KEY line', async () => {
    const dir = join(folder(), 'keys');
    const made = await run(['--new-key', dir]);
    expect(made.code, made.info).toBe(0);
    expect(made.out).toBe('');
    expect((await stat(join(dir, 'private.pem'))).mode & 0o777).toBe(0o600);
    const publicPem = await readFile(join(dir, 'public.pem'), 'utf8');
    const line = made.info.split('\n').find((text) => text.startsWith('LICENCE_PUBLIC_KEY='));
    const configured = parsePublicKey(line?.slice('LICENCE_PUBLIC_KEY='.length) ?? '');
    expect(configured.equals(parsePublicKey(publicPem))).toBe(true);

    // Never over an existing private key: the licences it signed would have no key left.
    const again = await run(['--new-key', dir]);
    expect(again.code).toBe(1);
    expect(again.info).toContain('private.pem exists already');
  });

  it('signs a licence that the public key reads back, printed alone or written to --out', async () => {
    const dir = folder();
    const made = await run([
      '--new-key',
      dir,
      ...organisation,
      '--from',
      '2026-09-01',
      '--until',
      '2027-08-31',
    ]);
    expect(made.code, made.info).toBe(0);
    const publicKey = parsePublicKey(await readFile(join(dir, 'public.pem'), 'utf8'));
    const reading = readLicence(made.out, publicKey);
    expect(reading).toMatchObject({
      ok: true,
      payload: {
        format: 1,
        organisation: { name: 'Кыргызский национальный университет', code: 'KNU' },
        validFrom: '2026-09-01',
        validUntil: '2027-08-31',
        // 30 days before the last day by default.
        noticeFrom: '2027-08-01',
      },
    });
    expect(made.info).toContain('valid 2026-09-01 to 2027-08-31, expiring soon from 2027-08-01');

    const out = join(dir, 'knu.licence');
    const signed = await run([
      '--key',
      join(dir, 'private.pem'),
      ...organisation,
      '--until',
      '2026-12-31',
      '--notice',
      '2026-12-01',
      '--out',
      out,
    ]);
    expect(signed.code, signed.info).toBe(0);
    expect(signed.out).toBe('');
    const written = readLicence((await readFile(out, 'utf8')).trim(), publicKey);
    expect(written).toMatchObject({
      ok: true,
      payload: {
        validFrom: dayIn(DEFAULT_TIME_ZONE, Date.now()),
        validUntil: '2026-12-31',
        noticeFrom: '2026-12-01',
      },
    });
    // A licence shorter than the notice period is expiring soon from its first day.
    const short = await run([
      '--key',
      join(dir, 'private.pem'),
      ...organisation,
      '--from',
      '2026-12-20',
      '--until',
      '2026-12-31',
    ]);
    expect(readLicence(short.out, publicKey)).toMatchObject({ payload: { noticeFrom: '2026-12-20' } });
  });

  it('refuses wrong flags with one sentence and the usage, never a stack trace, making nothing', async () => {
    const dir = folder();
    const key = join(dir, 'private.pem');
    await run(['--new-key', dir]);
    await writeFile(join(dir, 'not-a-key.pem'), 'hello');
    const cases: Array<[string[], string]> = [
      [[], 'Give --key <private.pem> to sign a licence, or --new-key <dir>'],
      [['--key', key, '--new-key', folder()], 'Give either --key or --new-key, not both.'],
      [['--key', key, '--code', 'KNU', '--until', '2027-01-01'], '--name is required to sign a licence.'],
      [['--key', key, '--name', ' ', '--code', 'KNU', '--until', '2027-01-01'], '--name is required'],
      [['--key', key, '--name', 'КНУ', '--until', '2027-01-01'], '--code is required'],
      [['--key', key, ...organisation], '--until is required'],
      [['--key', key, ...organisation, '--until', '31.12.2027'], '--until must be a day written yyyy-mm-dd'],
      [['--key', key, ...organisation, '--until', '2027-02-30'], '--until must be a day written yyyy-mm-dd'],
      [
        ['--key', key, ...organisation, '--from', '2027-01-02', '--until', '2027-01-01'],
        'must not be before --from',
      ],
      [
        [
          '--key',
          key,
          ...organisation,
          '--from',
          '2027-01-01',
          '--until',
          '2027-06-30',
          '--notice',
          '2027-07-01',
        ],
        '--notice (2027-07-01) must fall between',
      ],
      [
        ['--key', key, ...organisation, '--code', 'X'.repeat(51), '--until', '2027-01-01'],
        '--code must have at most 50 characters.',
      ],
      [
        ['--key', join(dir, 'missing.pem'), ...organisation, '--until', '2027-01-01'],
        'the file cannot be read.',
      ],
      [
        ['--key', join(dir, 'not-a-key.pem'), ...organisation, '--until', '2027-01-01'],
        'not a private key in PEM.',
      ],
      [['--key', key, '--colour', 'red'], "Unknown option '--colour'"],
      [['--new-key', join(folder(), 'k'), '--name', 'КНУ'], '--code is required'],
    ];
    for (const [args, message] of cases) {
      const refused = await run(args);
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.out, args.join(' ')).toBe('');
      expect(refused.info, args.join(' ')).toContain(message);
      expect(refused.info, args.join(' ')).toContain('Usage:');
      expect(refused.info, args.join(' ')).not.toMatch(/\n\s+at /);
    }
    expect((await run(['--help'])).code).toBe(0);
  });
});
