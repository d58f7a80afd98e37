import { beforeAll, describe, expect, it } from 'vitest';
import { type ChecksAnswer, checksAnswer } from '../../contract/checks';
import { sqlOn, today } from '../testing/check-fixtures';
import { signedInApp } from '../testing/signed-in-app';
import { type ClassroomViolation, classroomCapacity, sayClassroom } from './classrooms';

// A classroom's capacity, like with like (decision 0058): a full-time group against the
// largest room of each kind its department and faculty have; part-time groups, other departments' rooms
// and offices' rooms are not compared; a room of 0 seats always is. A faculty of the test's own, built in
// SQL beside the demo's six, so that every room and group of it is known. Both databases.

const app = signedInApp();
const query = sqlOn(app);
const at = today();

const SEMINAR = 2;
const COMPUTER_LAB = 3;
/** The demo's full-time and part-time bachelor's forms (oz 0 and 1). */
const FULL_TIME = 1;
const PART_TIME = 2;

/** The rooms of the test's faculty, by what each is for in the scenario. */
let rooms: Record<'seminarBig' | 'seminarSmall' | 'otherDepartment' | 'labBig' | 'labSmall', number>;
let groups: Record<'large' | 'small' | 'partTime' | 'otherDepartment', { id: number; name: string }>;
let facultyId: number;

const one = async <Row>(text: string, params: unknown[] = []) => (await query<Row>(text, params))[0] as Row;

/** A room of building 1 with `seats`, of `specifics`, of the faculty (and `department`, if any). */
const room = async (number: string, seats: number, specifics: number, department: number | null) =>
  (
    await one<{ id: number }>(
      `INSERT INTO auditorium (id_korpus, number, contain, square, note, id_specifics, id_faculty, id_kafedra)
       VALUES (1, $1, $2, 40, 'Проверка вместимости', $3, $4, $5) RETURNING id_auditorium AS id`,
      [number, seats, specifics, facultyId, department],
    )
  ).id;

/** A group of `speciality` admitted this year with `students` planned in its first half-year. */
const group = async (speciality: number, name: string, students: number) => {
  const nameGroup = await one<{ id: number }>(
    'INSERT INTO n_gr (id_faculty, n_gr) VALUES ($1, $2) RETURNING id_n_gr AS id',
    [facultyId, name],
  );
  const binding = await one<{ id: number }>(
    'INSERT INTO com_gspe (id_speciality, id_n_gr, id_sub_gr) VALUES ($1, $2, 1) RETURNING id_com_gspe AS id',
    [speciality, nameGroup.id],
  );
  const made = await one<{ id: number }>(
    'INSERT INTO study_group (id_com_gspe, id_group_y) VALUES ($1, $2) RETURNING id_group AS id',
    [binding.id, at.year],
  );
  await query(
    `INSERT INTO rrnk_gr_kolst (id_group, id_a_year, id_w_s, kol_b, kol_k) VALUES ($1, $2, 1, $3, 0), ($1, $2, 2, 0, 0)`,
    [made.id, at.year, students],
  );
  return { id: made.id, name: `${name}-1-${String(at.year).padStart(2, '0')}` };
};

beforeAll(async () => {
  facultyId = (
    await one<{ id: number }>(
      `INSERT INTO faculty (id_vuz, short_faculty, short_faculty_kg, short_faculty_en, faculty, faculty_kg, faculty_en, n_director)
       VALUES (1, 'ФП', 'ТФ', 'TF', 'Факультет проверки', 'Текшерүү факультети', 'Faculty of Checks', 'Декан')
       RETURNING id_faculty AS id`,
    )
  ).id;
  const department = async (name: string) =>
    (
      await one<{ id: number }>(
        `INSERT INTO kafedra (id_faculty, sn_f1, f1, f1_kg, f1_en) VALUES ($1, $2, $2, $2, $2) RETURNING id_kafedra AS id`,
        [facultyId, name],
      )
    ).id;
  const [first, second] = [await department('Кафедра один'), await department('Кафедра два')];
  const speciality = async (special: number, form: number, departmentId: number) =>
    (
      await one<{ id: number }>(
        `INSERT INTO speciality (id_faculty, id_direction, id_special, id_f_educ, id_kafedra)
         VALUES ($1, 1, $2, $3, $4) RETURNING id_speciality AS id`,
        [facultyId, special, form, departmentId],
      )
    ).id;
  const fullTime = await speciality(1, FULL_TIME, first);
  const partTime = await speciality(1, PART_TIME, first);
  const otherFullTime = await speciality(2, FULL_TIME, second);
  groups = {
    large: await group(fullTime, 'ПКБ', 30),
    small: await group(fullTime, 'ПКМ', 20),
    // Bigger than every room: a part-time group meets in sessions, in no room of this faculty's timetable.
    partTime: await group(partTime, 'ПКЗ', 60),
    otherDepartment: await group(otherFullTime, 'ПКД', 26),
  };
  rooms = {
    seminarBig: await room('П-1', 28, SEMINAR, first),
    seminarSmall: await room('П-2', 24, SEMINAR, first),
    otherDepartment: await room('П-3', 25, SEMINAR, second),
    // The faculty's computer labs, of no department: every full-time group of the faculty uses them.
    labBig: await room('П-4', 20, COMPUTER_LAB, null),
    labSmall: await room('П-5', 16, COMPUTER_LAB, null),
  };
});

/** The check's rows of the test's faculty, by room. */
const found = async () => {
  const { rows } = await classroomCapacity(app.t.database, at);
  return new Map(
    rows.filter((row) => row.id_faculty === facultyId).map((row) => [row.id_auditorium, row] as const),
  );
};

describe('a classroom’s capacity, like with like', () => {
  it('reports the largest room of each kind a full-time group may use that does not seat it, and only it', async () => {
    const rows = await found();
    expect([...rows.keys()].sort()).toEqual([rooms.seminarBig, rooms.otherDepartment, rooms.labBig].sort());
    // The department's largest seminar room (28) for its 30; the 20 fit, and the 24-seat room beside it
    // is not reported: the group has a larger one of its kind.
    expect(rows.get(rooms.seminarBig)).toMatchObject({
      contain: 28,
      id_group: groups.large.id,
      group_name: groups.large.name,
      group_size: 30,
      groups: 1,
    });
    // The other department's room against its own group (26), not against the first department's 30.
    expect(rows.get(rooms.otherDepartment)).toMatchObject({
      contain: 25,
      id_group: groups.otherDepartment.id,
    });
    // The faculty's computer labs serve both departments: two groups fit none, the larger named.
    expect(rows.get(rooms.labBig)).toMatchObject({
      contain: 20,
      specifics: 'Компьютерный класс',
      id_group: groups.large.id,
      group_size: 30,
      groups: 2,
    });
    // The part-time group of 60 is judged against nothing.
    for (const row of rows.values()) expect(row.id_group).not.toBe(groups.partTime.id);
  });

  it('says what it compared with what, in three languages', async () => {
    const row = (await found()).get(rooms.labBig) as ClassroomViolation;
    expect(sayClassroom(row, 'ru')).toMatchObject({
      check: 'classroomCapacity',
      idKorpus: 1,
      idAuditorium: rooms.labBig,
      idFaculty: facultyId,
      contain: 20,
      idGroup: groups.large.id,
      groupSize: 30,
      record: 'П-4, Главный учебный корпус',
      faculty: 'Факультет проверки',
      detail: `мест: 20 (Компьютерный класс; самая большая такая аудитория кафедры и факультета группы), а в очной группе ${groups.large.name} запланировано студентов: 30; всего не помещаются очных групп: 2`,
    });
    expect(sayClassroom(row, 'kg').detail).toBe(
      `20 орун (Компьютердик класс; топтун кафедрасындагы жана факультетиндеги мындай аудиториялардын эң чоңу), ал эми күндүзгү (${groups.large.name}) тобуна 30 студент пландалган; батпаган күндүзгү топтор бардыгы: 2`,
    );
    expect(sayClassroom(row, 'en').detail).toBe(
      `20 seats (Computer lab; the largest such room of the group’s department and faculty), but the full-time group ${groups.large.name} has 30 students planned; 2 full-time groups in all do not fit`,
    );
    // One group: no count after it.
    const seminar = (await found()).get(rooms.seminarBig) as ClassroomViolation;
    expect(sayClassroom(seminar, 'en').detail).toBe(
      `28 seats (Seminar room; the largest such room of the group’s department and faculty), but the full-time group ${groups.large.name} has 30 students planned`,
    );
  });

  it('forgets a room once a room of its kind seats the group, and a room without specifics is a kind of its own', async () => {
    await query('UPDATE auditorium SET contain = 30 WHERE id_auditorium = $1', [rooms.seminarSmall]);
    let rows = await found();
    expect(rows.has(rooms.seminarBig)).toBe(false);
    expect(rows.has(rooms.seminarSmall)).toBe(false);
    await query('UPDATE auditorium SET id_specifics = NULL, contain = 29 WHERE id_auditorium = $1', [
      rooms.seminarSmall,
    ]);
    rows = await found();
    expect(rows.get(rooms.seminarBig)).toMatchObject({ group_size: 30 });
    const plain = rows.get(rooms.seminarSmall) as ClassroomViolation;
    expect(plain).toMatchObject({ contain: 29, specifics: null, group_size: 30 });
    expect(sayClassroom(plain, 'en').detail).toMatch(/^29 seats \(no specifics given; the largest such room/);
  });

  it('reports a room of 0 seats, even of an office, and compares an office’s room with no group', async () => {
    const office = await one<{ id: number; contain: number }>(
      `SELECT id_auditorium AS id, contain::int AS contain FROM auditorium
        WHERE id_faculty IS NULL ORDER BY contain LIMIT 1`,
    );
    expect(office.contain).toBeLessThan(30);
    const all = async () => (await classroomCapacity(app.t.database, at)).rows;
    expect((await all()).find((row) => row.id_auditorium === office.id)).toBeUndefined();
    await query('UPDATE auditorium SET contain = 0 WHERE id_auditorium = $1', [office.id]);
    const row = (await all()).find((each) => each.id_auditorium === office.id) as ClassroomViolation;
    expect(sayClassroom(row, 'ru')).toMatchObject({
      idFaculty: null,
      idGroup: null,
      faculty: null,
      detail: 'вместимость аудитории — 0 мест',
    });
    await query('UPDATE auditorium SET contain = 0 WHERE id_auditorium = $1', [rooms.labSmall]);
    expect((await found()).get(rooms.labSmall)).toMatchObject({ contain: 0, id_group: null });
  });

  it('compares a group of a speciality without a department with its faculty’s rooms of none only', async () => {
    const speciality = await one<{ id: number }>(
      `INSERT INTO speciality (id_faculty, id_direction, id_special, id_f_educ)
       VALUES ($1, 1, 3, $2) RETURNING id_speciality AS id`,
      [facultyId, FULL_TIME],
    );
    const alone = await group(speciality.id, 'ПКБК', 27);
    const rows = await found();
    // The faculty's computer lab: now three groups do not fit it.
    expect(rows.get(rooms.labBig)).toMatchObject({ id_group: groups.large.id, groups: 3 });
    // No department, no seminar room: it is not compared with the departments' rooms.
    for (const row of rows.values())
      if (row.id_auditorium !== rooms.labBig) expect(row.id_group).not.toBe(alone.id);
  });

  it('is what checks/list answers, in the reader’s language', async () => {
    const answer = await app.api.call('GET', 'checks/list', undefined, 'kg');
    expect(answer.status).toBe(200);
    const { rows } = checksAnswer.parse(answer.data) as ChecksAnswer;
    const row = rows.find((each) => each.check === 'classroomCapacity' && each.idAuditorium === rooms.labBig);
    expect(row).toMatchObject({ record: 'П-4, Башкы окуу корпусу', faculty: 'Текшерүү факультети' });
    expect(row?.detail).toMatch(/^20 орун \(Компьютердик класс;/);
  });
});
