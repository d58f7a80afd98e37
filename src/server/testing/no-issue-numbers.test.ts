import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The tracker's issues are not in the repository, so a newcomer cannot follow a reference to one. The
 * code, tests and docs cite a decision record as `decision NNNN` (docs/decisions/NNNN-*.md) and the spec
 * as `SPEC §N` (docs/spec.md), or say the reason in plain words. docs/spec.md is a copy of the spec,
 * kept as it is.
 */
const root = join(import.meta.dirname, '../../..');
const folders = ['src', 'e2e', 'bench', 'build', 'docs'];
const files = ['README.md'];
// The spec, and this file, whose examples are what it looks for.
const kept = new Set(['docs/spec.md', relative(root, import.meta.filename)]);
// A migration is never edited once written, comments included: installed databases keep its checksum
// (decision 0026). Its old references stay; a new migration cites decisions like the rest.
const written = /^src\/server\/db\/migrations\/00(0\d|1\d|2[0-4])_/;

// "issue 26", "Issues 14 and 26", "issue #9", and one wrapped onto a comment's next line.
const issueNumber = /\bissues?\s*(?:(?:\/\/|\*|--)\s*)?#?\d+/gi;

async function repositoryFiles(): Promise<string[]> {
  const found = [...files];
  for (const folder of folders) {
    const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true });
    for (const entry of entries)
      if (entry.isFile()) found.push(relative(root, join(entry.parentPath, entry.name)));
  }
  return found.filter((path) => !kept.has(path) && !written.test(path));
}

/** Each reference to an issue number in a text, as `line: the reference`. */
function issueNumbers(text: string): string[] {
  return [...text.matchAll(issueNumber)].map(
    (match) => `${text.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`,
  );
}

describe('no reference to an issue number', () => {
  it('finds one, also wrapped onto the next line of a comment', () => {
    expect(issueNumbers('a\n// as asked (Issue 26).\n * issues\n * 14 and 26; issue #9')).toEqual([
      '2: Issue 26',
      '3: issues * 14',
      '4: issue #9',
    ]);
    expect(issueNumbers('decision 0031, SPEC §8; result.error.issues[0]; an issue path')).toEqual([]);
  });

  it('no file of the code, tests, benchmarks, build or docs names one', async () => {
    const found: string[] = [];
    for (const path of await repositoryFiles()) {
      const bytes = await readFile(join(root, path));
      if (bytes.includes(0)) continue; // a picture or a font
      for (const reference of issueNumbers(bytes.toString('utf8'))) found.push(`${path}:${reference}`);
    }
    expect(found).toEqual([]);
  });
});
