import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/catalog';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import type { Services } from '../services';
import * as queries from './queries';
import { assertStudyFormComplete } from './rules';

/**
 * The /ministerstvo/ calls of the catalog: directions, speciality names, departments, levels,
 * qualifications, study forms. Each table is declared once (decision 0043); `locked` names the columns a
 * national-classifier row (edit = false) keeps.
 */
export function catalogRoutes(app: FastifyInstance, services: Services) {
  const { lists } = services;
  registerListCall(app, calls.allDirection, lists, queries.directions);
  registerReference(app, services, {
    save: calls.saveDirection,
    delete: calls.deleteDirection,
    table: { table: 'direction', key: 'id_direction', locked: ['code', 'direction'] },
    id: 'idDirection',
    columns: {
      code: 'code',
      direction: 'direction_',
      direction_kg: 'directionKg',
      direction_en: 'directionEn',
    },
  });

  registerListCall(app, calls.allSpecial, lists, queries.specials);
  registerReference(app, services, {
    save: calls.saveSpecial,
    delete: calls.deleteSpecial,
    table: { table: 'special', key: 'id_special', locked: ['code', 'special'] },
    id: 'idSpecial',
    columns: { code: 'code_', special: 'special_', special_kg: 'specialKg', special_en: 'specialEn' },
  });

  registerListCall(app, calls.kafedra, lists, queries.kafedras);
  registerListCall(app, calls.allFaculty, lists, queries.faculties);
  registerReference(app, services, {
    save: calls.saveKafedra,
    delete: calls.deleteKafedra,
    table: { table: 'kafedra', key: 'id_kafedra', locked: ['sn_f1', 'f1'], facultyColumn: 'id_faculty' },
    id: 'idKafedra',
    columns: { sn_f1: 'snF1', f1: 'f1', f1_kg: 'f1Kg', f1_en: 'f1En', id_faculty: 'idFaculty' },
    links: async (tx, body) => {
      if (body.idKafedra !== -1) await queries.checkDepartmentMove(tx, body.idKafedra, body.idFaculty);
    },
  });

  registerListCall(app, calls.qualification, lists, queries.qualifications);
  registerReference(app, services, {
    save: calls.saveQualification,
    delete: calls.deleteQualification,
    table: { table: 'qualification', key: 'id_qualification', locked: ['name_qualification'] },
    id: 'IDQualification',
    columns: {
      name_qualification: 'NameQualification',
      name_qualification_kg: 'NameQualificationKg',
      name_qualification_en: 'NameQualificationEn',
    },
  });

  registerListCall(app, calls.nameLevel, lists, queries.levels);
  registerReference(app, services, {
    save: calls.saveLevel,
    delete: calls.deleteLevel,
    table: { table: 'level', key: 'id_level', locked: ['name_level'] },
    id: 'IDLevel',
    columns: { name_level: 'NameLevel', name_level_kg: 'NameLevelKg', name_level_en: 'NameLevelEn' },
  });

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
