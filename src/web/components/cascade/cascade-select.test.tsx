// @vitest-environment happy-dom
import '../commission/texts';
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { commissionFaculties } from '../../../contract/commission';
import { refusal, standInApi } from '../../testing/api-stand-in';
import { renderWidget } from '../../testing/render';
import { FacultySelect } from '../commission/faculty-select';
import { PLACEHOLDER_ID } from './cascade-select';

/*
 * A select of a cascade as the commission screens use it (components/commission/faculty-select.tsx): its
 * options read through the real client from gak-spec/faculty, named in the interface language; '--' for
 * nothing chosen; the 9999 placeholder shown but not chosen; what it says while loading, when the list
 * is empty and when it could not be loaded.
 */

const faculty = (id: number, ru: string, kg: string, en: string) => ({
  id_faculty: id,
  'p23-1': ru,
  'p23-1_kg': kg,
  'p23-1_en': en,
});
const faculties = [
  faculty(2, 'Экономический', 'Экономика', 'Economics'),
  faculty(3, 'Физический', 'Физика', 'Physics'),
  faculty(PLACEHOLDER_ID, 'Нет данных', 'Маалымат жок', 'No data yet'),
];

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
/** The line under the select (Mantine ties it to the input by aria-describedby). */
const said = (name: string) =>
  document.getElementById(select(name).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('cascade select', () => {
  test('its options in the interface language; a choice is given on; the placeholder is not choosable', async () => {
    const api = standInApi().on(commissionFaculties, () => faculties);
    const onChange = vi.fn();
    const { user, t } = renderWidget(<FacultySelect value={null} onChange={onChange} />, {
      api,
      language: 'kg',
    });
    const name = t('commission.faculty');
    expect(select(name).placeholder).toBe('--');
    await user.click(select(name));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Экономика', 'Физика', 'Маалымат жок']);
    expect(options[2]?.getAttribute('aria-disabled')).toBe('true');
    await user.click(options[2] as HTMLElement);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'Физика' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(api.bodies(commissionFaculties)).toEqual([{ idVuz: 1 }]);
  });

  test('the chosen one shows; while loading it says so; an empty list says there is no data', async () => {
    let answer: (rows: typeof faculties) => void = () => {};
    const api = standInApi().on(commissionFaculties, () => new Promise((resolve) => (answer = resolve)));
    const { t } = renderWidget(<FacultySelect value={3} onChange={() => {}} />, { api });
    const name = t('commission.faculty');
    await vi.waitFor(() => expect(said(name)).toBe(t('table.loading')));
    answer(faculties);
    await vi.waitFor(() => expect(select(name).value).toBe('Physics'));
    expect(said(name)).toBe('');
  });

  test('an empty list: disabled, saying there is no data', async () => {
    const api = standInApi().on(commissionFaculties, () => []);
    const { t } = renderWidget(<FacultySelect value={null} onChange={() => {}} />, { api });
    const name = t('commission.faculty');
    await vi.waitFor(() => expect(said(name)).toBe(t('table.empty')));
    expect(select(name).disabled).toBe(true);
  });

  test('a list that could not be loaded says so under the select, which is marked invalid', async () => {
    const api = standInApi().on(commissionFaculties, () =>
      refusal('UNAVAILABLE', 'The database is unavailable'),
    );
    const { t } = renderWidget(<FacultySelect value={null} onChange={() => {}} />, { api });
    const name = t('commission.faculty');
    await vi.waitFor(() => expect(said(name)).toContain(t('table.loadError')));
    expect(select(name).getAttribute('aria-invalid')).toBe('true');
    // The client says why in a toast.
    await screen.findByText(/The database is unavailable/);
  });
});
