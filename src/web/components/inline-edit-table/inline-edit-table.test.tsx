// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deleteOffice, type OfficeRow, offices, saveOffice } from '../../../contract/classrooms';
import { Sms } from '../../../contract/sms';
import { read } from '../../api/queries';
import { useInlineWrite } from '../../api/write';
import { usePermissions } from '../../lib/permissions';
import { refusal, standInApi } from '../../testing/api-stand-in';
import { findToast, renderWidget } from '../../testing/render';
import type { SaveRequest } from '../reference-screen/mutations';
import { type InlineColumn, upsert } from './inline-edit';
import { InlineEditTable } from './inline-edit-table';

/*
 * The inline-edit table as the offices modal uses it (features/classrooms/places-modals.tsx): its list read
 * and its saves through the real client, answered by a stand-in of the server holding the offices.
 */

type OfficeValues = { otdel: string; otdelKg: string; otdelEn: string };
const valuesOf = (row: OfficeRow): OfficeValues => ({
  otdel: row.otdel,
  otdelKg: row.otdel_kg,
  otdelEn: row.otdel_en,
});
const office = (id: number, name: string, rowVersion = 1): OfficeRow => ({
  id_otdel: id,
  otdel: name,
  otdel_kg: `${name} (kg)`,
  otdel_en: '',
  rowVersion,
});

const columns: InlineColumn<OfficeRow, OfficeValues>[] = [
  {
    key: 'otdel',
    header: 'Name (ru)',
    cell: (row) => row.otdel,
    edit: { kind: 'text', name: 'otdel', maxLength: 20, required: true },
  },
  {
    key: 'otdelKg',
    header: 'Name (kg)',
    cell: (row) => row.otdel_kg,
    edit: { kind: 'text', name: 'otdelKg', maxLength: 20 },
  },
];

function Offices({ pageSize }: { pageSize?: number }) {
  const list = useQuery(read(offices));
  const save = useInlineWrite(saveOffice, ({ row, values }: SaveRequest<OfficeRow, OfficeValues>) =>
    upsert(row, 'idOtdel', (saved) => saved.id_otdel, values),
  );
  const remove = useInlineWrite(deleteOffice, (row: OfficeRow) => ({ idOtdel: row.id_otdel }));
  const { tableRefusals } = usePermissions();
  return (
    <InlineEditTable<OfficeRow, OfficeValues>
      label="Offices"
      query={list}
      columns={columns}
      rowKey={(row) => row.id_otdel}
      rowLabel={(row) => row.otdel}
      valuesOf={valuesOf}
      emptyValues={{ otdel: '', otdelKg: '', otdelEn: '' }}
      save={save}
      remove={remove}
      refusals={tableRefusals(saveOffice, deleteOffice)}
      pageSize={pageSize}
    />
  );
}

/** A server holding these offices: saves as ins-upd-otdel does (a stale row version: 409). */
function serverWith(rows: OfficeRow[]) {
  const api = standInApi()
    .on(offices, () => rows)
    .on(saveOffice, (body) => {
      const { idOtdel, otdel, otdelKg = '', otdelEn = '', rowVersion } = body;
      if (idOtdel === -1) {
        rows.push({
          id_otdel: 100 + rows.length,
          otdel,
          otdel_kg: otdelKg,
          otdel_en: otdelEn,
          rowVersion: 1,
        });
        return [{ sms: Sms.CREATED }];
      }
      const index = rows.findIndex((row) => row.id_otdel === idOtdel);
      const current = rows[index] as OfficeRow;
      if (rowVersion !== current.rowVersion) return refusal('CONFLICT', 'The record was changed meanwhile.');
      rows[index] = {
        ...current,
        otdel,
        otdel_kg: otdelKg,
        otdel_en: otdelEn,
        rowVersion: current.rowVersion + 1,
      };
      return [{ sms: Sms.UPDATED }];
    });
  return { api, rows };
}

const table = () => screen.getByRole('table', { name: 'Offices' });
const row = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const input = (name: string) => within(table()).getByRole('textbox', { name });
const typedIn = (name: string) => (input(name) as HTMLInputElement).value;
/** What a screen reader says of the element beyond its name (a disabled button's reason). */
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('inline-edit table', () => {
  test('a new row: its required field refused under the row, then saved and listed', async () => {
    const { api } = serverWith([office(1, 'Rectorate')]);
    const { user, t } = renderWidget(<Offices />, { api });
    await within(table()).findByText('Rectorate');

    await user.click(screen.getByRole('button', { name: t('table.add') }));
    await user.type(input('Name (kg)'), 'Бөлүм');
    const save = screen.getByRole('button', {
      name: t('inlineTable.save', { name: t('inlineTable.newRow') }),
    });
    await user.click(save);
    expect(screen.getByRole('alert').textContent).toBe(t('inlineTable.fillAll', { fields: 'Name (ru)' }));
    expect(input('Name (ru)').getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies(saveOffice)).toEqual([]);

    await user.type(input('Name (ru)'), '  Library ');
    await user.click(save);
    await findToast(t('sms.toast1'));
    await within(table()).findByText('Library');
    expect(api.bodies(saveOffice)).toEqual([
      { idOtdel: -1, otdel: 'Library', otdelKg: 'Бөлүм', otdelEn: '', rowVersion: undefined },
    ]);
    expect(within(table()).queryByRole('textbox')).toBeNull();
  });

  test('an edit is saved with its values trimmed and its row version', async () => {
    const { api } = serverWith([office(1, 'Rectorate', 4)]);
    const { user, t } = renderWidget(<Offices />, { api });
    await user.click(await screen.findByRole('button', { name: t('table.edit', { name: 'Rectorate' }) }));
    expect(typedIn('Name (ru)')).toBe('Rectorate');
    await user.clear(input('Name (ru)'));
    await user.type(input('Name (ru)'), ' Dean office  {Enter}');
    await within(table()).findByText('Dean office');
    expect(api.bodies(saveOffice)).toEqual([
      { idOtdel: 1, otdel: 'Dean office', otdelKg: 'Rectorate (kg)', otdelEn: '', rowVersion: 4 },
    ]);
    await findToast(t('sms.toast2'));
  });

  test('Escape restores the row; with typed changes it asks first', async () => {
    const { user, t } = renderWidget(<Offices />, { api: serverWith([office(1, 'Rectorate')]).api });
    const edit = await screen.findByRole('button', { name: t('table.edit', { name: 'Rectorate' }) });
    // Nothing typed: Escape leaves the edit without a question.
    await user.click(edit);
    await user.type(input('Name (ru)'), '{Escape}');
    expect(within(table()).queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: t('table.edit', { name: 'Rectorate' }) }));
    await user.type(input('Name (ru)'), ' typed{Escape}');
    const question = await screen.findByRole('dialog', { name: t('form.discardTitle') });
    expect(question.textContent).toContain(t('form.discardLeaveQuestion'));
    expect(question.textContent).toContain('Rectorate');
    await user.click(within(question).getByRole('button', { name: t('form.keepEditing') }));
    expect(typedIn('Name (ru)')).toBe('Rectorate typed');

    await user.click(screen.getByRole('button', { name: t('inlineTable.cancel', { name: 'Rectorate' }) }));
    await user.click(await screen.findByRole('button', { name: t('form.discard') }));
    expect(within(table()).queryByRole('textbox')).toBeNull();
    expect(row('Rectorate').textContent).not.toContain('typed');
  });

  test('a save of a row changed meanwhile (409) marks the row and offers its current values', async () => {
    const { api, rows } = serverWith([office(1, 'Rectorate')]);
    const { user, t } = renderWidget(<Offices />, { api });
    await user.click(await screen.findByRole('button', { name: t('table.edit', { name: 'Rectorate' }) }));
    // Another user saves the row meanwhile.
    rows[0] = { ...office(1, 'Rector office'), rowVersion: 2 };
    await user.type(input('Name (ru)'), ' 2');
    await user.click(screen.getByRole('button', { name: t('inlineTable.save', { name: 'Rectorate' }) }));

    await within(table()).findByText(t('inlineTable.staleText'));
    // The list reloaded: the row's buttons name it as it is now.
    const save = await screen.findByRole('button', {
      name: t('inlineTable.save', { name: 'Rector office' }),
    });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: t('form.reload') }));
    expect(await screen.findByDisplayValue('Rector office')).toBe(input('Name (ru)'));
    expect(within(table()).queryByText(t('inlineTable.staleText'))).toBeNull();
    expect(api.bodies(saveOffice)).toHaveLength(1);
  });

  test('a viewer sees every write disabled, saying why', async () => {
    const { user, t } = renderWidget(<Offices />, {
      api: serverWith([office(1, 'Rectorate')]).api,
      role: 'viewer',
    });
    const edit = await screen.findByRole('button', { name: t('table.edit', { name: 'Rectorate' }) });
    const remove = screen.getByRole('button', { name: t('table.delete', { name: 'Rectorate' }) });
    const add = screen.getByRole('button', { name: t('table.add') });
    for (const button of [edit, remove, add]) expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(edit)).toBe(t('access.viewOnly'));
    await user.click(edit);
    await user.click(add);
    expect(within(table()).queryByRole('textbox')).toBeNull();
  });

  test('pages: the rows a page, and a new row added on the last page', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => office(index + 1, `Office ${index + 1}`));
    const { user, t } = renderWidget(<Offices pageSize={3} />, { api: serverWith(rows).api });
    await within(table()).findByText('Office 1');
    expect(within(table()).queryByText('Office 4')).toBeNull();
    screen.getByText(t('table.total', { count: 7 }));

    await user.click(screen.getByRole('button', { name: t('table.page', { page: 2 }) }));
    within(table()).getByText('Office 4');
    expect(within(table()).queryByText('Office 1')).toBeNull();

    await user.click(screen.getByRole('button', { name: t('table.add') }));
    const last = screen.getByRole('button', { name: t('table.page', { page: 3 }) });
    expect(last.getAttribute('aria-current')).toBe('page');
    within(table()).getByText('Office 7');
    expect(typedIn('Name (ru)')).toBe('');
  });
});
