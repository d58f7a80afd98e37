import type { ApiCalls } from './api-calls';
import type { SignedInApp } from './signed-in-app';

// What the history and restore tests (src/server/history) make their records with.

/** A short text no other record of a test run has. */
export const tag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e4)}`;

/** A direction's save through the screen's call: the code's name, no Kyrgyz or English one unless given. */
export const saveDirection = (
  api: ApiCalls,
  id: number,
  code: string,
  fields: Record<string, unknown> = {},
) =>
  api.post('ministerstvo/ins-upd-direction', {
    idDirection: id,
    code,
    direction_: `Направление ${code}`,
    directionKg: '',
    directionEn: '',
    ...fields,
  });

/** A new direction of this code (and Kyrgyz name); its id. */
export async function newDirection(app: SignedInApp, code: string, kg = '') {
  await saveDirection(app.api, -1, code, { directionKg: kg });
  const [row] = await app.t.database.query<{ id: number }>(
    'SELECT id_direction AS id FROM direction WHERE code = $1',
    [code],
  );
  return row?.id as number;
}
