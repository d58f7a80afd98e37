import type { Language } from '../../contract/limits';
import type { DependentKind, UsageKind } from '../../contract/usage';
import { type SQL, sql } from '../db/sql';

/**
 * A kind of record that uses another and so stops its delete (decision 0035): the rows `o` of
 * `table` (with `joins`) naming the used record (by `column`, or by a `where` of its own, the record's id
 * a parameter), and each one's name in a language. The texts are this file's, never input.
 */
export interface Dependent {
  kind: DependentKind;
  table: string;
  column?: string;
  where?: (id: number) => SQL;
  joins?: string;
  name: (lang: Language) => string;
}

/** A column in the language, falling back to the Russian one when empty (ru: the column itself). */
export const local = (
  alias: string,
  column: string,
  lang: Language,
  kg = `${column}_kg`,
  en = `${column}_en`,
) =>
  lang === 'ru'
    ? `${alias}.${column}`
    : `COALESCE(NULLIF(${alias}.${lang === 'kg' ? kg : en}, ''), ${alias}.${column})`;

const SPECIALITY_JOINS = `JOIN special sp ON sp.id_special = o.id_special
  JOIN faculty f ON f.id_faculty = o.id_faculty JOIN f_educ fe ON fe.id_f_educ = o.id_f_educ`;

/** A speciality as the lists show it: "080111 Маркетинг — ФЭМ, Очная". */
const specialityName = (lang: Language) =>
  `sp.code || ' ' || ${local('sp', 'special', lang)} || ' — ' || ${local('f', 'short_faculty', lang)} || ', ' || ${local('fe', 'f_educ', lang)}`;

const specialitiesBy = (column: string): Dependent => ({
  kind: 'speciality',
  table: 'speciality',
  column,
  joins: SPECIALITY_JOINS,
  name: specialityName,
});

/** The classrooms naming a record by `column`, each as "207 — Главный учебный корпус". */
const classroomsBy = (column: string): Dependent => ({
  kind: 'classroom',
  table: 'auditorium',
  column,
  joins: 'JOIN korpus k ON k.id_korpus = o.id_korpus',
  name: (lang) => `o.number || ' — ' || ${local('k', 'korpus', lang)}`,
});

/** What uses each kind of record, and the table a record of the kind is a row of. */
export const usages: Record<UsageKind, { table: string; dependents: Dependent[] }> = {
  direction: { table: 'direction', dependents: [specialitiesBy('id_direction')] },
  special: {
    table: 'special',
    dependents: [
      specialitiesBy('id_special'),
      {
        kind: 'commissionMember',
        table: 'gak_member_speciality',
        column: 'id_special',
        joins: 'JOIN faculty f ON f.id_faculty = o.id_faculty',
        name: (lang) => `o.member_name || ' — ' || ${local('f', 'short_faculty', lang)}`,
      },
    ],
  },
  studyForm: { table: 'f_educ', dependents: [specialitiesBy('id_f_educ')] },
  department: {
    table: 'kafedra',
    dependents: [specialitiesBy('id_kafedra'), classroomsBy('id_kafedra')],
  },
  qualification: { table: 'qualification', dependents: [specialitiesBy('id_qualification')] },
  level: { table: 'level', dependents: [specialitiesBy('id_level')] },
  licence: { table: 'licence', dependents: [specialitiesBy('id_licence')] },
  nameGroup: {
    table: 'n_gr',
    dependents: [
      {
        kind: 'binding',
        table: 'com_gspe',
        column: 'id_n_gr',
        joins: `JOIN n_gr n ON n.id_n_gr = o.id_n_gr JOIN speciality s ON s.id_speciality = o.id_speciality
          JOIN special sp ON sp.id_special = s.id_special JOIN faculty f ON f.id_faculty = s.id_faculty
          JOIN f_educ fe ON fe.id_f_educ = s.id_f_educ`,
        name: (lang) =>
          `n.n_gr || CASE WHEN o.id_sub_gr > 0 THEN '-' || o.id_sub_gr ELSE '' END || ' → ' || ${specialityName(lang)}`,
      },
    ],
  },
  // Buildings and offices (decision 0062): a classroom in the building, or naming the office.
  building: { table: 'korpus', dependents: [classroomsBy('id_korpus')] },
  office: { table: 'otdel', dependents: [classroomsBy('id_otdel_1')] },
  // A speciality's delete takes its groups, bindings and plans with it (speciality-plan/duplicate.ts);
  // what stops it is a commission sitting on the faculty's last binding of its name (decision 0013's addendum).
  speciality: {
    table: 'speciality',
    dependents: [
      {
        kind: 'commissionMember',
        table: 'gak_member_speciality',
        where: (id) => sql`EXISTS (SELECT 1 FROM speciality s WHERE s.id_speciality = ${id}
                   AND s.id_faculty = o.id_faculty AND s.id_special = o.id_special)
                AND NOT EXISTS (SELECT 1 FROM speciality s JOIN speciality other
                   ON other.id_faculty = s.id_faculty AND other.id_special = s.id_special
                   AND other.id_speciality <> s.id_speciality WHERE s.id_speciality = ${id})`,
        name: () => 'o.member_name',
      },
    ],
  },
};

/**
 * The references to a used kind's table that do not stop its delete, and why: the proof
 * (usage.test.ts) fails on a restricting foreign key that is in neither list.
 */
export const usesThatDoNotStop: Record<string, string> = {
  'com_gspe.id_speciality': "a speciality's delete removes its bindings with it",
  'plan_abit.id_speciality': "a speciality's delete removes its admission plans with it",
};

/** The name of each kind of dependent record, as the usage lists it. */
export const dependentLabels: Record<DependentKind, Record<Language, string>> = {
  speciality: { ru: 'Специальности', kg: 'Адистиктер', en: 'Specialities' },
  classroom: { ru: 'Аудитории', kg: 'Аудиториялар', en: 'Classrooms' },
  commissionMember: {
    ru: 'Члены комиссии по специальности',
    kg: 'Адистик боюнча комиссиянын мүчөлөрү',
    en: "Members of the speciality's commission",
  },
  binding: {
    ru: 'Привязки к специальностям',
    kg: 'Топтордун адистиктерге бекитилиши',
    en: 'Bindings to specialities',
  },
};
