import type { FastifyInstance } from 'fastify';
import * as plannedStudentCalls from '../../contract/planned-students';
import * as calls from '../../contract/speciality-plan';
import { AppError } from '../core/errors';
import { assertNoPlaceholder } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { specialityTable } from '../structure/tables';
import { copySpeciality, deleteSpeciality } from './duplicate';
import { copyHeadcounts } from './headcount-copy';
import * as plannedStudentQueries from './planned-students-queries';
import * as queries from './queries';
import { createNextYearGroups } from './rollover';
import { assertLicencePeriod } from './rules';
import { admissionPlanTable, headcountTable, licenceTable } from './tables';

/** The /ministerstvo/ calls of the educational screen's speciality and faculty modals (decision 0015). */
export function specialityPlanRoutes(app: FastifyInstance, services: Services) {
  const { database, lists } = services;
  registerListCall(app, calls.specialityParameters, lists, queries.specialityParameters, {
    facultyId: 'idFaculty',
    studyFormId: 'idFEduc',
    directionId: 'idDirection',
    specialityId: 'idSpeciality',
  });
  registerReference(app, services, {
    save: calls.saveSpecialityParameters,
    table: specialityTable,
    id: 'idSpeciality',
    columns: {
      id_kafedra: 'idKafedra',
      code_spec: 'codeSpec',
      id_licence: 'idLicence',
      apprenticeship: 'Apprenticeship',
      id_standart: 'idStandart',
      id_qualification: 'idQualification',
      id_level: 'idLevel',
      term: 'term',
      ort_biology: 'ortBiology',
      ort_history: 'ortHistory',
      ort_chemistry: 'ortChemistry',
      ort_physics: 'ortPhysics',
      ort_english: 'ortEnglish',
      ort_maths: 'ortMaths',
      ort_contract: 'ortContract',
      ort_budget: 'ortBudget',
    },
    placeholders: ['idKafedra', 'idLicence', 'idQualification', 'idLevel'],
    links: async (tx, body) => {
      if (body.idKafedra !== null)
        await queries.checkSpecialityDepartment(tx, body.idSpeciality, body.idKafedra);
    },
  });

  registerListCall(app, calls.admissionPlan, lists, queries.admissionPlan, {
    year: 'aYear',
    specialityId: 'idSpeciality',
  });
  registerReference(app, services, {
    save: calls.saveAdmissionPlan,
    table: admissionPlanTable,
    id: 'idPlanAbit',
    columns: { a_year: 'aYear', kol_b: 'kolB', kol_k: 'kolK' },
    // A plan keeps its speciality: only a new one takes the payload's.
    createOnly: { id_speciality: 'idSpeciality' },
    placeholders: ['idSpeciality'],
  });

  registerListCall(app, calls.licences, lists, queries.licences);
  registerReference(app, services, {
    save: calls.saveLicence,
    delete: calls.deleteLicence,
    table: licenceTable,
    id: 'IDLicence',
    columns: {
      resolution: 'Resolution',
      resolution_beg: 'ResolutionBeg',
      resolution_end: 'ResolutionEnd',
      supplement: 'Supplement',
    },
    placeholders: [],
    check: (body) => assertLicencePeriod(body.ResolutionBeg, body.ResolutionEnd),
  });

  registerListCall(app, calls.gradingSpecialities, lists, queries.gradingSpecialities, {
    facultyId: 'idFaculty',
    directionId: 'idDirection',
    studyFormId: 'idFEduc',
  });
  registerListCall(app, calls.variantRanges, lists, queries.variantRanges, { variantId: 'idEbeVar' });
  registerListCall(app, calls.variantEstimation, lists, queries.variantEstimation, { variantId: 'idEbeVar' });
  registerReference(app, services, {
    save: calls.setSpecialityGrading,
    table: specialityTable,
    id: 'idSpeciality',
    columns: { id_ebe_var: 'idEbeVar' },
    placeholders: ['idEbeVar'],
  });

  registerCall(app, calls.copySpeciality, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpecFrom, body.idSpecTo);
    return ok(await copySpeciality(database, user, body.idSpecFrom, body.idSpecTo));
  });
  registerCall(app, calls.deleteSpeciality, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpec);
    return ok(await deleteSpeciality(database, user, body.idSpec));
  });

  // A faculty's year: the payload fields of the group screens' lists.
  const facultyYear = { year: 'idYear', facultyId: 'idFaculty' } as const;
  registerListCall(
    app,
    plannedStudentCalls.facultyCourses,
    lists,
    plannedStudentQueries.facultyCourses,
    facultyYear,
  );
  registerListCall(app, plannedStudentCalls.headcounts, lists, plannedStudentQueries.headcounts, {
    year: 'idYear',
    halfYear: 'idWs',
    course: 'idRate',
    facultyId: 'idFaculty',
  });
  registerReference(app, services, {
    save: plannedStudentCalls.saveHeadcount,
    table: headcountTable,
    id: 'idRrnkGrKolst',
    columns: { kol_b: 'kolB', kol_k: 'kolK' },
    // The first save of a group's headcounts of a year and half-year creates them (decision 0015).
    createOnly: {
      id_group: (body) => body.idGroup ?? null,
      id_a_year: (body) => body.idYear ?? null,
      id_w_s: (body) => body.idWs ?? null,
    },
    placeholders: ['idGroup'],
    check: (body) => {
      if (body.idRrnkGrKolst !== -1) return;
      for (const field of ['idGroup', 'idYear', 'idWs'] as const)
        if (body[field] === undefined) throw new AppError('VALIDATION', 'requiredField', { field });
    },
  });

  registerCall(app, plannedStudentCalls.copyHeadcounts, async ({ body, user }) =>
    ok(
      await copyHeadcounts(database, user, {
        year: body.idYear,
        facultyId: body.idFaculty,
        from: body.idWsFrom,
        to: body.idWsTo,
      }),
    ),
  );

  registerListCall(
    app,
    plannedStudentCalls.facultyYearGroups,
    lists,
    plannedStudentQueries.facultyYearGroups,
    facultyYear,
  );
  registerCall(app, plannedStudentCalls.nextYearGroups, async ({ body, user }) => {
    assertNoPlaceholder(...body.idComGspe);
    return ok(await createNextYearGroups(database, user, body.idComGspe, body.yearFrom, body.yearTo));
  });
}
