import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/catalog';
import type { ReferenceTable } from '../../contract/reference-table';
import { describedWrites } from '../db/reference-writes';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import type { Services } from '../services';
import * as queries from './queries';
import { assertStudyFormComplete } from './rules';

/**
 * A described table's save and delete as registerReference takes them; its payload fields are typed by the
 * call, the columns by the description (reference-writes.ts).
 */
const writes = <T extends ReferenceTable>(table: T) =>
  describedWrites(table) as ReturnType<typeof describedWrites> & {
    save: T['save'];
    delete: T['delete'];
    id: never;
    columns: Record<string, never>;
  };

/**
 * The /ministerstvo/ calls of the catalog: directions, speciality names, departments, levels,
 * qualifications, study forms. Each table is declared once (decision 0043); `locked` names the columns a
 * national-classifier row (edit = false) keeps.
 */
export function catalogRoutes(app: FastifyInstance, services: Services) {
  const { lists } = services;
  registerListCall(app, calls.allFaculty, lists, queries.faculties);
  // The five tables described once in the contract (decision 0065): lists and writes derived.
  registerListCall(app, calls.allDirection, lists, queries.directions);
  registerReference(app, services, writes(calls.directionTable));
  registerListCall(app, calls.allSpecial, lists, queries.specials);
  registerReference(app, services, writes(calls.specialTable));
  registerListCall(app, calls.departments, lists, queries.departments);
  registerReference(app, services, {
    ...writes(calls.departmentTable),
    links: async (tx, body) => {
      if (body.idKafedra !== -1) await queries.checkDepartmentMove(tx, body.idKafedra, body.idFaculty);
    },
  });
  registerListCall(app, calls.qualification, lists, queries.qualifications);
  registerReference(app, services, writes(calls.qualificationTable));
  registerListCall(app, calls.nameLevel, lists, queries.levels);
  registerReference(app, services, writes(calls.levelTable));

  registerListCall(app, calls.allFeduc, lists, queries.studyForms);
  registerListCall(app, calls.feducVid, lists, queries.studyFormKinds);
  registerListCall(app, calls.feducProg, lists, queries.studyFormProgrammes);
  registerReference(app, services, {
    save: calls.saveStudyForm,
    delete: calls.deleteStudyForm,
    table: { table: 'f_educ', key: 'id_f_educ', locked: ['short_name', 'f_educ'] },
    id: 'idFeduc',
    columns: {
      short_name: 'shortName',
      f_educ: 'fEduc_',
      f_educ_kg: 'fEducKg',
      f_educ_en: 'fEducEn',
      oztext_ru: 'oztextRu',
      oz: 'oz',
      max_rate_id: 'maxRateId',
      id_f_educ_vid: 'idFeducVid',
      education_cycle: 'educationCycle',
      id_f_educ_prog: 'idFeducProg',
    },
    filled: assertStudyFormComplete,
  });
}
