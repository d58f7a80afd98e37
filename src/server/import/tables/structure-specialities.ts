import { saveLicence, saveSpecialityParameters } from '../../../contract/speciality-plan';
import { bindSpeciality } from '../../../contract/structure';
import { type ImportedSpeciality, importedSpeciality } from '../../../contract/structure-import';
import * as catalog from '../../catalog/queries';
import { AppError } from '../../core/errors';
import type { Transaction } from '../../db/write';
import { facultySpecialitiesTable } from '../../export/tables/structure';
import type { Claim } from '../claims';
import { echo, shown } from '../columns';
import { type ImportTable, type Lookups, lookupKey, type SaveThrough, type Values } from '../layout';
import * as queries from '../structure-queries';
import { textOr } from './reference';
import { cellText, keyPart, lookedUp, lookupBy, structureLookupColumns, structureLookups } from './structure';

// The specialities a university's faculties teach (decision 0061): a row is a speciality name in
// a direction and a study form, bound to a faculty, with its department, level, qualification, term,
// standard and licence. Its write makes the screen's own saves in turn, in the row's savepoint: the
// licence's (found by its resolution and supplement, or made; its period changed), the binding's (a new
// speciality) and the parameters' (SPEC §3), each with its role, rules, faculty scope and audit.

type Row = queries.StructureSpeciality;

/** The record's key: its faculty, direction, speciality name and form. */
const keyOfIds = (faculty: string, direction: string, special: string, form: string) =>
  `${faculty}|${direction}|${special}|${form}`;

/** A day of the file (yyyy-mm-dd), or the record's; '' for none. */
const dayOr = (values: Values, key: string, current: string | null | undefined) =>
  key in values ? shown(values[key]) : (current ?? '');

/** yyyy-mm-dd as the licence save takes it: dd.mm.yyyy (SPEC §5). */
const legacyDay = (day: string) => day.split('-').reverse().join('.');

/** The binding's four names as ids, or the first the lists do not hold (a blank one: its field is missing). */
function bindingOf(values: Values, row: Row | undefined, lookups: Lookups) {
  const columns = [
    ['idFaculty', 'faculty', 'faculties'],
    ['idDirection', 'direction', 'directions'],
    ['idSpecial', 'code', 'specials'],
    ['idFEduc', 'form', 'forms'],
  ] as const;
  const ids: Record<string, number | undefined> = {};
  for (const [field, column, list] of columns) {
    const found = lookedUp(values, lookups, column, list);
    if (!('id' in found)) return { unknown: found.unknown };
    ids[field] = found.id;
  }
  // A row naming its record by number keeps the record's binding: a change of it is no rename.
  if (
    row &&
    (ids.idFaculty !== row.id_faculty ||
      ids.idDirection !== row.id_direction ||
      ids.idSpecial !== row.id_special ||
      ids.idFEduc !== row.id_f_educ)
  )
    return { refused: new AppError('VALIDATION', 'importRowBindingChanged') };
  return { ids };
}

/**
 * A parameter named by its list (a level, a qualification; a department: the faculty's, else another's,
 * which the parameters save refuses naming it): its id, or null for none.
 */
function parameterOf(
  values: Values,
  lookups: Lookups,
  column: string,
  lists: readonly string[],
  current: number | null | undefined,
  scope = '',
): { id: number | null } | { unknown: { column: string; value: string } } {
  if (!(column in values)) return { id: current ?? null };
  const name = cellText(values, column);
  if (name === '') return { id: null };
  const [own, ...others] = lists;
  const id = [
    lookups[own as string]?.get(`${scope}${lookupKey(name)}`),
    ...others.map((list) => lookups[list]?.get(lookupKey(name))),
  ].find((found) => found !== undefined);
  return id === undefined ? { unknown: { column, value: name } } : { id };
}

export const facultySpecialitiesImport: ImportTable<'facultySpecialities', Row> = {
  name: 'facultySpecialities',
  exported: facultySpecialitiesTable,
  save: bindSpeciality,
  body: importedSpeciality,
  // SPEC §5: a binding needs its direction, study form and speciality (and here its faculty).
  required: ['faculty', 'direction', 'code', 'form'],
  key: 'code',
  keyOf: (row) =>
    keyOfIds(String(row.id_faculty), String(row.id_direction), String(row.id_special), String(row.id_f_educ)),
  keyOfValues: (values, lookups) =>
    keyOfIds(
      keyPart(values, lookups, 'faculty', 'faculties'),
      keyPart(values, lookups, 'direction', 'directions'),
      keyPart(values, lookups, 'code', 'specials'),
      keyPart(values, lookups, 'form', 'forms'),
    ),
  label: (values) =>
    [
      cellText(values, 'faculty'),
      [cellText(values, 'code'), cellText(values, 'speciality')].filter(Boolean).join(' '),
      cellText(values, 'form'),
    ]
      .filter(Boolean)
      .join(' · '),
  payload: (values, row, lookups) => {
    const binding = bindingOf(values, row, lookups);
    if (!('ids' in binding)) return binding;
    const { ids } = binding;
    const department = parameterOf(
      values,
      lookups,
      'department',
      ['departments', 'departmentNames'],
      row?.id_kafedra,
      `${ids?.idFaculty ?? ''}|`,
    );
    if ('unknown' in department) return department;
    const level = parameterOf(values, lookups, 'level', ['levels'], row?.id_level);
    if ('unknown' in level) return level;
    const qualification = parameterOf(
      values,
      lookups,
      'qualification',
      ['qualifications'],
      row?.id_qualification,
    );
    if ('unknown' in qualification) return qualification;
    return {
      idSpeciality: row?.id_speciality ?? -1,
      ...ids,
      idKafedra: department.id,
      idLevel: level.id,
      idQualification: qualification.id,
      term: 'term' in values ? values.term : (row?.term ?? null),
      idStandart: 'standard' in values ? values.standard : (row?.standard ?? null),
      Resolution: textOr(values, 'licence', row?.resolution ?? ''),
      ResolutionBeg: dayOr(values, 'licenceBegin', row?.resolution_beg),
      ResolutionEnd: dayOr(values, 'licenceEnd', row?.resolution_end),
      Supplement: textOr(values, 'supplement', row?.supplement ?? ''),
      ...(row ? { rowVersion: row.row_version } : {}),
    };
  },
  fields: {
    idSpeciality: 'code',
    idFaculty: 'faculty',
    idDirection: 'direction',
    idSpecial: 'code',
    idFEduc: 'form',
    idKafedra: 'department',
    idLevel: 'level',
    idQualification: 'qualification',
    term: 'term',
    idStandart: 'standard',
    Resolution: 'licence',
    ResolutionBeg: 'licenceBegin',
    ResolutionEnd: 'licenceEnd',
    Supplement: 'supplement',
  },
  lookupColumns: {
    ...structureLookupColumns,
    department: 'departmentNames',
    level: 'levels',
    qualification: 'qualifications',
  },
  // The speciality's name is shown beside its code: the code names it.
  readOnly: ['speciality'],
  // One licence (its resolution and supplement) given two periods by two rows contradicts itself.
  claims: (values) => {
    const resolution = cellText(values, 'licence');
    if (resolution === '') return [];
    const supplement = cellText(values, 'supplement');
    const period = `${shown(values.licenceBegin)}|${shown(values.licenceEnd)}`;
    return [
      {
        key: `licence:${lookupKey(resolution)}|${lookupKey(supplement)}`,
        value: period,
        message: 'importRowsSameLicence',
        params: { licence: echo(resolution) },
      } satisfies Claim,
    ];
  },
  write: (tx, _user, body, through) => writeSpeciality(tx, body as ImportedSpeciality, through),
  lookups: async ({ database, filter }) => {
    const [structure, departments, levels, qualifications] = await Promise.all([
      structureLookups(database, filter.idVuz),
      queries.universityDepartments(database, filter.idVuz),
      catalog.levels.load(database, undefined),
      catalog.qualifications.load(database, undefined),
    ]);
    const departmentNames = (row: (typeof departments)[number]) => [row.f1, row.f1_kg, row.f1_en, row.sn_f1];
    return {
      ...structure,
      // A department is one of the speciality's faculty's (decision 0013's addendum): looked up within it.
      departments: lookupBy(
        departments.flatMap((row) =>
          departmentNames(row).map((name) => ({ id: row.id_kafedra, name: `${row.id_faculty}|${name}` })),
        ),
        (row) => row.id,
        (row) => [row.name],
      ),
      departmentNames: lookupBy(departments, (row) => row.id_kafedra, departmentNames),
      levels: lookupBy(
        levels,
        (row) => row.IDLevel,
        (row) => [row.NameLevel, row.NameLevel_kg, row.NameLevel_en],
      ),
      qualifications: lookupBy(
        qualifications,
        (row) => row.IDQualification,
        (row) => [row.NameQualification, row.NameQualification_kg, row.NameQualification_en],
      ),
    };
  },
};

/**
 * A speciality's row written by the screen's saves in turn: its licence (found or made; its period
 * changed where the file says another), its binding (a new speciality), then its parameters.
 */
async function writeSpeciality(tx: Transaction, body: ImportedSpeciality, through: SaveThrough) {
  let idLicence: number | null = null;
  if (body.Resolution !== '') {
    const licence = {
      Resolution: body.Resolution,
      ResolutionBeg: legacyDay(body.ResolutionBeg),
      ResolutionEnd: legacyDay(body.ResolutionEnd),
      Supplement: body.Supplement,
    };
    const found = await queries.licenceNamed(tx, body.Resolution, body.Supplement);
    if (!found) await through(saveLicence, 'licence', { IDLicence: -1, ...licence });
    else if (found.begin !== body.ResolutionBeg || found.end !== body.ResolutionEnd)
      await through(saveLicence, 'licence', { IDLicence: found.id, ...licence, rowVersion: found.version });
    idLicence = found?.id ?? (await queries.licenceNamed(tx, body.Resolution, body.Supplement))?.id ?? null;
  }
  let idSpeciality = body.idSpeciality;
  if (idSpeciality === -1) {
    const { idFaculty, idDirection, idSpecial, idFEduc } = body;
    await through(bindSpeciality, 'speciality', { idSpecial, idFEduc, idFaculty, idDirection });
    const bound = await queries.specialityBound(tx, {
      facultyId: idFaculty,
      directionId: idDirection,
      specialId: idSpecial,
      formId: idFEduc,
    });
    idSpeciality = bound?.id ?? -1;
  }
  const kept = await queries.specialityKept(tx, idSpeciality);
  if (!kept) throw new AppError('NOT_FOUND', 'recordNotFound');
  // What the file does not give is kept: the speciality's code, dual training and thresholds.
  const { facultyId: _faculty, version, apprenticeship, codeSpec, ...thresholds } = kept;
  await through(saveSpecialityParameters, 'speciality', {
    idSpeciality,
    idKafedra: body.idKafedra,
    codeSpec,
    idLicence,
    Apprenticeship: apprenticeship,
    idStandart: body.idStandart,
    idQualification: body.idQualification,
    idLevel: body.idLevel,
    term: body.term,
    ...thresholds,
    // The record's version as the file's row was judged against it; a new binding's own.
    rowVersion: body.rowVersion ?? version,
  });
}
