import type { FastifyInstance } from 'fastify';
import type { BodyOf } from '../../contract/call';
import * as calls from '../../contract/grading';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import type { Services } from '../services';
import * as planQueries from '../speciality-plan/queries';
import { checkDetail, checkRange } from './locks';
import * as queries from './queries';
import { assertDetailFilled, assertFieldLimits } from './rules';
import { detailTable, displayRuleTable, estimationFieldTable, rangeTable } from './tables';

/** The /grading-rule/ calls (SPEC §7): the variants, and their administration (decision 0019). */
export function gradingRoutes(app: FastifyInstance, services: Services) {
  const { lists } = services;
  registerListCall(app, calls.gradingVariants, lists, queries.gradingVariants);

  registerListCall(app, calls.gradingRanges, lists, planQueries.variantRanges, { variantId: 'idEbeVar' });
  registerReference(app, services, {
    save: calls.saveRange,
    table: rangeTable,
    id: 'idEbe',
    columns: { beg_bal: 'begBal', end_bal: 'endBal' },
    before: (tx, body) => checkRange(tx, body.idEbe, { begin: body.begBal, end: body.endBal }),
  });

  registerListCall(app, calls.rangeDetails, lists, queries.rangeDetails, { rangeId: 'idEbe' });
  const detailOf = (body: BodyOf<typeof calls.saveDetail>) => ({
    begin: body.begBal,
    end: body.endBal,
    numeric: body.ekvNum,
    letter: body.ekvBukv,
  });
  registerReference(app, services, {
    save: calls.saveDetail,
    delete: calls.deleteDetail,
    table: detailTable,
    id: 'idEbeDetal',
    columns: {
      id_ebe: 'idEbe',
      beg_bal: 'begBal',
      end_bal: 'endBal',
      ekv_num: 'ekvNum',
      ekv_bukv: 'ekvBukv',
    },
    filled: (body) => assertDetailFilled(detailOf(body)),
    before: (tx, body) => checkDetail(tx, body.idEbeDetal, body.idEbe, detailOf(body)),
  });

  registerListCall(app, calls.gradingConfiguration, lists, planQueries.variantEstimation, {
    variantId: 'idEbeVar',
  });
  registerReference(app, services, {
    save: calls.saveEstimationField,
    delete: calls.deleteEstimationField,
    table: estimationFieldTable,
    id: 'idEstConfig',
    columns: {
      id_ebe_var: 'idEbeVar',
      order_pole: 'orderPole',
      name_pole: 'namePole',
      info_or_value: 'infoValue',
      pole_mark_mag: 'poleMarkMag',
      formula: 'formula',
      min: 'min',
      max: 'max',
    },
    check: (body) => assertFieldLimits(body.min, body.max),
  });

  registerListCall(app, calls.displayRules, lists, queries.displayRules, { variantId: 'idEbeVar' });
  registerReference(app, services, {
    save: calls.saveDisplayRule,
    table: displayRuleTable,
    id: 'idComEbeFEst',
    columns: { definition: 'Definition' },
  });
}
