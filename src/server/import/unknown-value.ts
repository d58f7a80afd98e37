import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import type { AnyImportTable } from './layout';

/**
 * The columns whose title's head noun is feminine in Russian (Кафедра, Специфика, Группа, Форма обучения,
 * Роль в комиссии, Квалификация), for the refusal's participle to agree with it: «Кафедра «…» не найдена».
 * The other looked-up columns name a masculine noun (Факультет, Отдел, Код специальности).
 */
const FEMININE: ReadonlySet<string> = new Set([
  'department',
  'specifics',
  'group',
  'form',
  'memberType',
  'qualification',
]);

/** A row's refusal of a name its column's list does not hold, the column named by its title. */
export function unknownValue(table: AnyImportTable, column: string, value: string, lang: Language): string {
  const title = table.exported.columns.find((each) => each.key === column)?.title[lang] ?? column;
  const key = FEMININE.has(column) ? 'importRowUnknownFeminine' : 'importRowUnknown';
  return translate(key, lang, { column: title, value });
}
