import type { FastifyInstance } from 'fastify';
import { currentAcademicYear as currentYear } from '../../contract/academic-year';
import { mayCall } from '../../contract/access';
import { Sms } from '../../contract/sms';
import * as calls from '../../contract/structure';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import { assertNoPlaceholder } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import { registerCall } from '../http/route';
import { assertRenameKeepsLicence } from '../licence/rename-guard';
import type { Services } from '../services';
import { bindNameGroup, copyGroup, setWinterReception } from './groups';
import * as queries from './queries';
import { assertSpecialityMode, facultyOfNewNameGroup } from './rules';
import { facultyTable, groupTable, nameGroupTable, specialityTable, universityTable } from './tables';

/** The /ministerstvo/ calls of the educational-structure screen (decision 0014). */
export function structureRoutes(app: FastifyInstance, services: Services) {
  const { database, lists, licence } = services;
  registerListCall(app, calls.ministries, lists, queries.ministries);
  registerListCall(app, calls.universities, lists, queries.universities, { ministryId: 'idMinisterstvo' });
  registerListCall(app, calls.faculties, lists, queries.faculties, { universityId: 'idVuz' });
  registerListCall(app, calls.facultyDirections, lists, queries.facultyDirections, {
    facultyId: 'idFaculty',
  });
  const facultyDirection = { facultyId: 'idFaculty', directionId: 'idDirection' } as const;
  registerListCall(app, calls.facultyStudyForms, lists, queries.facultyStudyForms, facultyDirection);
  registerListCall(app, calls.facultySpecialities, lists, queries.facultySpecialities, {
    ...facultyDirection,
    studyFormId: 'idFeduc',
  });
  registerListCall(app, calls.trimesterSetting, lists, queries.trimesterSetting);
  registerListCall(app, calls.specialityNameGroups, lists, queries.specialityNameGroups, {
    facultyId: 'idFaculty',
    specialId: 'idSpecial',
    studyFormId: 'idFEduc',
  });
  registerListCall(app, calls.facultyNameGroups, lists, queries.facultyNameGroups, {
    facultyId: 'idFaculty',
  });
  registerListCall(app, calls.subGroups, lists, queries.subGroups, {
    specialityId: 'idSpeciality',
    nameGroupId: 'idNGr',
  });
  registerListCall(app, calls.groupYears, lists, queries.groupYears);
  registerListCall(app, calls.bindingGroups, lists, queries.bindingGroups, { bindingId: 'idComGspe' });
  registerListCall(app, calls.specialityCourses, lists, queries.specialityCourses, {
    specialityId: 'idSpeciality',
  });
  registerListCall(app, calls.specialityGroups, lists, queries.specialityGroups, ({ body }) => ({
    academicYear: currentYear(),
    course: body.idRate,
    specialityId: body.idSpeciality,
  }));
  registerListCall(app, calls.academicYears, lists, queries.academicYears);
  registerListCall(app, calls.halfYears, lists, queries.halfYears);

  registerReference(app, services, {
    save: calls.updateUniversity,
    table: universityTable,
    id: 'idVuz',
    columns: {
      v1: 'v1',
      v1_k: 'v1K',
      v1_en: 'v1En',
      v2: 'v2',
      v2_k: 'v2K',
      v2_en: 'v2En',
      adres: 'adres',
      adres_kg: 'adresKg',
      adres_en: 'adresEn',
      glava: 'glava',
      tel: 'tel',
      nomer_licen: 'nomerLicen',
      date_licen: (body) => (body.dateLicen === '' ? null : body.dateLicen),
      mail: 'mail',
    },
    before: (tx, body) => assertRenameKeepsLicence(licence, tx, body.idVuz, body.v2),
  });
  registerReference(app, services, {
    save: calls.saveFaculty,
    table: facultyTable,
    id: 'idFaculty',
    columns: {
      short_faculty: 'shortFaculty',
      short_faculty_kg: 'shortFacultyKg',
      short_faculty_en: 'shortFacultyEn',
      faculty: 'faculty_',
      faculty_kg: 'facultyKg',
      faculty_en: 'facultyEn',
      n_director: 'nDirector',
      id_vuz: 'idVuz',
    },
    check: (body, { user }) => {
      if (body.idFaculty === -1 && !mayCall(user, 'reference'))
        throw new AppError('FORBIDDEN', 'newFacultyNeedsAll');
    },
  });

  registerReference(app, services, {
    save: calls.bindSpeciality,
    table: specialityTable,
    columns: {
      id_faculty: 'idFaculty',
      id_direction: 'idDirection',
      id_special: 'idSpecial',
      id_f_educ: 'idFEduc',
      trimester: 'trimester',
      phd: 'Phd',
    },
    placeholders: ['idSpecial', 'idFEduc', 'idFaculty', 'idDirection'],
    check: async (body) => {
      // Only a trimester or a doctorate needs the setting: a plain binding reads nothing (an imported
      // row's binding is made inside the import's transaction, which holds the embedded connection).
      if (!body.trimester && body.Phd !== 5) return;
      const [setting] = await queries.trimesterSetting.load(database, undefined);
      assertSpecialityMode({ trimester: body.trimester, phd: body.Phd }, setting?.trimester ?? 0);
    },
  });

  registerReference(app, services, {
    save: calls.saveNameGroup,
    delete: calls.deleteNameGroup,
    table: nameGroupTable,
    id: 'idNGr',
    columns: { n_gr: 'nGr' },
    // A name-group keeps its faculty: only a new one takes one, sent or derived (decision 0032).
    createOnly: {
      id_faculty: async (body, { user }) =>
        facultyOfNewNameGroup(
          body.idFaculty,
          user,
          body.idFaculty === undefined ? await queries.facultyIds(database) : [],
        ),
    },
    placeholders: [],
    // SPEC §8: for a name-group, 5 (not 8) means deleted.
    deletedSms: Sms.WINTER_RECEPTION_RESET,
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

  registerReference(app, services, {
    save: calls.saveGroup,
    delete: calls.deleteGroup,
    table: groupTable,
    id: 'idGroup',
    columns: { id_com_gspe: 'idComGspe', id_group_y: 'idGroupY', dop: 'dop', ind_name_gr: 'idNameGr' },
    placeholders: ['idComGspe'],
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
}
