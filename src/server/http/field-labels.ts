import { login } from '../../contract/auth';
import type { CallDefinition } from '../../contract/call';
import { saveHeadcount } from '../../contract/group-plan';
import type { Language } from '../../contract/limits';
import { saveSpecialityParameters } from '../../contract/speciality-plan';
import { updateUniversity } from '../../contract/structure';
import { saveUser } from '../../contract/users';
import en from '../../web/features/educational/texts/en.json';
import kg from '../../web/features/educational/texts/kg.json';
import ru from '../../web/features/educational/texts/ru.json';
import usersEn from '../../web/features/users/texts/en.json';
import usersKg from '../../web/features/users/texts/kg.json';
import usersRu from '../../web/features/users/texts/ru.json';
import shellEn from '../../web/i18n/en.json';
import shellKg from '../../web/i18n/kg.json';
import shellRu from '../../web/i18n/ru.json';

/** A field of a call's payload as its form labels it, in each language. */
export type FieldLabels = Record<string, Record<Language, string>>;

/** The educational screen's texts in one language (the forms these calls come from). */
type Texts = typeof ru;
const texts: Record<Language, Texts> = { ru, kg, en };

/** Each payload key with the form's text that labels it, in every language. */
const labelled = (pick: (texts: Texts) => Record<string, string>): FieldLabels => labelledIn(texts, pick);

/** The same, from the texts of another screen's form. */
function labelledIn<Screen>(
  screenTexts: Record<Language, Screen>,
  pick: (texts: Screen) => Record<string, string>,
): FieldLabels {
  const byLanguage = Object.entries(screenTexts).map(
    ([lang, all]) => [lang as Language, pick(all as Screen)] as const,
  );
  const fields: FieldLabels = {};
  for (const key of Object.keys(pick(screenTexts.ru))) {
    fields[key] = Object.fromEntries(byLanguage.map(([lang, words]) => [lang, words[key]])) as Record<
      Language,
      string
    >;
  }
  return fields;
}

/*
 * The labels of the form fields a refusal names (issue 26): a person reads "Licence date", not the payload
 * key dateLicen. Read from the forms' own texts (src/web/features/educational/texts), so that a label
 * changed there changes here; a field not listed is named by its key, as an API client sends it.
 */
const labels = new Map<Pick<CallDefinition, 'path'>, FieldLabels>([
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
  [saveHeadcount, labelled(({ headcounts }) => ({ kolB: headcounts.budget, kolK: headcounts.contract }))],
  [
    login,
    labelledIn({ ru: shellRu, kg: shellKg, en: shellEn }, (shell) => ({
      login: shell.login.login,
      password: shell.login.password,
    })),
  ],
  [
    saveUser,
    labelledIn({ ru: usersRu, kg: usersKg, en: usersEn }, (users) => ({
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
