import type { Database } from '../../db/connection';
import { groupName } from '../../db/group-sql';
import { rows, sql } from '../../db/sql';
import { lastChange, type PageQuery, pageEnd, pageTotal, pageWhere, updatedAt } from './page';
import { threeNames } from './structure';

// The specialities and groups' SQL (structure:read): a speciality as a faculty teaches it, with its study
// form, level, qualification and licence; a group with its name as staff write it.

export const specialityPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(['speciality', sql`s.id_speciality`]);
  return rows(
    database,
    {
      id: 'integer',
      facultyId: 'integer',
      departmentId: 'integer?',
      directionId: 'integer',
      code: 'text',
      nameCode: 'text',
      ...threeNames('name'),
      studyFormId: 'integer',
      studyFormShortName: 'text',
      ...threeNames('studyForm'),
      ...threeNames('studyFormKind'),
      ...threeNames('programme'),
      cycle: 'text',
      courses: 'integer?',
      levelId: 'integer?',
      levelRu: 'text?',
      levelKg: 'text?',
      levelEn: 'text?',
      qualificationId: 'integer?',
      qualificationRu: 'text?',
      qualificationKg: 'text?',
      qualificationEn: 'text?',
      licenceId: 'integer?',
      licenceResolution: 'text?',
      licenceFrom: 'date?',
      licenceUntil: 'date?',
      licenceSupplement: 'text?',
      termYears: 'float?',
      apprenticeship: 'boolean',
      standard: 'integer?',
      trimester: 'boolean',
      phd: 'integer',
      updatedAt: 'text?',
      total: 'integer?',
    },
    sql`SELECT s.id_speciality AS id, s.id_faculty AS "facultyId", s.id_kafedra AS "departmentId",
            s.id_direction AS "directionId", s.code_spec AS code, sp.code AS "nameCode",
            sp.special AS "nameRu", sp.special_kg AS "nameKg", sp.special_en AS "nameEn",
            f.id_f_educ AS "studyFormId", f.short_name AS "studyFormShortName", f.f_educ AS "studyFormRu",
            f.f_educ_kg AS "studyFormKg", f.f_educ_en AS "studyFormEn", fv.name AS "studyFormKindRu",
            fv.name_kg AS "studyFormKindKg", fv.name_en AS "studyFormKindEn", fp.name AS "programmeRu",
            fp.name_kg AS "programmeKg", fp.name_en AS "programmeEn", f.education_cycle AS cycle,
            f.max_rate_id AS courses, l.id_level AS "levelId", l.name_level AS "levelRu",
            l.name_level_kg AS "levelKg", l.name_level_en AS "levelEn", q.id_qualification AS "qualificationId",
            q.name_qualification AS "qualificationRu", q.name_qualification_kg AS "qualificationKg",
            q.name_qualification_en AS "qualificationEn", li.id_licence AS "licenceId",
            li.resolution AS "licenceResolution", li.resolution_beg AS "licenceFrom",
            li.resolution_end AS "licenceUntil", li.supplement AS "licenceSupplement",
            s.term::float8 AS "termYears", s.apprenticeship, s.id_standart AS standard, s.trimester, s.phd,
            ${updatedAt(changed)} AS "updatedAt", ${pageTotal(query)}
       FROM speciality s
       JOIN special sp ON sp.id_special = s.id_special
       JOIN f_educ f ON f.id_f_educ = s.id_f_educ
       JOIN f_educ_vid fv ON fv.id_f_educ_vid = f.id_f_educ_vid
       JOIN f_educ_prog fp ON fp.id_f_educ_prog = f.id_f_educ_prog
       LEFT JOIN level l ON l.id_level = s.id_level
       LEFT JOIN qualification q ON q.id_qualification = s.id_qualification
       LEFT JOIN licence li ON li.id_licence = s.id_licence
      WHERE ${pageWhere(query, sql`s.id_speciality`, changed, { column: sql`s.id_faculty` })}
      ${pageEnd(query, sql`s.id_speciality`)}`,
  );
};

export const groupPage = (database: Database, query: PageQuery) => {
  const changed = lastChange(
    ['study_group', sql`g.id_group`],
    ['com_gspe', sql`c.id_com_gspe`],
    ['n_gr', sql`n.id_n_gr`],
  );
  return rows(
    database,
    {
      id: 'integer',
      name: 'text',
      facultyId: 'integer',
      specialityId: 'integer',
      admissionYearId: 'integer',
      subgroup: 'integer',
      individualName: 'boolean',
      winterReception: 'boolean',
      updatedAt: 'text?',
      total: 'integer?',
    },
    // The name comes from the name-group and the binding too: a rename of either changes the group's.
    sql`SELECT g.id_group AS id, ${groupName} AS name, n.id_faculty AS "facultyId",
            c.id_speciality AS "specialityId", g.id_group_y AS "admissionYearId", c.id_sub_gr AS subgroup,
            g.ind_name_gr AS "individualName", g.winter_reception AS "winterReception",
            ${updatedAt(changed)} AS "updatedAt", ${pageTotal(query)}
       FROM study_group g
       JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe
       JOIN n_gr n ON n.id_n_gr = c.id_n_gr
      WHERE ${pageWhere(query, sql`g.id_group`, changed, { column: sql`n.id_faculty` })}
      ${pageEnd(query, sql`g.id_group`)}`,
  );
};

/** How many years each of these specialities is studied (its study form's last course; null: not said). */
export const studyYearsOf = (database: Database, specialityIds: readonly number[]) =>
  rows(
    database,
    { id: 'integer', years: 'integer?' },
    sql`SELECT s.id_speciality AS id, f.max_rate_id AS years
       FROM speciality s JOIN f_educ f ON f.id_f_educ = s.id_f_educ
      WHERE s.id_speciality = ANY(${sql.param(specialityIds)}::int[])`,
  );
