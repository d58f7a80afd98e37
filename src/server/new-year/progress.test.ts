import { describe, expect, it } from 'vitest';
import { academicYearOf } from '../../contract/academic-year';
import { turnoverKinds, turnoverPhases } from '../../contract/new-year';
import { signedInAs } from '../testing/import-calls';
import { signedInApp } from '../testing/signed-in-app';

// How far an apply has gone, while it runs (decision 0057): the client names the apply (progressId) and asks
// new-year/progress; the answers come while the apply holds its transaction (on the embedded database too,
// whose one connection it holds), in order, and end done; no one else learns another's apply.

const app = signedInApp();
const from = academicYearOf(new Date());
const request = { yearFrom: from, yearTo: from + 1, kinds: [...turnoverKinds] };

interface Progress {
  known: boolean;
  phase: (typeof turnoverPhases)[number] | null;
  percent: number;
}
const progressOf = async (progressId: string, calls = app.api) => {
  const answer = await calls.post('new-year/progress', { progressId });
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data as Progress;
};

describe('the progress of an apply', () => {
  it('is answered while the apply runs, goes forward phase by phase, and ends done', async () => {
    const progressId = `whole-university-${Date.now()}`;
    const { token } = (await app.api.post('new-year/preview', request)).data as { token: string };
    let settled = false;
    const applying = app.api.post('new-year/apply', { ...request, token, progressId }).finally(() => {
      settled = true;
    });
    const during: Progress[] = [];
    while (!settled) {
      const answer = await progressOf(progressId);
      if (!settled && answer.known) during.push(answer);
    }
    const applied = await applying;
    expect(applied.status, JSON.stringify(applied)).toBe(200);
    // Answered while the apply held its transaction: it gives the event loop a turn after each statement.
    expect(during.length, 'answers while the apply ran').toBeGreaterThan(0);
    const order = (phase: Progress['phase']) => turnoverPhases.indexOf(phase ?? 'reading');
    for (const [index, answer] of during.entries()) {
      expect(answer.percent).toBeGreaterThanOrEqual(0);
      expect(answer.percent).toBeLessThanOrEqual(100);
      const before = during[index - 1];
      if (before) {
        expect(order(answer.phase)).toBeGreaterThanOrEqual(order(before.phase));
        expect(answer.percent).toBeGreaterThanOrEqual(before.percent);
      }
    }
    expect(during.some((answer) => answer.phase !== 'done' && answer.percent < 100)).toBe(true);
    expect(await progressOf(progressId)).toEqual({ known: true, phase: 'done', percent: 100 });
  });

  it('is nobody else’s: another user, or a name no apply was sent with, learns nothing', async () => {
    const progressId = `for-my-eyes-only-${Date.now()}`;
    const { token } = (
      await app.api.post('new-year/preview', { ...request, kinds: ['grading'], specialityIds: [1] })
    ).data as { token: string };
    await app.api.post('new-year/apply', {
      ...request,
      kinds: ['grading'],
      specialityIds: [1],
      token,
      progressId,
    });
    expect((await progressOf(progressId)).known).toBe(true);
    const editor = await signedInAs(app.t, 'editor', 'all');
    expect(await progressOf(progressId, editor)).toEqual({ known: false, phase: null, percent: 0 });
    expect(await progressOf('never-sent-with-an-apply')).toEqual({ known: false, phase: null, percent: 0 });
    // A viewer may not apply, and may not ask either.
    const viewer = await signedInAs(app.t, 'viewer');
    expect((await viewer.refused('new-year/progress', { progressId })).status).toBe(403);
  });
});
