// @vitest-environment happy-dom
import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { emailRefusal } from '../../../contract/contact';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { Sms } from '../../../contract/sms';
import { updateUniversity } from '../../../contract/structure';
import { callApi } from '../../api/client';
import { type ApiStandIn, refusal, standInApi } from '../../testing/api-stand-in';
import { renderWidget } from '../../testing/render';
import type { FormField, FormMode } from './fields';
import { FormModal } from './form-modal';

/*
 * A form modal as the university's edit uses it (features/educational/university-modal.tsx): required
 * and rule checks before the call, the save through the real client, the server's field refusal under
 * its field, and no typed change lost without asking.
 */

type Values = { v1: string; mail: string };
const initial: Values = { v1: 'KNU', mail: '' };
const fields: FormField<Values>[] = [
  { kind: 'text', name: 'v1', label: 'Short name', required: true, maxLength: NAME_MAX_LENGTH },
  {
    kind: 'text',
    name: 'mail',
    label: 'E-mail',
    maxLength: 200,
    check: (value) => (emailRefusal(value) ? 'form.invalidEmail' : null),
  },
];

function University({ mode, onClose }: { mode: FormMode; onClose: () => void }) {
  const save = useMutation({
    mutationFn: (values: Values) =>
      callApi(updateUniversity, { idVuz: 1, rowVersion: 3, v2: 'Full name', ...values }),
  });
  return (
    <FormModal<Values>
      opened
      title="University"
      fields={fields}
      initialValues={mode === 'add' ? { v1: '', mail: '' } : initial}
      mode={mode}
      locked={false}
      saving={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
    />
  );
}

async function open(mode: FormMode, api: ApiStandIn = standInApi()) {
  const onClose = vi.fn();
  const rendered = renderWidget(<University mode={mode} onClose={onClose} />, { api });
  await screen.findByRole('dialog', { name: 'University' });
  return { onClose, ...rendered };
}
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
/** The text shown under a field (Mantine ties its error to the input by aria-describedby). */
const under = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('form modal', () => {
  test('a required field left empty and an e-mail the rule refuses are said under each, and nothing is sent', async () => {
    const api = standInApi().on(updateUniversity, () => [{ sms: Sms.UPDATED }]);
    const { user, t } = await open('add', api);
    await user.type(field('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: t('form.save') }));
    expect(under('Short name')).toContain(t('form.required'));
    expect(under('E-mail')).toContain(t('form.invalidEmail'));
    expect(field('Short name').getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies(updateUniversity)).toEqual([]);
  });

  test("the server's refusal of a field is said under that field, not in a toast", async () => {
    const message = 'This address is already used by another university';
    const api = standInApi().on(updateUniversity, () => refusal('VALIDATION', message, 'mail'));
    const { user, t } = await open('edit', api);
    await user.type(field('E-mail'), 'rector@knu.kg');
    await user.click(screen.getByRole('button', { name: t('form.save') }));
    await vi.waitFor(() => expect(under('E-mail')).toContain(message));
    expect(api.bodies(updateUniversity)).toEqual([
      { idVuz: 1, rowVersion: 3, v2: 'Full name', v1: 'KNU', mail: 'rector@knu.kg' },
    ]);
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  test('an edit waits for a change: Save stays disabled, also after a trailing space', async () => {
    const { user, t } = await open('edit');
    const save = screen.getByRole('button', { name: t('form.save') }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(field('Short name'), ' ');
    expect(save.disabled).toBe(true);
    await user.type(field('Short name'), 'U');
    expect(save.disabled).toBe(false);
  });

  test('closing with typed changes asks first; keeping on keeps them, discarding closes', async () => {
    const { user, t, onClose } = await open('edit');
    // Nothing typed: Cancel closes at once.
    await user.click(screen.getByRole('button', { name: t('form.cancel') }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(field('Short name'), ' University');
    await user.click(screen.getByRole('button', { name: t('form.cancel') }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain(t('form.discardQuestion'));
    await user.click(within(question).getByRole('button', { name: t('form.keepEditing') }));
    expect(field('Short name').value).toBe('KNU University');
    expect(onClose).toHaveBeenCalledTimes(1);

    // Escape asks too.
    await user.type(field('Short name'), '{Escape}');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('form.discard') }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
