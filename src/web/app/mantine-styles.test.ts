import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's stylesheet is split between the sign-in page (mantine.css) and the shell (shell/mantine.css)
 * (docs/decisions/0008-sign-in-page-weight.md). Together they must hold each of @mantine/core's style
 * files once, each part in the order of the whole stylesheet, so that a Mantine upgrade that adds or
 * reorders a file fails here rather than leaving a component unstyled.
 */

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const core = '../../../node_modules/@mantine/core/';

const importsOf = (css: string) =>
  [...css.matchAll(/^@import "@mantine\/core\/styles\/(.+)\.css";$/gm)].map((match) => match[1] as string);

const signInPart = importsOf(read('./mantine.css'));
const shellPart = importsOf(read('./shell/mantine.css'));

const whole = read(`${core}styles.css`);
const files = readdirSync(new URL(`${core}styles/`, import.meta.url))
  .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
  .map((name) => name.replace(/\.css$/, ''));
/** Where each file's rules sit in the whole stylesheet. */
const position = new Map(
  files.map((name) => [name, whole.indexOf(read(`${core}styles/${name}.css`).trim())] as const),
);
const inOrder = (part: string[]) => [...part].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));

describe("Mantine's stylesheet, split", () => {
  it('holds every style file of @mantine/core once', () => {
    expect([...signInPart, ...shellPart].sort()).toEqual([...files].sort());
  });

  it('keeps the order of the whole stylesheet in each part', () => {
    for (const name of files) expect(position.get(name), name).toBeGreaterThanOrEqual(0);
    expect(signInPart).toEqual(inOrder(signInPart));
    expect(shellPart).toEqual(inOrder(shellPart));
  });

  it('loads the base and the toasts with the sign-in page', () => {
    expect(signInPart.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(read('./mantine.css')).toContain('@import "@mantine/notifications/styles.css";');
  });
});
