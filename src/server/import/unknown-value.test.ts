import { describe, expect, it } from 'vitest';
import { tag } from '../testing/history-fixtures';
import { importCalls } from '../testing/import-calls';
import { csvOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// A name a looked-up column's list does not hold is refused with the column's title as the
// subject, and the Russian participle agrees with it: «Кафедра «…» не найдена», «Отдел «…» не найден».
// The classrooms' file has four such columns, two of each gender. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const TITLES = [
  'Номер',
  'Вместимость',
  'Площадь, м²',
  'Примечание',
  'Специфика',
  'Факультет',
  'Кафедра',
  'Отдел',
];
const classrooms = () => importCalls(app.api, 'audience', { idKorpus: 2 });

/** The preview's reason for one new classroom whose named columns hold what `names` gives. */
async function reasonOf(names: Record<string, string>, lang = 'ru') {
  const row = [`Р-${tag()}`, 20, 30, 'Лекционная', '', '', '', ''];
  for (const [title, name] of Object.entries(names)) row[TITLES.indexOf(title)] = name;
  const answer = await classrooms().preview(csvOf([TITLES, row]), lang);
  expect(answer.status).toBe(200);
  expect(answer.data.counts).toMatchObject({ refuse: 1, create: 0 });
  return answer.data.rows[0].reason as string;
}

describe('a name its column does not know', () => {
  it('agrees in Russian with the column that names it', async () => {
    expect(await reasonOf({ Кафедра: 'Кафедра алхимии' })).toBe('Кафедра «Кафедра алхимии» не найдена');
    expect(await reasonOf({ Специфика: 'Бассейн' })).toBe('Специфика «Бассейн» не найдена');
    expect(await reasonOf({ Факультет: 'Факультет магии' })).toBe('Факультет «Факультет магии» не найден');
    expect(await reasonOf({ Отдел: 'Отдел кадров Луны' })).toBe('Отдел «Отдел кадров Луны» не найден');
  });

  it('is said in Kyrgyz and English with the column as its subject too', async () => {
    expect(await reasonOf({ Кафедра: 'Алхимия' }, 'kg')).toBe('Кафедра «Алхимия» табылган жок');
    expect(await reasonOf({ Кафедра: 'Алхимия' }, 'en')).toBe('Department "Алхимия" was not found');
  });
});
