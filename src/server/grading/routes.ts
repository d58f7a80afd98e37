import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/grading';
import { deleteReference, saveReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import * as planQueries from '../speciality-plan/queries';
import { checkDetail, checkRange } from './locks';
import * as queries from './queries';
import { assertDetailFilled, assertFieldLimits } from './rules';
import { detailTable, displayRuleTable, estimationFieldTable, rangeTable } from './tables';

/** The /grading-rule/ calls (SPEC §7): the variants, and their administration (issue 13). */
export function gradingRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.gradingVariants, lists, queries.gradingVariants);

  registerListCall(app, calls.gradingRanges, lists, planQueries.variantRanges, ({ body }) => ({
    variantId: body.idEbeVar,
  }));
  registerCall(app, calls.saveRange, async ({ body, user }) => {
    const span = { begin: body.begBal, end: body.endBal };
    return ok(
      await saveReference(
        database,
        user,
        rangeTable,
        body.idEbe,
        { beg_bal: body.begBal, end_bal: body.endBal },
        { rowVersion: body.rowVersion, before: (tx) => checkRange(tx, body.idEbe, span) },
      ),
    );
  });

  registerListCall(app, calls.rangeDetails, lists, queries.rangeDetails, ({ body }) => ({
    rangeId: body.idEbe,
  }));
  registerCall(app, calls.saveDetail, async ({ body, user }) => {
    const detail = { begin: body.begBal, end: body.endBal, numeric: body.ekvNum, letter: body.ekvBukv };
    assertDetailFilled(detail);
    return ok(
      await saveReference(
        database,
        user,
        detailTable,
        body.idEbeDetal,
        {
          id_ebe: body.idEbe,
          beg_bal: body.begBal,
          end_bal: body.endBal,
          ekv_num: body.ekvNum,
          ekv_bukv: body.ekvBukv,
        },
        { rowVersion: body.rowVersion, before: (tx) => checkDetail(tx, body.idEbeDetal, body.idEbe, detail) },
      ),
    );
  });
  registerCall(app, calls.deleteDetail, async ({ body, user }) =>
    ok(await deleteReference(database, user, detailTable, body.idEbeDetal)),
  );

  registerListCall(app, calls.gradingConfiguration, lists, planQueries.variantEstimation, ({ body }) => ({
    variantId: body.idEbeVar,
  }));
  registerCall(app, calls.saveEstimationField, async ({ body, user }) => {
    assertFieldLimits(body.min, body.max);
    return ok(
      await saveReference(
        database,
        user,
        estimationFieldTable,
        body.idEstConfig,
        {
          id_ebe_var: body.idEbeVar,
          order_pole: body.orderPole,
          name_pole: body.namePole,
          info_or_value: body.infoValue,
          pole_mark_mag: body.poleMarkMag,
          formula: body.formula,
          min: body.min,
          max: body.max,
        },
        { rowVersion: body.rowVersion },
      ),
    );
  });
  registerCall(app, calls.deleteEstimationField, async ({ body, user }) =>
    ok(await deleteReference(database, user, estimationFieldTable, body.idEstConfig)),
  );

  registerListCall(app, calls.displayRules, lists, queries.displayRules, ({ body }) => ({
    variantId: body.idEbeVar,
  }));
  registerCall(app, calls.saveDisplayRule, async ({ body, user }) =>
    ok(
      await saveReference(
        database,
        user,
        displayRuleTable,
        body.idComEbeFEst,
        { definition: body.Definition },
        { rowVersion: body.rowVersion },
      ),
    ),
  );
}
