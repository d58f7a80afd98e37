import { headcountPage, planPage } from '../resource-queries/plans';
import { pagedResource } from './page';

// The plans (plans:read): admission plans with their entrance-test thresholds, groups' headcounts.

export const plans = pagedResource(planPage, (row) => ({
  id: row.id,
  facultyId: row.facultyId,
  specialityId: row.specialityId,
  academicYearId: row.academicYearId,
  budget: row.budget,
  contract: row.contract,
  /** The speciality's entrance-test (ORT) thresholds, in points; 0: none. */
  ortThresholds: {
    budget: row.ortBudget,
    contract: row.ortContract,
    maths: row.ortMaths,
    physics: row.ortPhysics,
    chemistry: row.ortChemistry,
    biology: row.ortBiology,
    history: row.ortHistory,
    english: row.ortEnglish,
  },
  updatedAt: row.updatedAt,
}));

/** A group's headcounts; `version` is the ETag its write's `If-Match` names (headcount-write.ts). */
export const headcount = (row: Awaited<ReturnType<typeof headcountPage>>[number]) => ({
  id: row.id,
  facultyId: row.facultyId,
  groupId: row.groupId,
  academicYearId: row.academicYearId,
  halfYearId: row.halfYearId,
  budget: row.budget,
  contract: row.contract,
  version: row.rowVersion,
  updatedAt: row.updatedAt,
});

export const headcounts = pagedResource(headcountPage, headcount);
