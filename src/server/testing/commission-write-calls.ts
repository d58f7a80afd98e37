import { type AdminCalls, find, type WriteScenario } from './admin-fixtures';
import { DEPUTY, MEMBER } from './commission-fixtures';

// The write calls of the commission screens (decision 0022), each with a fresh valid request: what the audit
// and roles proofs make of them (write-calls.ts joins them to the others). Members belong to a faculty's
// commission: an editor of faculty 1 writes its rows, not faculty 2's, nor moves a row across.

// A speciality each of faculties 1 and 2 teaches.
const specialOf: Record<number, number> = { 1: 2, 2: 11 };

/** A member row's fields. */
const member = (memberName: string, idMemberType = MEMBER, title = 'к.э.н., доцент') => ({
  idMemberType,
  memberName,
  title,
});

/** A new member of a speciality's commission of the faculty, as the administrator; answers its id. */
async function newSpecialityMember(admin: AdminCalls, faculty: number, unique: string): Promise<number> {
  const memberName = `Член ${unique}`;
  const seat = { idFaculty: faculty, idSpecial: specialOf[faculty] };
  await admin.post('gak-spec/insUpd-gak-speciality', {
    idGAKMemberSpeciality: -1,
    ...seat,
    ...member(memberName),
  });
  return find(await admin.post('gak-spec/speciality', seat), 'member_name', memberName)
    .id_GAK_member_speciality as number;
}

/** A new member of the faculty's commission from today, as the administrator; answers its id. */
async function newFacultyMember(admin: AdminCalls, faculty: number, unique: string): Promise<number> {
  const memberName = `Член ${unique}`;
  await admin.post('gak-hi/ins-upd-history', {
    idGAKMemberHistory: -1,
    idFaculty: faculty,
    ...member(memberName, MEMBER, 'к.т.н., доцент'),
  });
  return find(await admin.post('gak-hi/history', { idFaculty: faculty }), 'member_name', memberName)
    .id_GAK_member_History as number;
}

/** The day after a yyyy-mm-dd day. */
const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * A present deputy or member of the faculty's commission whose term began at least two days ago (the demo's,
 * or one a replacement started), and the day after it began: a replacement or an end may fall on it.
 */
async function olderTerm(admin: AdminCalls, faculty: number) {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const rows = (await admin.post('gak-hi/history', { idFaculty: faculty })).filter(
    (row) => [DEPUTY, MEMBER].includes(row.id_member_type as number) && (row.since as string) < yesterday,
  );
  const [row] = rows.sort((a, b) => String(a.since).localeCompare(String(b.since)));
  if (!row) throw new Error(`no older term in faculty ${faculty}`);
  return { idGAKMemberHistory: row.id_GAK_member_History, effectiveDate: dayAfter(row.since as string) };
}

export const commissionScenarios: WriteScenario[] = [
  {
    path: 'gak-spec/insUpd-gak-speciality',
    table: 'gak_member_speciality',
    faculties: [1],
    body: async (_admin, u) => ({
      idGAKMemberSpeciality: -1,
      idFaculty: 1,
      idSpecial: specialOf[1],
      ...member(`Член комиссии ${u}`),
    }),
  },
  {
    path: 'gak-spec/insUpd-gak-speciality',
    table: 'gak_member_speciality',
    faculties: [2],
    body: async (admin, u) => ({
      idGAKMemberSpeciality: await newSpecialityMember(admin, 2, u),
      idFaculty: 2,
      idSpecial: specialOf[2],
      ...member(`Заместитель ${u}`, DEPUTY, 'д.т.н., профессор'),
    }),
  },
  {
    // A member of faculty 2's commission moved into faculty 1's: both faculties are written.
    path: 'gak-spec/insUpd-gak-speciality',
    table: 'gak_member_speciality',
    faculties: [2, 1],
    body: async (admin, u) => ({
      idGAKMemberSpeciality: await newSpecialityMember(admin, 2, u),
      idFaculty: 1,
      idSpecial: specialOf[1],
      ...member(`Член ${u}`),
    }),
  },
  {
    path: 'gak-spec/delete-gak-speciality',
    table: 'gak_member_speciality',
    faculties: [1],
    body: async (admin, u) => ({ idGAKMemberSpeciality: await newSpecialityMember(admin, 1, u) }),
  },
  {
    path: 'gak-hi/ins-upd-history',
    table: 'gak_member_history',
    faculties: [2],
    body: async (_admin, u) => ({
      idGAKMemberHistory: -1,
      idFaculty: 2,
      ...member(`Член комиссии ${u}`, MEMBER, 'к.т.н., доцент'),
    }),
  },
  {
    path: 'gak-hi/ins-upd-history',
    table: 'gak_member_history',
    faculties: [1],
    body: async (admin, u) => ({
      idGAKMemberHistory: await newFacultyMember(admin, 1, u),
      idFaculty: 1,
      ...member(`Член ${u}`, DEPUTY, 'д.э.н., профессор'),
    }),
  },
  {
    path: 'gak-hi/del-history',
    table: 'gak_member_history',
    faculties: [2],
    body: async (admin, u) => ({ idGAKMemberHistory: await newFacultyMember(admin, 2, u) }),
  },
  {
    path: 'gak-hi/replace',
    table: 'gak_member_history',
    faculties: [2],
    body: async (admin, u) => ({ ...(await olderTerm(admin, 2)), ...member(`Преемник ${u}`) }),
  },
  {
    path: 'gak-hi/end',
    table: 'gak_member_history',
    faculties: [1],
    body: async (admin) => olderTerm(admin, 1),
  },
];
