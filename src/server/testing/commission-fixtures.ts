import { expect } from 'vitest';
import type { FacultyMemberRow } from '../../contract/commission';
import { messages } from '../core/messages';
import { type ApiCalls, refusal } from './api-calls';
import type { SignedInApp } from './signed-in-app';

// What the commission tests and scenarios share: the roles as migration 0015 numbers them, and the
// refusals both member saves make alike.

export const CHAIR = 1;
export const DEPUTY = 2;
export const MEMBER = 3;
export const SECRETARY = 4;

/** The reads of a faculty's commission, as its tests make them (history.test.ts, terms.test.ts). */
export function facultyCommission(app: SignedInApp) {
  const present = async (idFaculty: number): Promise<FacultyMemberRow[]> =>
    app.api.data('POST', 'gak-hi/history', { idFaculty });
  const everyone = async (idFaculty: number): Promise<FacultyMemberRow[]> =>
    app.api.data('POST', 'gak-hi/full-history', { idFaculty });
  /** The present member of that name (the tests look only for those they know are there). */
  const named = async (idFaculty: number, name: string) =>
    (await present(idFaculty)).find((row) => row.member_name === name) as FacultyMemberRow;
  return { present, everyone, named };
}

/**
 * A member save refuses an empty role, name or title with 'fillFields' in the request's language, and a
 * field too long or of the wrong type with 400 naming it; neither changes anything. `member` answers a
 * valid payload of the call with `fields` over it.
 */
export async function expectMemberRefusals(
  api: ApiCalls,
  path: string,
  member: (fields: Record<string, unknown>) => Record<string, unknown>,
) {
  const empties: Array<Record<string, unknown>> = [
    { idMemberType: null },
    { idMemberType: undefined },
    { memberName: '' },
    { memberName: '   ' },
    { memberName: undefined },
    { title: '' },
    { title: ' ' },
    { title: undefined },
    { idMemberType: null, memberName: '', title: '' },
  ];
  for (const fields of empties)
    for (const lang of ['ru', 'kg', 'en'] as const)
      expect(await api.refused(path, member(fields), lang), `${JSON.stringify(fields)} ${lang}`).toEqual(
        refusal(400, 'VALIDATION', messages.fillFields[lang]),
      );
  for (const fields of [
    { memberName: 'я'.repeat(501) },
    { title: 'я'.repeat(201) },
    { idMemberType: 1.5 },
    { idMemberType: 'chair' },
    { rowVersion: 0 },
  ])
    await api.refusedNaming(path, member(fields), Object.keys(fields)[0] as string);
}
