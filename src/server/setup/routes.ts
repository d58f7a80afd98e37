import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/setup';
import { Sms } from '../../contract/sms';
import { AppError } from '../core/errors';
import { writeTransaction } from '../db/write';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import { installJudged } from '../licence/install-check';
import type { Services } from '../services';
import { setUpOnce } from './setup';
import { setupPlaces, setupStateOf } from './state';

/**
 * The setup/ calls (decision 0060): open whatever the licence says (licence/guard.ts), the writes reserved to
 * administrators by their rule, each one transaction.
 */
export function setupRoutes(app: FastifyInstance, { database, licence, classifiers }: Services) {
  const places = setupPlaces(database);
  registerCall(app, calls.setupState, async ({ lang }) =>
    ok(await setupStateOf(places, licence, classifiers, lang)),
  );

  registerCall(app, calls.setupUniversity, async ({ body, user }) => {
    await writeTransaction(database, user.id, (tx) => setUpOnce(tx, body));
    return ok([{ sms: Sms.CREATED }]);
  });

  registerCall(app, calls.installLicence, async ({ body, user }) => {
    const days = await licence.clock.days();
    await writeTransaction(database, user.id, async (tx) => {
      const { refusal } = await installJudged(tx, body.licence, licence.publicKey, days);
      // Under the file's field, in one sentence; nothing is written.
      if (refusal) throw new AppError('VALIDATION', refusal.key, { ...refusal.params, field: 'licence' });
    });
    return ok([{ sms: Sms.CREATED }]);
  });
}
