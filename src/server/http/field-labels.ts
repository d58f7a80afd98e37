import type { CallDefinition } from '../../contract/call';
import { saveHeadcount } from '../../contract/group-plan';
import type { Language } from '../../contract/limits';
import { saveSpecialityParameters } from '../../contract/speciality-plan';
import { updateUniversity } from '../../contract/structure';

/** A field of a call's payload as its form labels it, in each language. */
export type FieldLabels = Record<string, Record<Language, string>>;

/*
 * The labels of the form fields a refusal names (issue 26): a person reads "Licence date", not the payload
 * key dateLicen. The same words as the forms' texts (src/web/features/educational/texts); a field not
 * listed here is named by its key, as an API client sends it.
 */
const labels = new Map<Pick<CallDefinition, 'path'>, FieldLabels>([
  [
    updateUniversity,
    {
      v1: { ru: 'Краткое название (рус.)', kg: 'Кыска аталышы (орус.)', en: 'Short name (Russian)' },
      v1K: { ru: 'Краткое название (кырг.)', kg: 'Кыска аталышы (кырг.)', en: 'Short name (Kyrgyz)' },
      v1En: { ru: 'Краткое название (англ.)', kg: 'Кыска аталышы (англ.)', en: 'Short name (English)' },
      v2: { ru: 'Полное название (рус.)', kg: 'Толук аталышы (орус.)', en: 'Full name (Russian)' },
      v2K: { ru: 'Полное название (кырг.)', kg: 'Толук аталышы (кырг.)', en: 'Full name (Kyrgyz)' },
      v2En: { ru: 'Полное название (англ.)', kg: 'Толук аталышы (англ.)', en: 'Full name (English)' },
      adres: { ru: 'Адрес (рус.)', kg: 'Дареги (орус.)', en: 'Address (Russian)' },
      adresKg: { ru: 'Адрес (кырг.)', kg: 'Дареги (кырг.)', en: 'Address (Kyrgyz)' },
      adresEn: { ru: 'Адрес (англ.)', kg: 'Дареги (англ.)', en: 'Address (English)' },
      glava: { ru: 'Руководитель', kg: 'Жетекчи', en: 'Head' },
      tel: { ru: 'Телефон', kg: 'Телефон', en: 'Phone' },
      nomerLicen: { ru: 'Номер лицензии', kg: 'Лицензиянын номери', en: 'Licence number' },
      dateLicen: { ru: 'Дата лицензии', kg: 'Лицензиянын датасы', en: 'Licence date' },
      mail: { ru: 'Эл. почта', kg: 'Электрондук почта', en: 'E-mail' },
    },
  ],
  [
    saveSpecialityParameters,
    {
      ortBiology: { ru: 'Биология', kg: 'Биология', en: 'Biology' },
      ortHistory: { ru: 'История', kg: 'Тарых', en: 'History' },
      ortChemistry: { ru: 'Химия', kg: 'Химия', en: 'Chemistry' },
      ortPhysics: { ru: 'Физика', kg: 'Физика', en: 'Physics' },
      ortEnglish: { ru: 'Английский язык', kg: 'Англис тили', en: 'English' },
      ortMaths: { ru: 'Математика', kg: 'Математика', en: 'Mathematics' },
      ortContract: { ru: 'Порог для контракта', kg: 'Келишим үчүн босого', en: 'Contract threshold' },
      ortBudget: { ru: 'Порог для бюджета', kg: 'Бюджет үчүн босого', en: 'Budget threshold' },
    },
  ],
  [
    saveHeadcount,
    {
      kolB: { ru: 'Бюджет', kg: 'Бюджет', en: 'Budget' },
      kolK: { ru: 'Контракт', kg: 'Контракт', en: 'Contract' },
    },
  ],
]);

const byPath = new Map([...labels].map(([call, fields]) => [call.path, fields]));

/** The labels of the call at this route (its URL ends with the call's path); none for other calls. */
export function fieldLabelsOf(routeUrl: string | undefined): FieldLabels {
  if (!routeUrl) return {};
  for (const [path, fields] of byPath) if (routeUrl.endsWith(`/${path}`)) return fields;
  return {};
}
