// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { applyImport, type ImportPreview, previewImport } from '../../../contract/import';
import { type ApiStandIn, standInApi } from '../../testing/api-stand-in';
import { findToast, renderWidget } from '../../testing/render';
import { ImportFlow } from './import-action';

/*
 * An import's dialog as the directions screen opens it: the file read through the real client
 * (import/preview), the counts of what would be added, changed and refused with each refused row's
 * reason, then the write (import/apply) with the preview's token.
 */

const preview: ImportPreview = {
  rows: [
    { line: 2, verdict: 'create', record: '510100 Физика', changes: [], reason: null },
    { line: 3, verdict: 'create', record: '510200 Химия', changes: [], reason: null },
    {
      line: 4,
      verdict: 'update',
      record: '580100 Экономика',
      changes: [{ column: 'Name (en)', before: 'Economy', after: 'Economics' }],
      reason: null,
    },
    { line: 5, verdict: 'unchanged', record: '590100 Право', changes: [], reason: null },
    {
      line: 6,
      verdict: 'refuse',
      record: '5101 Биология',
      changes: [],
      reason: 'The code must have 6 digits',
    },
  ],
  counts: { create: 2, update: 1, unchanged: 1, refuse: 1 },
  token: 'preview-token',
  layout: { titleLine: 1, columns: [], expected: [], missing: [], notes: [] },
};

function openDialog(api: ApiStandIn) {
  const onClose = vi.fn();
  const rendered = renderWidget(<ImportFlow target={{ table: 'direction' }} onClose={onClose} />, { api });
  const file = document.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (name: string, content: string) =>
    rendered.user.upload(file, new File([content], name, { type: 'text/csv' }));
  return { ...rendered, onClose, choose };
}

const rowOfLine = (line: number) =>
  within(screen.getByRole('table')).getByText(String(line)).closest('tr') as HTMLElement;

describe('import dialog', () => {
  test('the preview counts what would be added, changed and refused, with a refused row’s reason', async () => {
    const api = standInApi().on(previewImport, () => preview);
    const { t, choose } = openDialog(api);
    await choose('directions.csv', 'Code;Name\n510100;Физика\n');

    const counts = await screen.findByRole('status');
    expect(
      within(counts)
        .getAllByText(/.+/)
        .map((badge) => badge.textContent),
    ).toEqual([
      t('import.counts.create', { count: 2 }),
      t('import.counts.update', { count: 1 }),
      t('import.counts.unchanged', { count: 1 }),
      t('import.counts.refuse', { count: 1 }),
    ]);
    expect(rowOfLine(6).textContent).toContain(t('import.verdicts.refuse'));
    expect(rowOfLine(6).textContent).toContain('The code must have 6 digits');
    expect(rowOfLine(4).textContent).toContain(
      t('import.change', { column: 'Name (en)', before: 'Economy', after: 'Economics' }),
    );
    // The unchanged row only on demand.
    expect(within(screen.getByRole('table')).queryByText('590100 Право')).toBeNull();
    const [sent] = api.bodies(previewImport);
    expect(sent).toMatchObject({ table: 'direction', file: { name: 'directions.csv' } });
    // The file's bytes travel as base64.
    const bytes = Uint8Array.from(atob(sent?.file.content ?? ''), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('Code;Name\n510100;Физика\n');
  });

  test('Write sends the preview’s token, says what was written and closes', async () => {
    const api = standInApi()
      .on(previewImport, () => preview)
      .on(applyImport, () => ({ create: 2, update: 1, unchanged: 1, refuse: 1 }));
    const { user, t, choose, onClose } = openDialog(api);
    await choose('directions.csv', 'Code;Name\n');
    await user.click(await screen.findByRole('button', { name: t('import.apply', { count: 3 }) }));
    await findToast(t('import.applied', { create: 2, update: 1 }));
    expect(api.bodies(applyImport)).toMatchObject([{ table: 'direction', token: 'preview-token' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a file with nothing to write: Write is disabled, saying why', async () => {
    const refusedOnly: ImportPreview = {
      ...preview,
      rows: preview.rows.filter((row) => row.verdict === 'refuse'),
      counts: { create: 0, update: 0, unchanged: 0, refuse: 1 },
    };
    const api = standInApi().on(previewImport, () => refusedOnly);
    const { user, t, choose } = openDialog(api);
    await choose('directions.csv', 'Code;Name\n');
    const write = await screen.findByRole('button', { name: t('import.apply', { count: 0 }) });
    expect(write.getAttribute('aria-disabled')).toBe('true');
    await screen.findByText(t('import.counts.refuse', { count: 1 }));
    expect(api.bodies(applyImport)).toEqual([]);
    // Why: its tooltip, on hover.
    await user.hover(write);
    await screen.findByText(t('import.nothingToWrite'));
  });
});
