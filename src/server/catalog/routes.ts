import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/catalog';
import { deleteReference, saveReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import * as queries from './queries';
import { assertStudyFormComplete } from './rules';
import {
  directionTable,
  kafedraTable,
  levelTable,
  qualificationTable,
  specialTable,
  studyFormTable,
} from './tables';

/** The /ministerstvo/ calls of the catalog: directions, speciality names, departments, levels, qualifications, study forms. */
export function catalogRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.allDirection, lists, queries.directions);
  registerCall(app, calls.saveDirection, async ({ body, user }) =>
    ok(
      await saveReference(
        database,
        user,
        directionTable,
        body.idDirection,
        {
          code: body.code,
          direction: body.direction_,
          direction_kg: body.directionKg,
          direction_en: body.directionEn,
        },
        { rowVersion: body.rowVersion },
      ),
    ),
  );
  registerCall(app, calls.deleteDirection, async ({ body, user }) =>
    ok(await deleteReference(database, user, directionTable, body.idDirection)),
  );

  registerListCall(app, calls.allSpecial, lists, queries.specials);
  registerCall(app, calls.saveSpecial, async ({ body, user }) =>
    ok(
      await saveReference(
        database,
        user,
        specialTable,
        body.idSpecial,
        {
          code: body.code_,
          special: body.special_,
          special_kg: body.specialKg,
          special_en: body.specialEn,
        },
        { rowVersion: body.rowVersion },
      ),
    ),
  );
  registerCall(app, calls.deleteSpecial, async ({ body, user }) =>
    ok(await deleteReference(database, user, specialTable, body.idSpecial)),
  );

  registerListCall(app, calls.kafedra, lists, queries.kafedras);
  registerListCall(app, calls.allFaculty, lists, queries.faculties);
  registerCall(app, calls.saveKafedra, async ({ body, user }) =>
    ok(
      await saveReference(
        database,
        user,
        kafedraTable,
        body.idKafedra,
        {
          sn_f1: body.snF1,
          f1: body.f1,
          f1_kg: body.f1Kg,
          f1_en: body.f1En,
          id_faculty: body.idFaculty,
        },
        {
          rowVersion: body.rowVersion,
          links: async (tx) => {
            if (body.idKafedra !== -1) await queries.checkDepartmentMove(tx, body.idKafedra, body.idFaculty);
          },
        },
      ),
    ),
  );
  registerCall(app, calls.deleteKafedra, async ({ body, user }) =>
    ok(await deleteReference(database, user, kafedraTable, body.idKafedra)),
  );

  registerListCall(app, calls.qualification, lists, queries.qualifications);
  registerCall(app, calls.saveQualification, async ({ body, user }) =>
    ok(
      await saveReference(
        database,
        user,
        qualificationTable,
        body.IDQualification,
        {
          name_qualification: body.NameQualification,
          name_qualification_kg: body.NameQualificationKg,
          name_qualification_en: body.NameQualificationEn,
        },
        { rowVersion: body.rowVersion },
      ),
    ),
  );
  registerCall(app, calls.deleteQualification, async ({ body, user }) =>
    ok(await deleteReference(database, user, qualificationTable, body.IDQualification)),
  );

  registerListCall(app, calls.nameLevel, lists, queries.levels);
  registerCall(app, calls.saveLevel, async ({ body, user }) =>
    ok(
      await saveReference(
        database,
        user,
        levelTable,
        body.IDLevel,
        {
          name_level: body.NameLevel,
          name_level_kg: body.NameLevelKg,
          name_level_en: body.NameLevelEn,
        },
        { rowVersion: body.rowVersion },
      ),
    ),
  );
  registerCall(app, calls.deleteLevel, async ({ body, user }) =>
    ok(await deleteReference(database, user, levelTable, body.IDLevel)),
  );

  registerListCall(app, calls.allFeduc, lists, queries.studyForms);
  registerListCall(app, calls.feducVid, lists, queries.studyFormKinds);
  registerListCall(app, calls.feducProg, lists, queries.studyFormProgrammes);
  registerCall(app, calls.saveStudyForm, async ({ body, user }) => {
    assertStudyFormComplete(body);
    return ok(
      await saveReference(
        database,
        user,
        studyFormTable,
        body.idFeduc,
        {
          short_name: body.shortName,
          f_educ: body.fEduc_,
          f_educ_kg: body.fEducKg,
          f_educ_en: body.fEducEn,
          oztext_ru: body.oztextRu,
          oz: body.oz,
          max_rate_id: body.maxRateId,
          id_f_educ_vid: body.idFeducVid,
          education_cycle: body.educationCycle,
          id_f_educ_prog: body.idFeducProg,
        },
        { rowVersion: body.rowVersion },
      ),
    );
  });
  registerCall(app, calls.deleteStudyForm, async ({ body, user }) =>
    ok(await deleteReference(database, user, studyFormTable, body.idFeduc)),
  );
}
