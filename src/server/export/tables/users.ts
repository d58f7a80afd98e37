import type { Language } from '../../../contract/limits';
import type { UserRow } from '../../../contract/users';
import * as catalog from '../../catalog/queries';
import { screenTexts, textOf } from '../../core/screen-texts';
import { usersList } from '../../users/queries';
import type { ExportTable } from '../layout';
import { textColumn } from '../layout';
import { wallClockOf } from '../wall-clock';
import { localName } from './reference';

// The users screen (decision 0013) as administrators see it: login, full name, role, faculty scope, last
// sign-in and state (web/features/users/user-columns.tsx).

const users = screenTexts.users;
const text = (pick: (texts: (typeof users)['ru']) => string) => textOf(users, pick);
const NO_SCOPE = '—';

type ExportedUser = UserRow & { scopeNames: string[]; lastSignIn: Date | null };

const fullNameOf = (row: UserRow) => [row.surname, row.name, row.patronymic].filter(Boolean).join(' ');

function scopeOf(row: ExportedUser, lang: Language): string {
  if (row.role === 'viewer') return NO_SCOPE;
  if (row.role === 'administrator' || row.allFaculties) return text((texts) => texts.scopeAll)[lang];
  return row.scopeNames.join(', ') || NO_SCOPE;
}

function stateOf(row: UserRow, lang: Language): string {
  if (row.disabled) return text((texts) => texts.disabled)[lang];
  const active = text((texts) => texts.active)[lang];
  return row.mustChangePassword ? `${active}, ${text((texts) => texts.mustChange)[lang]}` : active;
}

export const usersTable: ExportTable<'users', ExportedUser> = {
  name: 'users',
  title: textOf(screenTexts.shell, (texts) => texts.routes.users),
  access: 'administrator',
  columns: [
    textColumn(
      'login',
      text((texts) => texts.login),
      (row) => row.login,
    ),
    textColumn(
      'name',
      text((texts) => texts.fullName),
      fullNameOf,
    ),
    textColumn(
      'role',
      text((texts) => texts.role),
      (row, lang) => text((texts) => texts.roles[row.role])[lang],
    ),
    textColumn(
      'scope',
      text((texts) => texts.scope),
      scopeOf,
    ),
    {
      key: 'lastSignIn',
      title: text((texts) => texts.lastSignIn),
      kind: 'datetime',
      value: (row) => row.lastSignIn,
    },
    textColumn(
      'state',
      text((texts) => texts.state),
      stateOf,
    ),
  ],
  // The users screen searches logins and full names (web/features/users/users-page.tsx).
  search: (row) => [row.login, fullNameOf(row)],
  async *rows({ database, lang, timeZone }) {
    const [accounts, faculties] = await Promise.all([
      usersList.load(database, undefined),
      catalog.faculties.load(database, undefined),
    ]);
    const facultyName = new Map(
      faculties.map((faculty) => [
        faculty.id_faculty,
        localName({ ru: faculty.faculty, kg: faculty.faculty_kg, en: faculty.faculty_en }, lang),
      ]),
    );
    yield accounts.map((row) => ({
      ...row,
      scopeNames: row.facultyIds.map((id) => facultyName.get(id) ?? `#${id}`),
      lastSignIn: row.lastSignInAt ? wallClockOf(row.lastSignInAt, timeZone) : null,
    }));
  },
};
