import { login } from '../../contract/auth';
import type { CallDefinition } from '../../contract/call';
import { referenceTables, saveStudyForm } from '../../contract/catalog';
import { saveBuilding, saveOffice } from '../../contract/classrooms';
import {
  createIntegrationClient,
  listIntegrationCalls,
  revokeIntegrationClient,
} from '../../contract/integration';
import { addUniversity, ministryExport, ministryUniversities } from '../../contract/ministry';
import { saveHeadcount } from '../../contract/planned-students';
import { namePayloadKeys, type ReferenceTable } from '../../contract/reference-table';
import { setupUniversity } from '../../contract/setup';
import { saveSpecialityParameters } from '../../contract/speciality-plan';
import { saveFaculty, updateUniversity } from '../../contract/structure';
import { saveUser } from '../../contract/users';
import { screenTexts, textsOf } from '../core/screen-texts';
import type { FieldLabels } from '../core/validation';

/** Each payload key with the educational screen's text that labels it, in every language. */
const labelled = (
  pick: (texts: (typeof screenTexts.educational)['ru']) => Record<string, string>,
): FieldLabels => textsOf(screenTexts.educational, pick);

/** The same, from the texts of another screen's form (core/screen-texts.ts reads them all). */
const labelledIn = textsOf;

/**
 * A reference list's form (web/components/reference-screen/names.ts): its code or short name, then its
 * three names, labelled by the shell's shared field texts.
 */
const referenceFields = (
  names: { ru: string; kg: string; en: string },
  lead?: { key: string; kind: 'code' | 'shortName' },
): FieldLabels =>
  labelledIn(screenTexts.shell, ({ fields }) => ({
    ...(lead ? { [lead.key]: fields[lead.kind] } : {}),
    [names.ru]: fields.nameRu,
    [names.kg]: fields.nameKg,
    [names.en]: fields.nameEn,
  }));

/**
 * The form of a table described once (contract/reference-table.ts, decision 0065): its code or short
 * name, three names and faculty labelled by the shell's shared field texts, its further columns by their
 * own labels.
 */
const describedFields = (table: ReferenceTable): FieldLabels => {
  const { lead, faculty, more = [] } = table;
  return {
    ...referenceFields(namePayloadKeys(table.names), lead && { key: lead.payload, kind: lead.kind }),
    ...(faculty && labelledIn(screenTexts.shell, ({ fields }) => ({ [faculty.payload]: fields.faculty }))),
    ...Object.fromEntries(more.map((column) => [column.payload, column.label])),
  };
};

/** A university's own fields, as the setup's form (and a ministry's new university) labels them. */
const universityLabels = labelledIn(screenTexts.setup, ({ fields }) => ({
  idMinistry: fields.idMinistry,
  ministry: fields.ministry,
  ministryKg: fields.ministryKg,
  ministryEn: fields.ministryEn,
  v1: fields.v1,
  v1K: fields.v1K,
  v1En: fields.v1En,
  v2: fields.v2,
  v2K: fields.v2K,
  v2En: fields.v2En,
  code: fields.code,
  adres: fields.adres,
  adresKg: fields.adresKg,
  adresEn: fields.adresEn,
  glava: fields.glava,
  tel: fields.tel,
  mail: fields.mail,
}));

/*
 * The labels of the form fields a refusal names (decision 0036): a person reads "Licence date", not the payload
 * key dateLicen. Read from the forms' own texts (src/web/features/educational/texts), so that a label
 * changed there changes here; a field not listed is named by its key, as an API client sends it.
 */
const labels = new Map<Pick<CallDefinition, 'path'>, FieldLabels>([
  [setupUniversity, universityLabels],
  [
    addUniversity,
    {
      ...universityLabels,
      ...labelledIn(screenTexts.users, (users) => ({
        login: users.login,
        surname: users.surname,
        name: users.name,
        patronymic: users.patronymic,
        password: users.firstPassword,
      })),
      ...labelledIn(screenTexts.ministry, ({ add }) => ({ licence: add.licence })),
    },
  ],
  [ministryUniversities, labelledIn(screenTexts.ministry, (ministry) => ({ year: ministry.year }))],
  [ministryExport, labelledIn(screenTexts.ministry, (ministry) => ({ year: ministry.year }))],
  [
    updateUniversity,
    labelled(({ vuz }) => ({
      v1: vuz.v1,
      v1K: vuz.v1K,
      v1En: vuz.v1En,
      v2: vuz.v2,
      v2K: vuz.v2K,
      v2En: vuz.v2En,
      adres: vuz.adres,
      adresKg: vuz.adresKg,
      adresEn: vuz.adresEn,
      glava: vuz.glava,
      tel: vuz.tel,
      nomerLicen: vuz.nomerLicen,
      dateLicen: vuz.dateLicen,
      mail: vuz.mail,
    })),
  ],
  [
    saveSpecialityParameters,
    labelled(({ parameters: { ort } }) => ({
      ortBiology: ort.ortBiology,
      ortHistory: ort.ortHistory,
      ortChemistry: ort.ortChemistry,
      ortPhysics: ort.ortPhysics,
      ortEnglish: ort.ortEnglish,
      ortMaths: ort.ortMaths,
      ortContract: ort.ortContract,
      ortBudget: ort.ortBudget,
    })),
  ],
  ...referenceTables.map((table) => [table.save, describedFields(table)] as const),
  // The classrooms screen's buildings and offices modals (decision 0062).
  [
    saveBuilding,
    {
      ...referenceFields({ ru: 'korpus', kg: 'korpusKg', en: 'korpusEn' }),
      ...labelledIn(screenTexts.classrooms, (classrooms) => ({
        adres: classrooms.addressRu,
        adresKg: classrooms.addressKg,
        adresEn: classrooms.addressEn,
      })),
    },
  ],
  [saveOffice, referenceFields({ ru: 'otdel', kg: 'otdelKg', en: 'otdelEn' })],
  [
    saveStudyForm,
    {
      ...referenceFields(
        { ru: 'fEduc_', kg: 'fEducKg', en: 'fEducEn' },
        { key: 'shortName', kind: 'shortName' },
      ),
      ...labelled(({ form }) => form),
    },
  ],
  [
    saveFaculty,
    labelled(({ faculty }) => ({
      shortFaculty: faculty.shortFaculty,
      shortFacultyKg: faculty.shortFacultyKg,
      shortFacultyEn: faculty.shortFacultyEn,
      faculty_: faculty.faculty_,
      facultyKg: faculty.facultyKg,
      facultyEn: faculty.facultyEn,
      nDirector: faculty.nDirector,
    })),
  ],
  [saveHeadcount, labelled(({ headcounts }) => ({ kolB: headcounts.budget, kolK: headcounts.contract }))],
  [
    createIntegrationClient,
    labelledIn(screenTexts.integrations, (integrations) => ({
      name: integrations.name,
      scopes: integrations.scopes,
      allFaculties: integrations.allFaculties,
      facultyIds: integrations.faculties,
    })),
  ],
  ...[listIntegrationCalls, revokeIntegrationClient].map(
    (call) =>
      [
        call,
        labelledIn(screenTexts.integrations, (integrations) => ({ idClient: integrations.clientId })),
      ] as const,
  ),
  [
    login,
    labelledIn(screenTexts.shell, (shell) => ({
      login: shell.login.login,
      password: shell.login.password,
    })),
  ],
  [
    saveUser,
    labelledIn(screenTexts.users, (users) => ({
      login: users.login,
      surname: users.surname,
      name: users.name,
      patronymic: users.patronymic,
      role: users.role,
      facultyIds: users.faculties,
      password: users.firstPassword,
    })),
  ],
]);

const byPath = new Map([...labels].map(([call, fields]) => [call.path, fields]));

/** The labels of the call at this route (its URL ends with the call's path); none for other calls. */
export function fieldLabelsOf(routeUrl: string | undefined): FieldLabels {
  if (!routeUrl) return {};
  for (const [path, fields] of byPath) if (routeUrl.endsWith(`/${path}`)) return fields;
  return {};
}
