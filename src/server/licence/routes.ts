import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/licence';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { verdictMessages } from './current';
import type { Verdict } from './verdict';

/** A verdict as both calls answer it: its §8 sentence in the request's language and the licence's dates. */
function verdictFields({ verdict, payload }: Verdict, lang: Language) {
  const key = verdictMessages[verdict];
  return {
    verdict,
    message: key ? translate(key, lang) : null,
    validUntil: payload?.validUntil ?? null,
    noticeFrom: payload?.noticeFrom ?? null,
  };
}

/** The /license/ calls (SPEC §7 "Licence"): open whatever the verdict, so the web app can say it. */
export function licenceRoutes(app: FastifyInstance, { licence }: Services) {
  registerCall(app, calls.getTSessionWeb, async ({ lang }) => {
    const state = await licence.get();
    return ok({
      session: state.text === null ? [] : [{ licence: state.text }],
      organisations: state.organisations.map(({ name, code }) => ({ v2: name, id_field: code })),
      ...verdictFields(state.verdict, lang),
    });
  });
  registerCall(app, calls.getTSessionWebd, async ({ lang }) => {
    const { today, verdict } = await licence.judgedToday();
    return ok({ today, ...verdictFields(verdict, lang) });
  });
}
