import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/classrooms';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import type { Services } from '../services';
import * as queries from './queries';
import { assertClassroomFilled } from './rules';
import { buildingTable, classroomTable, officeTable, specificsTable } from './tables';

/**
 * The /audience/ calls of the classrooms screen (SPEC §7 "Classrooms", decision 0021), and the saves and
 * deletes of buildings and offices SPEC lacks (decision 0062).
 */
export function classroomsRoutes(app: FastifyInstance, services: Services) {
  const { lists } = services;
  registerListCall(app, calls.buildings, lists, queries.buildings);
  registerListCall(app, calls.offices, lists, queries.offices);
  registerListCall(app, calls.specifics, lists, queries.specifics);
  registerListCall(app, calls.classrooms, lists, queries.classrooms, { buildingId: 'idKorpus' });

  registerReference(app, services, {
    save: calls.saveBuilding,
    delete: calls.deleteBuilding,
    table: buildingTable,
    id: 'idKorpus',
    columns: {
      korpus: 'korpus',
      korpus_kg: 'korpusKg',
      korpus_en: 'korpusEn',
      adres: 'adres',
      adres_kg: 'adresKg',
      adres_en: 'adresEn',
    },
    placeholders: [],
  });

  registerReference(app, services, {
    save: calls.saveOffice,
    delete: calls.deleteOffice,
    table: officeTable,
    id: 'idOtdel',
    columns: { otdel: 'otdel', otdel_kg: 'otdelKg', otdel_en: 'otdelEn' },
    placeholders: [],
  });

  registerReference(app, services, {
    save: calls.saveClassroom,
    delete: calls.deleteClassroom,
    table: classroomTable,
    id: 'idAuditorium',
    columns: {
      id_korpus: 'idKorpus',
      number: 'number',
      contain: 'contain',
      square: 'square',
      note: 'note',
      id_specifics: 'specific',
      id_faculty: 'idFaculty',
      id_otdel_1: 'idOtdel1',
      id_kafedra: 'idKafedra',
    },
    filled: assertClassroomFilled,
    placeholders: ['idKorpus', 'specific', 'idFaculty', 'idOtdel1', 'idKafedra'],
    before: (tx, body) =>
      queries.checkClassroomPlace(tx, {
        // Filled: assertClassroomFilled has refused a classroom without a building.
        buildingId: body.idKorpus as number,
        classroomId: body.idAuditorium,
        departmentId: body.idKafedra,
        facultyId: body.idFaculty,
      }),
  });

  registerReference(app, services, {
    save: calls.saveSpecifics,
    table: specificsTable,
    id: 'idSpecifics',
    columns: {
      specifics: 'specifics',
      specifics_kg: 'specificsKg',
      specifics_en: 'specificsEn',
      short_specifics: 'shortSpecifics',
    },
    placeholders: [],
  });
}
