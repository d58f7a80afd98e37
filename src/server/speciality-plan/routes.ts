import type { FastifyInstance } from 'fastify';
import * as groupCalls from '../../contract/group-plan';
import * as calls from '../../contract/speciality-plan';
import { AppError } from '../core/errors';
import { deleteReference, saveReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import { assertNoPlaceholder } from '../structure/rules';
import { specialityTable } from '../structure/tables';
import { copySpeciality, deleteSpeciality } from './duplicate';
import * as groupQueries from './group-queries';
import { copyHeadcounts } from './headcount-copy';
import * as queries from './queries';
import { createNextYearGroups } from './rollover';
import { assertLicencePeriod } from './rules';
import { admissionPlanTable, headcountTable, licenceTable } from './tables';

/** The /ministerstvo/ calls of the educational screen's speciality and faculty modals (issue 12). */
export function specialityPlanRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.specialityParameters, lists, queries.specialityParameters, ({ body }) => ({
    facultyId: body.idFaculty,
    studyFormId: body.idFEduc,
    directionId: body.idDirection,
    specialityId: body.idSpeciality,
  }));
  registerCall(app, calls.saveSpecialityParameters, async ({ body, user }) => {
    assertNoPlaceholder(
      body.idSpeciality,
      body.idKafedra ?? undefined,
      body.idLicence ?? undefined,
      body.idQualification ?? undefined,
      body.idLevel ?? undefined,
    );
    return ok(
      await saveReference(
        database,
        user,
        specialityTable,
        body.idSpeciality,
        {
          id_kafedra: body.idKafedra,
          code_spec: body.codeSpec,
          id_licence: body.idLicence,
          apprenticeship: body.Apprenticeship,
          id_standart: body.idStandart,
          id_qualification: body.idQualification,
          id_level: body.idLevel,
          term: body.term,
          ort_biology: body.ortBiology,
          ort_history: body.ortHistory,
          ort_chemistry: body.ortChemistry,
          ort_physics: body.ortPhysics,
          ort_english: body.ortEnglish,
          ort_maths: body.ortMaths,
          ort_contract: body.ortContract,
          ort_budget: body.ortBudget,
        },
        {
          rowVersion: body.rowVersion,
          links: async (tx) => {
            if (body.idKafedra !== null)
              await queries.checkSpecialityDepartment(tx, body.idSpeciality, body.idKafedra);
          },
        },
      ),
    );
  });

  registerListCall(app, calls.admissionPlan, lists, queries.admissionPlan, ({ body }) => ({
    year: body.aYear,
    specialityId: body.idSpeciality,
  }));
  registerCall(app, calls.saveAdmissionPlan, async ({ body, user }) => {
    assertNoPlaceholder(body.idPlanAbit, body.idSpeciality);
    // A plan keeps its speciality: only a new one takes the payload's.
    const columns = { a_year: body.aYear, kol_b: body.kolB, kol_k: body.kolK };
    const row = body.idPlanAbit === -1 ? { ...columns, id_speciality: body.idSpeciality } : columns;
    return ok(
      await saveReference(database, user, admissionPlanTable, body.idPlanAbit, row, {
        rowVersion: body.rowVersion,
      }),
    );
  });

  registerListCall(app, calls.licences, lists, queries.licences);
  registerCall(app, calls.saveLicence, async ({ body, user }) => {
    assertNoPlaceholder(body.IDLicence);
    assertLicencePeriod(body.ResolutionBeg, body.ResolutionEnd);
    return ok(
      await saveReference(
        database,
        user,
        licenceTable,
        body.IDLicence,
        {
          resolution: body.Resolution,
          resolution_beg: body.ResolutionBeg,
          resolution_end: body.ResolutionEnd,
          supplement: body.Supplement,
        },
        { rowVersion: body.rowVersion },
      ),
    );
  });
  registerCall(app, calls.deleteLicence, async ({ body, user }) => {
    assertNoPlaceholder(body.IDLicence);
    return ok(await deleteReference(database, user, licenceTable, body.IDLicence));
  });

  registerListCall(app, calls.gradingSpecialities, lists, queries.gradingSpecialities, ({ body }) => ({
    facultyId: body.idFaculty,
    directionId: body.idDirection,
    studyFormId: body.idFEduc,
  }));
  registerListCall(app, calls.variantRanges, lists, queries.variantRanges, ({ body }) => ({
    variantId: body.idEbeVar,
  }));
  registerListCall(app, calls.variantEstimation, lists, queries.variantEstimation, ({ body }) => ({
    variantId: body.idEbeVar,
  }));
  registerCall(app, calls.setSpecialityGrading, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpeciality, body.idEbeVar ?? undefined);
    return ok(
      await saveReference(database, user, specialityTable, body.idSpeciality, { id_ebe_var: body.idEbeVar }),
    );
  });

  registerCall(app, calls.copySpeciality, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpecFrom, body.idSpecTo);
    return ok(await copySpeciality(database, user, body.idSpecFrom, body.idSpecTo));
  });
  registerCall(app, calls.deleteSpeciality, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpec);
    return ok(await deleteSpeciality(database, user, body.idSpec));
  });

  registerListCall(app, groupCalls.facultyCourses, lists, groupQueries.facultyCourses, ({ body }) => ({
    year: body.idYear,
    facultyId: body.idFaculty,
  }));
  registerListCall(app, groupCalls.headcounts, lists, groupQueries.headcounts, ({ body }) => ({
    year: body.idYear,
    halfYear: body.idWs,
    course: body.idRate,
    facultyId: body.idFaculty,
  }));
  registerCall(app, groupCalls.saveHeadcount, async ({ body, user }) => {
    assertNoPlaceholder(body.idRrnkGrKolst, body.idGroup);
    const counts = { kol_b: body.kolB, kol_k: body.kolK };
    if (body.idRrnkGrKolst !== -1)
      return ok(
        await saveReference(database, user, headcountTable, body.idRrnkGrKolst, counts, {
          rowVersion: body.rowVersion,
        }),
      );
    // The first save of a group's headcounts of a year and half-year creates them (decision 0015).
    for (const field of ['idGroup', 'idYear', 'idWs'] as const)
      if (body[field] === undefined) throw new AppError('VALIDATION', 'requiredField', { field });
    return ok(
      await saveReference(database, user, headcountTable, -1, {
        id_group: body.idGroup ?? null,
        id_a_year: body.idYear ?? null,
        id_w_s: body.idWs ?? null,
        ...counts,
      }),
    );
  });

  registerCall(app, groupCalls.copyHeadcounts, async ({ body, user }) =>
    ok(
      await copyHeadcounts(database, user, {
        year: body.idYear,
        facultyId: body.idFaculty,
        from: body.idWsFrom,
        to: body.idWsTo,
      }),
    ),
  );

  registerListCall(app, groupCalls.facultyYearGroups, lists, groupQueries.facultyYearGroups, ({ body }) => ({
    year: body.idYear,
    facultyId: body.idFaculty,
  }));
  registerCall(app, groupCalls.nextYearGroups, async ({ body, user }) => {
    assertNoPlaceholder(...body.idComGspe);
    return ok(await createNextYearGroups(database, user, body.idComGspe, body.yearFrom, body.yearTo));
  });
}
