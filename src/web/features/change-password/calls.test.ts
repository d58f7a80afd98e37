import { describe, expect, it } from 'vitest';
import { changePassword, logout } from '../../../contract/auth';
import { envelopeSchema } from '../../../contract/envelope';
import { changePasswordEndpoint, logoutEndpoint, readNullEnvelope, readSmsEnvelope } from './calls';

/** The change-password screen's hand-made checks must agree with the contract they stand in for. */

const outcome = (parsed: { success: boolean; data?: unknown }) => (parsed.success ? parsed.data : undefined);

const datas: unknown[] = [
  [{ sms: 2 }],
  [{ sms: 2, extra: 'dropped' }],
  [],
  [{ sms: 1.5 }],
  [{ sms: '2' }],
  [{}],
  [null],
  { sms: 2 },
  null,
  'ok',
  undefined,
];

const envelopes: unknown[] = [
  ...datas.map((data) => ({ data, error: null, message: 'Пароль изменён' })),
  { data: null, error: 'VALIDATION', message: 'Текущий пароль указан неверно' },
  { data: [{ sms: 2 }], error: 1, message: null },
  { data: [{ sms: 2 }], error: null },
  { error: null, message: null },
  [],
  null,
];

describe('change-password calls without Zod', () => {
  it('go where the contract says', () => {
    for (const [endpoint, call] of [
      [changePasswordEndpoint, changePassword],
      [logoutEndpoint, logout],
    ] as const) {
      expect({
        method: endpoint.method,
        path: endpoint.path,
        requiresSession: endpoint.requiresSession,
      }).toEqual({ method: call.method, path: call.path, requiresSession: call.requiresSession });
    }
  });

  it('read the answer of auth/change-password as its contract does', () => {
    const schema = envelopeSchema(changePassword.data);
    for (const json of envelopes) expect(readSmsEnvelope(json)).toEqual(outcome(schema.safeParse(json)));
  });

  it('read the answer of auth/logout as its contract does', () => {
    const schema = envelopeSchema(logout.data);
    for (const json of envelopes) expect(readNullEnvelope(json)).toEqual(outcome(schema.safeParse(json)));
  });
});
