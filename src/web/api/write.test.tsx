// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { allDirection, allFaculty, saveDirection } from '../../contract/catalog';
import { Sms } from '../../contract/sms';
import { facultyDirections } from '../../contract/structure';
import { type ApiStandIn, refusal, standInApi } from '../testing/api-stand-in';
import { findToast, renderWidget } from '../testing/render';
import { callApi } from './client';
import { read } from './queries';
import { useWrite } from './write';

/*
 * The one write hook (api/write.ts) on a screen showing three lists: the directions and a faculty's
 * directions (both read the table `direction`, contract/call-tables.ts) and the faculties (which do not).
 * A direction's save goes through the real client to a stand-in of the server.
 */

const direction = { idDirection: -1, code: '510100', direction_: 'Физика', directionKg: '', directionEn: '' };

function DirectionScreen() {
  const directions = useQuery(read(allDirection));
  const ofFaculty = useQuery(read(facultyDirections, { idFaculty: 1 }));
  const faculties = useQuery(read(allFaculty));
  const save = useWrite(saveDirection, () => callApi(saveDirection, direction as never));
  const loaded = [directions, ofFaculty, faculties].every((query) => query.isSuccess);
  return (
    <button type="button" disabled={!loaded} onClick={() => save.mutate(undefined)}>
      {save.isPending ? 'Saving' : 'Save'}
    </button>
  );
}

/** A server with empty lists whose saves answer `saved`; counts each list's requests. */
function serverAnswering(saved: () => unknown): ApiStandIn {
  return standInApi()
    .on(allDirection, () => [])
    .on(facultyDirections, () => [])
    .on(allFaculty, () => [])
    .on(saveDirection, saved as never);
}

const asked = (api: ApiStandIn) => ({
  directions: api.bodies(allDirection).length,
  ofFaculty: api.bodies(facultyDirections).length,
  faculties: api.bodies(allFaculty).length,
});

/** Renders the screen and waits until its three lists have answered once. */
async function rendered(api: ApiStandIn) {
  const widget = renderWidget(<DirectionScreen />, { api });
  const button = await screen.findByRole('button', { name: 'Save' });
  await expect.poll(() => (button as HTMLButtonElement).disabled).toBe(false);
  return { ...widget, button };
}

describe('a write makes stale the reads of the tables it writes', () => {
  test('every cached read of those tables reloads, shown or not, whatever its body; an unrelated one does not', async () => {
    const api = serverAnswering(() => [{ sms: Sms.CREATED }]);
    const { user, t, button, queryClient } = await rendered(api);
    // Another faculty's directions, read earlier by a screen no longer shown: cached, not observed.
    await queryClient.prefetchQuery(read(facultyDirections, { idFaculty: 2 }));
    expect(asked(api)).toEqual({ directions: 1, ofFaculty: 2, faculties: 1 });

    await user.click(button);
    await findToast(t('sms.toast1'));
    await expect.poll(() => asked(api)).toEqual({ directions: 2, ofFaculty: 4, faculties: 1 });
    expect(api.bodies(facultyDirections).slice(2)).toEqual(
      expect.arrayContaining([{ idFaculty: 1 }, { idFaculty: 2 }]),
    );
  });

  test('a refusal of the input (400) is said and reloads nothing', async () => {
    const api = serverAnswering(() => refusal('VALIDATION', 'The code must have six digits.'));
    const { user, button } = await rendered(api);
    await user.click(button);
    await findToast('The code must have six digits.');
    await screen.findByRole('button', { name: 'Save' });
    expect(asked(api)).toEqual({ directions: 1, ofFaculty: 1, faculties: 1 });
  });

  test('a refusal saying the data changed meanwhile (409) is said, and the reads it touches reload', async () => {
    const api = serverAnswering(() => refusal('CONFLICT', 'The record was changed meanwhile.'));
    const { user, button } = await rendered(api);
    await user.click(button);
    await findToast('The record was changed meanwhile.');
    await expect.poll(() => asked(api)).toEqual({ directions: 2, ofFaculty: 2, faculties: 1 });
  });

  test('the toast shows at once, while the reads it made stale reload; only those on screen are waited for', async () => {
    const api = serverAnswering(() => [{ sms: Sms.CREATED }]);
    const { user, t, button, queryClient } = await rendered(api);
    await queryClient.prefetchQuery(read(facultyDirections, { idFaculty: 2 }));
    // From now on the directions on screen and another faculty's (cached, not shown) answer only when
    // released: their reloads hang.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async <T,>(answer: T) => {
      await held;
      return answer;
    };
    api.on(allDirection, () => hold([]));
    api.on(facultyDirections, (body) => (body.idFaculty === 2 ? hold([]) : []));

    await user.click(button);
    await findToast(t('sms.toast1'));
    // Neither list has answered: the toast did not wait; the write waits for the list on screen.
    expect(asked(api)).toEqual({ directions: 2, ofFaculty: 4, faculties: 1 });
    expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy();
    api.on(allDirection, () => []);
    await queryClient.refetchQueries({ queryKey: read(allDirection).queryKey });
    // The list on screen answered; the one no screen shows still hangs, and no one waits for it.
    await screen.findByRole('button', { name: 'Save' });
    expect(queryClient.getQueryState(read(facultyDirections, { idFaculty: 2 }).queryKey)?.fetchStatus).toBe(
      'fetching',
    );
    release();
  });
});
