import { describe, expect, it } from 'vitest';
import { check, login, type SessionUser, sessionUserSchema } from '../../contract/auth';
import { envelopeSchema } from '../../contract/envelope';
import { checkEndpoint, loginEndpoint, readSessionEnvelope, readSessionUser } from './sign-in';

/** The sign-in page's hand-made checks must agree with the contract they stand in for. */

const user = {
  idAvnUser: 1,
  login: 'admin',
  name: 'Демо',
  surname: 'Администратор',
  role: 'administrator',
  allFaculties: false,
  facultyIds: [],
} satisfies SessionUser;

const users: unknown[] = [
  user,
  { ...user, extra: 'dropped' },
  { ...user, mustChangePassword: true },
  { ...user, mustChangePassword: false },
  { ...user, mustChangePassword: 'yes' },
  { ...user, mustChangePassword: null },
  { ...user, idAvnUser: 1.5 },
  { ...user, idAvnUser: 2 ** 53 },
  { ...user, idAvnUser: Number.NaN },
  { ...user, idAvnUser: '1' },
  { ...user, name: null },
  { idAvnUser: 1, login: 'admin', name: 'Демо' },
  { ...user, role: 'editor', allFaculties: true },
  { ...user, role: 'viewer' },
  { ...user, role: 'editor', facultyIds: [1, 7] },
  { ...user, role: 'root' },
  { ...user, role: undefined },
  { ...user, allFaculties: 'yes' },
  { ...user, allFaculties: undefined },
  { ...user, facultyIds: undefined },
  { ...user, facultyIds: [1, '2'] },
  { ...user, facultyIds: [1.5] },
  { ...user, facultyIds: [2 ** 53] },
  { ...user, facultyIds: { 0: 1 } },
  [],
  'admin',
  null,
  undefined,
];

const envelopes: unknown[] = [
  ...users.map((data) => ({ data, error: null, message: null })),
  { data: null, error: 'UNAUTHENTICATED', message: 'Войдите' },
  { data: user, error: null, message: 'ok', more: 1 },
  { data: user, error: 1, message: null },
  { data: user, error: null },
  { data: user, message: null, error: null, extra: [] },
  { error: null, message: null },
  [],
  'text',
  null,
  undefined,
];

const outcome = (parsed: { success: boolean; data?: unknown }) => (parsed.success ? parsed.data : undefined);

describe('sign-in calls without Zod', () => {
  it('go where the contract says', () => {
    for (const [endpoint, call] of [
      [checkEndpoint, check],
      [loginEndpoint, login],
    ] as const) {
      expect({
        method: endpoint.method,
        path: endpoint.path,
        requiresSession: endpoint.requiresSession,
      }).toEqual({
        method: call.method,
        path: call.path,
        requiresSession: call.requiresSession,
      });
    }
  });

  it('read a session user as sessionUserSchema does', () => {
    for (const value of users)
      expect(readSessionUser(value)).toEqual(outcome(sessionUserSchema.safeParse(value)));
  });

  it('read the envelope as envelopeSchema(sessionUserSchema) does', () => {
    const schema = envelopeSchema(sessionUserSchema);
    for (const json of envelopes) expect(readSessionEnvelope(json)).toEqual(outcome(schema.safeParse(json)));
  });

  it('accept only a user as the data of a successful answer', () => {
    expect(checkEndpoint.readData(user)).toEqual(user);
    expect(checkEndpoint.readData(null)).toBeUndefined();
  });
});
