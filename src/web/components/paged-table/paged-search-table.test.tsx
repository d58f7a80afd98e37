// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { DirectionRow } from '../../../contract/catalog';
import { REFERENCE_PAGE_SIZE } from '../../../contract/limits';
import { renderWidget } from '../../testing/render';
import { useUrlListState } from './list-state';
import { type Column, PagedSearchTable } from './paged-search-table';

/*
 * The paged search table as the reference screens use it (reference-screen/), on directions as
 * ministerstvo/allDirection answers them: search by any language's name or the code, pages of 12, the
 * search and page in the address, and what the table says while there is no row to show.
 */

const direction = (index: number): DirectionRow => ({
  id_direction: index,
  'p24-1': `5${String(index).padStart(5, '0')}`,
  'p24-2': `Направление ${index}`,
  p24_kg: `Багыт ${index}`,
  p24_en: index === 3 ? 'Economics' : `Direction ${index}`,
  p24: `Направление ${index}`,
  edit: true,
  rowVersion: 1,
});
const directions = Array.from({ length: 30 }, (_, index) => direction(index + 1));

const columns: Column<DirectionRow>[] = [
  { key: 'code', header: 'Code', cell: (row) => row['p24-1'], width: 120 },
  { key: 'name', header: 'Name', cell: (row) => row['p24-2'] },
];

function Directions(props: { rows: DirectionRow[] | undefined; failed?: boolean; onRetry?: () => void }) {
  return (
    <PagedSearchTable<DirectionRow>
      label="Directions"
      rows={props.rows}
      failed={props.failed}
      onRetry={props.onRetry}
      columns={columns}
      rowKey={(row) => row.id_direction}
      searchNames={(row) => [row['p24-1'], row['p24-2'], row.p24_kg, row.p24_en]}
      state={useUrlListState()}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Directions' }))
    .getAllByRole('row')
    .slice(1);
const cell = (row: HTMLElement | undefined, index: number) => row?.querySelectorAll('td')[index]?.textContent;
const names = () => bodyRows().map((row) => cell(row, 2));

describe('paged search table', () => {
  test('pages of 12 rows, numbered across pages; the page is in the address', async () => {
    const { user, t, router } = renderWidget(<Directions rows={directions} />, { language: 'ru' });
    expect(bodyRows()).toHaveLength(REFERENCE_PAGE_SIZE);
    screen.getByText(t('table.total', { count: 30 }));
    await user.click(screen.getByRole('button', { name: t('table.page', { page: 3 }) }));
    expect(names()).toEqual(Array.from({ length: 6 }, (_, index) => `Направление ${25 + index}`));
    expect(cell(bodyRows()[0], 0)).toBe('25');
    expect(router.state.location.search).toBe('?page=3');
  });

  test('typing alone does not search; the button does, by any language or the code, back to page 1', async () => {
    const { user, t, router } = renderWidget(<Directions rows={directions} />, { language: 'kg' });
    await user.click(screen.getByRole('button', { name: t('table.page', { page: 2 }) }));
    const box = screen.getByRole('textbox', { name: t('table.search') });
    await user.type(box, 'economics');
    expect(bodyRows()).toHaveLength(REFERENCE_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: t('table.find') }));
    expect(names()).toEqual(['Направление 3']);
    expect(router.state.location.search).toBe('?q=economics');

    await user.clear(box);
    await user.type(box, '500012{Enter}');
    expect(names()).toEqual(['Направление 12']);
    // Emptying the box shows every row again at once.
    await user.click(screen.getByRole('button', { name: t('table.clearSearch') }));
    expect(bodyRows()).toHaveLength(REFERENCE_PAGE_SIZE);
  });

  test('nothing found says so, and counts none', async () => {
    const { user, t } = renderWidget(<Directions rows={directions} />);
    await user.type(screen.getByRole('textbox', { name: t('table.search') }), 'Physics{Enter}');
    expect(bodyRows().map((row) => row.textContent)).toEqual([t('table.empty')]);
    screen.getByText(t('table.total', { count: 0 }));
  });

  test('while the rows load it says so; a list that could not load offers a retry', async () => {
    const onRetry = vi.fn();
    const loading = renderWidget(<Directions rows={undefined} />);
    expect(bodyRows().map((row) => row.textContent)).toEqual([loading.t('table.loading')]);
    loading.unmount();

    const { user, t } = renderWidget(<Directions rows={undefined} failed onRetry={onRetry} />);
    expect(bodyRows()[0]?.textContent).toContain(t('table.loadError'));
    await user.click(screen.getByRole('button', { name: t('table.retry') }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
