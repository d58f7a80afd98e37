import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/discipline';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import type { Services } from '../services';
import * as queries from './queries';
import { disciplineTable } from './tables';

/** The /discipline/discipline/ calls (SPEC §7 "Discipline"), and the list of decision 0020. */
export function disciplineRoutes(app: FastifyInstance, services: Services) {
  const { lists } = services;
  registerListCall(app, calls.disciplineKinds, lists, queries.disciplineKinds);
  registerListCall(app, calls.disciplines, lists, queries.disciplines);
  // Insert only creates (SPEC has no update): an existing code answers 3, an unknown kind 400.
  registerReference(app, services, {
    save: calls.insertDiscipline,
    delete: calls.deleteDiscipline,
    table: disciplineTable,
    deleteId: 'disciplineId',
    columns: {
      code: 'codeDiscipline',
      name: 'p34',
      name_kg: 'p34Kg',
      name_en: 'p34En',
      id_vid_discipline: 'idVidDisc',
    },
  });
}
