import { mayCall } from '../../../contract/access';
import { saveHeadcount } from '../../../contract/planned-students';
import { bindNameGroup, saveGroup, saveNameGroup } from '../../../contract/structure';
import { type ImportedGroup, importedGroup } from '../../../contract/structure-import';
import { AppError } from '../../core/errors';
import type { SignedInUser } from '../../core/signed-in-user';
import type { Transaction } from '../../db/write';
import { groupsTable } from '../../export/tables/structure';
import { writeBinding } from '../../structure/groups';
import { echo } from '../columns';
import { type ImportTable, type Lookups, lookupKey, type SaveThrough, type Values } from '../layout';
import * as queries from '../structure-queries';
import { textOr } from './reference';
import { cellText, keyPart, lookedUp, structureLookupColumns, structureLookups } from './structure';

// A university's groups with their planned students (decision 0061): a row names its speciality
// as a registrar writes it (faculty, speciality code, study form; the direction's code where the faculty
// teaches that code in that form under two), its name-group and sub-group, and its intake year (or its
// course in the filter's year). Its write makes the screen's saves in turn: the name-group's (found in the
// faculty by its name, or made), the binding's, the group's (made, or its addition changed) and, where the
// file gives them, the planned students of the filter's year and half-year.

type Row = queries.StructureGroup;

/** The most courses a study form has (f_educ.max_rate_id). */
const COURSE_MAX = 10;

const groupKey = (speciality: string, name: string, subGroup: string, year: string) =>
  `${speciality}|${lookupKey(name)}|${subGroup}|${year}`;

/** A speciality's key among the faculty's: with its direction, or without it ('' when two share the rest). */
const specialityKey = (faculty: string, direction: string, special: string, form: string) =>
  `${faculty}|${direction}|${special}|${form}`;

/** The filter's academic year, kept among the lookups (a course is counted from it). */
const FILTER_YEAR = 'filterYear';

/**
 * The intake year a row gives: its "Intake year" (2024, 24, 2024-2025), or its course in the filter's year
 * (course 3 in 2025-2026 is the intake of 2023); both given, they must agree.
 */
function intakeYear(values: Values, lookups: Lookups): { year: number } | { refused: AppError } {
  const written = cellText(values, 'year');
  const course = values.course;
  let fromYear: number | undefined;
  if (written !== '') {
    const match = /^(\d{4})(\s*[-–/]\s*\d{2,4})?$/.exec(written) ?? /^(\d{2})$/.exec(written);
    if (!match) return { refused: new AppError('VALIDATION', 'importRowNotYear', { value: echo(written) }) };
    fromYear = Number(match[1]) % 100;
  }
  let fromCourse: number | undefined;
  if (typeof course === 'number') {
    if (!Number.isInteger(course) || course < 1 || course > COURSE_MAX)
      return { refused: new AppError('VALIDATION', 'importRowCourse', { value: course, max: COURSE_MAX }) };
    const current = lookups[FILTER_YEAR]?.get('') ?? 0;
    fromCourse = (current - course + 1 + 100) % 100;
  }
  if (fromYear === undefined && fromCourse === undefined)
    return { refused: new AppError('VALIDATION', 'importRowYearOrCourse') };
  if (fromYear !== undefined && fromCourse !== undefined && fromYear !== fromCourse)
    return {
      refused: new AppError('VALIDATION', 'importRowYearAndCourse', {
        year: echo(written),
        course: String(course),
      }),
    };
  return { year: (fromYear ?? fromCourse) as number };
}

/** The speciality a row names; refused when the faculty does not teach it, or teaches it under two directions. */
function specialityOf(
  values: Values,
  lookups: Lookups,
): { id: number } | { unknown: { column: string; value: string } } | { refused: AppError } {
  const ids: number[] = [];
  for (const [column, list] of [
    ['faculty', 'faculties'],
    ['code', 'specials'],
    ['form', 'forms'],
  ] as const) {
    const found = lookedUp(values, lookups, column, list);
    if (!('id' in found)) return found;
    ids.push(found.id ?? 0);
  }
  const direction = lookedUp(values, lookups, 'direction', 'directions');
  if (!('id' in direction)) return direction;
  const [faculty, special, form] = ids.map(String) as [string, string, string];
  const id = lookups.specialities?.get(specialityKey(faculty, String(direction.id ?? ''), special, form));
  const named = {
    faculty: echo(cellText(values, 'faculty')),
    code: echo(cellText(values, 'code')),
    form: echo(cellText(values, 'form')),
  };
  if (id === undefined) return { refused: new AppError('VALIDATION', 'importRowNotTaught', named) };
  if (id === -1) return { refused: new AppError('VALIDATION', 'importRowDirectionNeeded', named) };
  return { id };
}

/** The speciality's key part of a row's record key: its id, or what the row wrote. */
function specialityPart(values: Values, lookups: Lookups) {
  const found = specialityOf(values, lookups);
  if ('id' in found) return String(found.id);
  return ['faculty', 'direction', 'code', 'form']
    .map((column) => keyPart(values, lookups, column, ''))
    .join('/');
}

/** A count the file gives, or the record's; none where neither has one (no numbers are made for it). */
function countOf(values: Values, key: string, current: number | null | undefined) {
  if (!(key in values)) return current ?? undefined;
  return values[key] === null && (current ?? null) === null ? undefined : values[key];
}

export const groupsImport: ImportTable<'groups', Row> = {
  name: 'groups',
  exported: groupsTable,
  save: saveGroup,
  body: importedGroup,
  required: ['faculty', 'code', 'form', 'nameGroup'],
  filled: ['faculty', 'code', 'form', 'nameGroup'],
  key: 'nameGroup',
  keyOf: (row) =>
    groupKey(String(row.id_speciality), row.name_group, String(row.sub_group), String(row.year)),
  keyOfValues: (values, lookups) => {
    const year = intakeYear(values, lookups);
    return groupKey(
      specialityPart(values, lookups),
      cellText(values, 'nameGroup'),
      String(values.subGroup ?? 0),
      'year' in year ? String(year.year) : `?${cellText(values, 'year')}/${String(values.course ?? '')}`,
    );
  },
  label: (values) =>
    [
      cellText(values, 'faculty'),
      [cellText(values, 'code'), cellText(values, 'form')].filter(Boolean).join(' '),
      [
        cellText(values, 'nameGroup'),
        values.subGroup ? String(values.subGroup) : '',
        cellText(values, 'year'),
      ]
        .filter(Boolean)
        .join('-'),
    ]
      .filter(Boolean)
      .join(' · '),
  payload: (values, row, lookups, filter) => {
    const speciality = specialityOf(values, lookups);
    if (!('id' in speciality)) return speciality;
    const intake = intakeYear(values, lookups);
    if ('refused' in intake) return intake;
    if (!lookups.years?.has(String(intake.year)))
      return { unknown: { column: 'year', value: cellText(values, 'year') || String(values.course ?? '') } };
    const nGr = textOr(values, 'nameGroup', row?.name_group).trim();
    const subGroup = 'subGroup' in values ? (values.subGroup ?? 0) : (row?.sub_group ?? 0);
    // A row naming its record by number keeps the group's name: a change of it is no rename.
    if (
      row &&
      (speciality.id !== row.id_speciality ||
        lookupKey(nGr) !== lookupKey(row.name_group) ||
        subGroup !== row.sub_group ||
        intake.year !== row.year)
    )
      return { refused: new AppError('VALIDATION', 'importRowGroupChanged') };
    const kolB = countOf(values, 'budget', row?.kol_b);
    const kolK = countOf(values, 'contract', row?.kol_k);
    return {
      idGroup: row?.id_group ?? -1,
      idSpeciality: speciality.id,
      nGr,
      idSubGr: subGroup,
      idGroupY: intake.year,
      dop: textOr(values, 'dop', row?.dop),
      ...(kolB === undefined ? {} : { kolB }),
      ...(kolK === undefined ? {} : { kolK }),
      idYear: filter.idYear,
      idWs: filter.idWs,
      ...(row ? { rowVersion: row.row_version } : {}),
    };
  },
  fields: {
    idSpeciality: 'code',
    nGr: 'nameGroup',
    idSubGr: 'subGroup',
    idGroupY: 'year',
    dop: 'dop',
    kolB: 'budget',
    kolK: 'contract',
  },
  lookupColumns: structureLookupColumns,
  // The intake year is part of the group's name, and the course is read from it: neither is a change.
  readOnly: ['year', 'course'],
  write: (tx, user, body, through) => writeGroup(tx, user, body as ImportedGroup, through),
  lookups: async ({ database, filter }) => {
    const [structure, specialities, years] = await Promise.all([
      structureLookups(database, filter.idVuz),
      queries.specialityKeys(database, filter.idVuz),
      queries.academicYearIds(database),
    ]);
    const byKey = new Map<string, number>();
    for (const row of specialities) {
      const [faculty, direction, special, form] = [
        row.id_faculty,
        row.id_direction,
        row.id_special,
        row.id_f_educ,
      ];
      byKey.set(
        specialityKey(String(faculty), String(direction), String(special), String(form)),
        row.id_speciality,
      );
      // Without its direction: the one speciality, or -1 when two directions share the code and form.
      const loose = specialityKey(String(faculty), '', String(special), String(form));
      byKey.set(loose, byKey.has(loose) ? -1 : row.id_speciality);
    }
    return {
      ...structure,
      specialities: byKey,
      years: new Map(years.map((row) => [String(row.id), row.id])),
      [FILTER_YEAR]: new Map([['', filter.idYear]]),
    };
  },
};

/**
 * A group's row written by the screen's saves in turn: its name-group (found by name in the speciality's
 * faculty, or made), its binding, its group of the intake year (made, or its addition changed) and its
 * planned students of the filter's half-year, where the file gives them.
 */
async function writeGroup(tx: Transaction, user: SignedInUser, body: ImportedGroup, through: SaveThrough) {
  const speciality = await queries.specialityKept(tx, body.idSpeciality);
  if (!speciality) throw new AppError('VALIDATION', 'unknownReference');
  const { facultyId } = speciality;
  let nameGroup = await queries.nameGroupNamed(tx, facultyId, body.nGr);
  if (!nameGroup) {
    await through(saveNameGroup, 'n_gr', { idNGr: -1, nGr: body.nGr, idFaculty: facultyId });
    nameGroup = await queries.nameGroupNamed(tx, facultyId, body.nGr);
  }
  if (!nameGroup) throw new AppError('VALIDATION', 'unknownReference');
  let binding = await queries.bindingOf(tx, body.idSpeciality, nameGroup.id, body.idSubGr);
  if (!binding) {
    if (!mayCall(user, bindNameGroup.access)) throw new AppError('FORBIDDEN', 'forbiddenRole');
    await writeBinding(tx, user, {
      specialityId: body.idSpeciality,
      nameGroupId: nameGroup.id,
      subGroup: body.idSubGr,
    });
    binding = await queries.bindingOf(tx, body.idSpeciality, nameGroup.id, body.idSubGr);
  }
  if (!binding) throw new AppError('VALIDATION', 'unknownReference');
  const group = await queries.groupOfYear(tx, binding.id, body.idGroupY);
  const numbers = group && (await queries.headcountOf(tx, group.id, body.idYear, body.idWs));
  // The version the row was judged against: the group's and its numbers' (decision 0061), as exported.
  if (group && body.rowVersion !== undefined && body.rowVersion !== group.version + (numbers?.version ?? 0))
    throw new AppError('CONFLICT', 'staleRow');
  const fields = { idComGspe: binding.id, idGroupY: body.idGroupY, dop: body.dop };
  if (!group) await through(saveGroup, 'study_group', { idGroup: -1, ...fields, idNameGr: false });
  else if (group.dop !== body.dop)
    await through(saveGroup, 'study_group', {
      idGroup: group.id,
      ...fields,
      idNameGr: group.individual,
      rowVersion: group.version,
    });
  if (body.kolB === undefined && body.kolK === undefined) return;
  const idGroup = group?.id ?? (await queries.groupOfYear(tx, binding.id, body.idGroupY))?.id;
  if (idGroup === undefined) throw new AppError('VALIDATION', 'unknownReference');
  const kolB = body.kolB ?? numbers?.budget ?? 0;
  const kolK = body.kolK ?? numbers?.contract ?? 0;
  if (!numbers)
    await through(saveHeadcount, 'rrnk_gr_kolst', {
      idRrnkGrKolst: -1,
      kolB,
      kolK,
      idGroup,
      idYear: body.idYear,
      idWs: body.idWs,
    });
  else if (numbers.budget !== kolB || numbers.contract !== kolK)
    await through(saveHeadcount, 'rrnk_gr_kolst', {
      idRrnkGrKolst: numbers.id,
      kolB,
      kolK,
      rowVersion: numbers.version,
    });
}
