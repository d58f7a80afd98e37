import type { FastifyInstance } from 'fastify';
import { currentAcademicYear as currentYear } from '../../contract/academic-year';
import { mayCall } from '../../contract/access';
import { Sms } from '../../contract/sms';
import * as calls from '../../contract/structure';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import { deleteReference, saveReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import { assertRenameKeepsLicence } from '../licence/rename-guard';
import { bindNameGroup, copyGroup, setWinterReception } from './groups';
import * as queries from './queries';
import { assertNoPlaceholder, assertSpecialityMode, facultyOfNewNameGroup } from './rules';
import { facultyTable, groupTable, nameGroupTable, specialityTable, universityTable } from './tables';

/** The /ministerstvo/ calls of the educational-structure screen (issue 11). */
export function structureRoutes(app: FastifyInstance, { database, lists, licence }: Services) {
  registerListCall(app, calls.ministries, lists, queries.ministries);
  registerListCall(app, calls.universities, lists, queries.universities, ({ body }) => ({
    ministryId: body.idMinisterstvo,
  }));
  registerListCall(app, calls.faculties, lists, queries.faculties, ({ body }) => ({
    universityId: body.idVuz,
  }));
  registerListCall(app, calls.facultyDirections, lists, queries.facultyDirections, ({ body }) => ({
    facultyId: body.idFaculty,
  }));
  registerListCall(app, calls.facultyStudyForms, lists, queries.facultyStudyForms, ({ body }) => ({
    facultyId: body.idFaculty,
    directionId: body.idDirection,
  }));
  registerListCall(app, calls.facultySpecialities, lists, queries.facultySpecialities, ({ body }) => ({
    facultyId: body.idFaculty,
    directionId: body.idDirection,
    studyFormId: body.idFeduc,
  }));
  registerListCall(app, calls.trimesterSetting, lists, queries.trimesterSetting);
  registerListCall(app, calls.specialityNameGroups, lists, queries.specialityNameGroups, ({ body }) => ({
    facultyId: body.idFaculty,
    specialId: body.idSpecial,
    studyFormId: body.idFEduc,
  }));
  registerListCall(app, calls.facultyNameGroups, lists, queries.facultyNameGroups, ({ body }) => ({
    facultyId: body.idFaculty,
  }));
  registerListCall(app, calls.subGroups, lists, queries.subGroups, ({ body }) => ({
    specialityId: body.idSpeciality,
    nameGroupId: body.idNGr,
  }));
  registerListCall(app, calls.groupYears, lists, queries.groupYears);
  registerListCall(app, calls.bindingGroups, lists, queries.bindingGroups, ({ body }) => ({
    bindingId: body.idComGspe,
  }));
  registerListCall(app, calls.specialityCourses, lists, queries.specialityCourses, ({ body }) => ({
    specialityId: body.idSpeciality,
  }));
  registerListCall(app, calls.specialityGroups, lists, queries.specialityGroups, ({ body }) => ({
    academicYear: currentYear(),
    course: body.idRate,
    specialityId: body.idSpeciality,
  }));
  registerListCall(app, calls.academicYears, lists, queries.academicYears);
  registerListCall(app, calls.halfYears, lists, queries.halfYears);

  registerCall(app, calls.updateUniversity, async ({ body, user }) =>
    ok(
      await saveReference(
        database,
        user,
        universityTable,
        body.idVuz,
        {
          v1: body.v1,
          v1_k: body.v1K,
          v1_en: body.v1En,
          v2: body.v2,
          v2_k: body.v2K,
          v2_en: body.v2En,
          adres: body.adres,
          adres_kg: body.adresKg,
          adres_en: body.adresEn,
          glava: body.glava,
          tel: body.tel,
          nomer_licen: body.nomerLicen,
          date_licen: body.dateLicen === '' ? null : body.dateLicen,
          mail: body.mail,
        },
        {
          rowVersion: body.rowVersion,
          before: (tx) => assertRenameKeepsLicence(licence, tx, body.idVuz, body.v2),
        },
      ),
    ),
  );
  registerCall(app, calls.saveFaculty, async ({ body, user }) => {
    if (body.idFaculty === -1 && !mayCall(user, 'reference'))
      throw new AppError('FORBIDDEN', 'newFacultyNeedsAll');
    return ok(
      await saveReference(
        database,
        user,
        facultyTable,
        body.idFaculty,
        {
          short_faculty: body.shortFaculty,
          short_faculty_kg: body.shortFacultyKg,
          short_faculty_en: body.shortFacultyEn,
          faculty: body.faculty_,
          faculty_kg: body.facultyKg,
          faculty_en: body.facultyEn,
          n_director: body.nDirector,
          id_vuz: body.idVuz,
        },
        { rowVersion: body.rowVersion },
      ),
    );
  });

  registerCall(app, calls.bindSpeciality, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpecial, body.idFEduc, body.idFaculty, body.idDirection);
    const [setting] = await queries.trimesterSetting.load(database, undefined);
    assertSpecialityMode({ trimester: body.trimester, phd: body.Phd }, setting?.trimester ?? 0);
    return ok(
      await saveReference(database, user, specialityTable, -1, {
        id_faculty: body.idFaculty,
        id_direction: body.idDirection,
        id_special: body.idSpecial,
        id_f_educ: body.idFEduc,
        trimester: body.trimester,
        phd: body.Phd,
      }),
    );
  });

  registerCall(app, calls.saveNameGroup, async ({ body, user }) => {
    assertNoPlaceholder(body.idNGr);
    // A name-group keeps its faculty: only a new one takes one, sent or derived (decision 0032).
    const columns: Record<string, string | number | null> = { n_gr: body.nGr };
    if (body.idNGr === -1)
      columns.id_faculty = facultyOfNewNameGroup(
        body.idFaculty,
        user,
        body.idFaculty === undefined ? await queries.facultyIds(database) : [],
      );
    return ok(await saveReference(database, user, nameGroupTable, body.idNGr, columns));
  });
  registerCall(app, calls.deleteNameGroup, async ({ body, user }) => {
    assertNoPlaceholder(body.idNGr);
    const answer = await deleteReference(database, user, nameGroupTable, body.idNGr);
    // SPEC §8: for a name-group, 5 (not 8) means deleted; a refusal keeps its sentence (where it is used).
    return ok(answer[0].sms === Sms.DELETED ? [{ sms: Sms.WINTER_RECEPTION_RESET }] : answer);
  });
  registerCall(app, calls.bindNameGroup, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpeciality, body.idNGr);
    return ok(
      await bindNameGroup(database, user, {
        specialityId: body.idSpeciality,
        nameGroupId: body.idNGr,
        subGroup: body.idSubGr,
      }),
    );
  });

  registerCall(app, calls.saveGroup, async ({ body, user }) => {
    assertNoPlaceholder(body.idGroup, body.idComGspe);
    return ok(
      await saveReference(
        database,
        user,
        groupTable,
        body.idGroup,
        {
          id_com_gspe: body.idComGspe,
          id_group_y: body.idGroupY,
          dop: body.dop,
          ind_name_gr: body.idNameGr,
        },
        { rowVersion: body.rowVersion },
      ),
    );
  });
  registerCall(app, calls.setWinterReception, async ({ body, user }) => {
    assertNoPlaceholder(body.idGroup);
    return ok(await setWinterReception(database, user, body.idGroup, body.winterReception, currentYear()));
  });
  registerCall(app, calls.copyGroup, async ({ body, user, lang }) => {
    assertNoPlaceholder(body.idGroupFrom, body.idGroupTo);
    const answer = await copyGroup(database, user, body.idGroupFrom, body.idGroupTo, currentYear());
    return ok(answer, translate('requestCompleted', lang));
  });
  registerCall(app, calls.deleteGroup, async ({ body, user }) => {
    assertNoPlaceholder(body.idGroup);
    return ok(await deleteReference(database, user, groupTable, body.idGroup));
  });
}
