import { expect, type Locator, type Page, test } from '@playwright/test';
import { button, FINANCE_PLACE, pick, walk } from './educational-support';
import { dialog, settled, unique, uniqueCode } from './reference-support';
import { seeToast, signIn, signInShared, startScreenshots, texts } from './support';

/*
 * The speciality's plan on {base}/educational (SPEC §2, decision 0015): its parameters and admission plan, its
 * grading variant, next year's groups, and a duplicate speciality copied and deleted. Each test binds
 * specialities of its own (through the API, as the speciality modal's own test covers binding), so that
 * tests neither depend on nor disturb one another.
 */
test.slow();

const t = texts.ru;
const e = t.educational;
const ECONOMICS = /^580100 Экономика$/;
const FULL_TIME = 'Очная форма обучения (бакалавриат)';
const EXTRAMURAL = 'Заочная форма обучения (бакалавриат)';
/** The demo faculty (id 1), its direction 580100 (id 1) and the study forms above (ids 1 and 2). */
const FACULTY_ID = 1;
const DIRECTION_ID = 1;
const FORM_ID = { [FULL_TIME]: 1, [EXTRAMURAL]: 2 } as const;

/** A call of the API with the page's session; fails the test on an error answer. */
async function api<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1/ministerstvo/${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A new speciality name bound to the demo faculty's direction 580100 in the given study forms. */
async function bindSpeciality(page: Page, forms: (keyof typeof FORM_ID)[]) {
  const code = uniqueCode();
  const name = `План ${unique()}`;
  await api(page, 'ins-upd-spec', { idSpecial: -1, code_: code, special_: name });
  const specials = await (await page.request.get('/api/v1/ministerstvo/allSpecial')).json();
  const idSpecial = (specials.data as { id_special: number; 'p25-1': string }[]).find(
    (row) => row['p25-1'] === code,
  )?.id_special;
  const ids: number[] = [];
  for (const form of forms) {
    const place = { idFaculty: FACULTY_ID, idDirection: DIRECTION_ID };
    await api(page, 'insUpdSpecialty', { ...place, idFEduc: FORM_ID[form], idSpecial });
    const bound = await api<{ id_speciality: number; id_special: number }[]>(page, 'speciality', {
      ...place,
      idFeduc: FORM_ID[form],
    });
    ids.push(bound.find((row) => row.id_special === idSpecial)?.id_speciality ?? 0);
  }
  return { label: `${code} ${name}`, ids };
}

/** Signs in, binds a new speciality in the given study forms and walks the cascade to it in the first. */
async function startAtNewSpeciality(
  page: Page,
  baseURL: string | undefined,
  forms: (keyof typeof FORM_ID)[],
) {
  await signIn(page, baseURL);
  const bound = await bindSpeciality(page, forms);
  await walkTo(page, forms[0] ?? FULL_TIME, bound.label);
  return bound;
}

/** Walks the cascade to a speciality of direction 580100. */
const walkTo = (page: Page, form: string, speciality: string) =>
  walk(page, { direction: ECONOMICS, form: exactly(form), speciality });
/** An option's name exactly (a study form's name holds brackets). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`);

/** Opens a modal by its button and waits until it has settled. */
async function open(page: Page, buttonName: string, title: string): Promise<Locator> {
  await button(page, buttonName).click();
  const modal = dialog(page, title);
  await settled(modal);
  return modal;
}

const p = e.parameters;

test.describe('speciality plan modals', () => {
  test('sets the parameters and a year’s plan; a reload shows them kept; numbers only', async ({
    page,
    baseURL,
  }) => {
    const { label } = await startAtNewSpeciality(page, baseURL, [FULL_TIME]);

    let modal = await open(page, e.buttons.parameters, p.title);
    await expect(modal.getByText(label)).toBeVisible();
    // Nothing changed yet: Save waits.
    await expect(modal.getByRole('button', { name: t.form.save })).toBeDisabled();
    await pick(page, modal, p.idKafedra, 'Финансы и кредит');
    await modal.getByLabel(p.codeSpec).fill('080105-T');
    await pick(page, modal, p.idLevel, 'Бакалавр');
    await pick(page, modal, p.idQualification, 'Бакалавр экономики');
    // A decimal comma is taken as the point.
    await modal.getByLabel(p.term).pressSequentially('4,5');
    await pick(page, modal, p.idStandart, '3');
    await modal.getByLabel(p.Apprenticeship).check();
    // The licence is picked in its own modal, and shown by its resolution.
    await modal.getByRole('button', { name: p.chooseLicence }).click();
    const licence = 'Лицензия LS230000789 на право ведения образовательной деятельности';
    await dialog(page, e.licence.title)
      .getByRole('button', { name: e.licence.chooseRow.replace('{{name}}', licence) })
      .click();
    await expect(modal.getByLabel(p.idLicence, { exact: true })).toHaveValue(licence);
    // Letters, a minus and a digit beyond the scale's are not taken, and the field says so.
    const biology = modal.getByLabel(p.ort.ortBiology);
    const digitsOnly = modal.getByText(t.form.digitsOnly.replace('{{max}}', '150'));
    await biology.fill('');
    await biology.pressSequentially('a');
    await expect(digitsOnly).toBeVisible();
    await biology.pressSequentially('-1b');
    await expect(digitsOnly).toBeVisible();
    await biology.pressSequentially('2');
    await expect(biology).toHaveValue('12');
    await expect(digitsOnly).toBeHidden();
    await biology.pressSequentially('34');
    await expect(biology).toHaveValue('123');
    await expect(digitsOnly).toBeVisible();
    // A threshold beyond its test's scale (a subject test: 150 points) stays as typed and is refused,
    // naming the range, at Save; nothing is sent.
    const maths = modal.getByLabel(p.ort.ortMaths);
    await expect(modal.getByText(p.ort.scale.replace('{{max}}', '150')).first()).toBeVisible();
    await maths.fill('');
    await maths.pressSequentially('999');
    await expect(maths).toHaveValue('999');
    await modal.getByRole('button', { name: t.form.save }).click();
    await expect(
      modal.getByText(t.form.range.replace('{{min}}', '0').replace('{{max}}', '150')),
    ).toBeVisible();
    await expect(maths).toBeFocused();
    await maths.fill('123');
    await modal.getByLabel(p.ort.ortBudget).fill('150');
    await modal.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);
    // Saved: the form shows what was saved and waits for the next change.
    await expect(modal.getByRole('button', { name: t.form.save })).toBeDisabled();

    await modal.getByRole('tab', { name: e.plan.tab }).click();
    // The current academic year by default (SPEC §9); a new speciality has no plan for it yet.
    const year = modal.getByRole('combobox', { name: e.plan.year, exact: true });
    await expect(year).toHaveValue(/^20\d\d-20\d\d$/);
    const shownYear = await year.inputValue();
    await expect(modal.getByText(e.plan.none)).toBeVisible();
    await modal.getByLabel(e.plan.kolB).fill('25');
    await modal.getByLabel(e.plan.kolK).fill('40');
    // Another tab with unsaved places asks first; keeping them stays.
    await modal.getByRole('tab', { name: p.tab }).click();
    await expect(modal.getByText(t.form.discardLeaveQuestion)).toBeVisible();
    await modal.getByRole('button', { name: t.form.keepEditing }).click();
    await modal.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast1);
    await expect(modal.getByText(e.plan.none)).toBeHidden();

    await page.reload();
    modal = await open(page, e.buttons.parameters, p.title);
    await expect(modal.getByRole('combobox', { name: p.idKafedra, exact: true })).toHaveValue(
      'Финансы и кредит',
    );
    await expect(modal.getByLabel(p.codeSpec)).toHaveValue('080105-T');
    await expect(modal.getByRole('combobox', { name: p.idLevel, exact: true })).toHaveValue('Бакалавр');
    await expect(modal.getByLabel(p.term)).toHaveValue('4.5');
    await expect(modal.getByLabel(p.Apprenticeship)).toBeChecked();
    await expect(modal.getByLabel(p.idLicence, { exact: true })).toHaveValue(licence);
    await expect(modal.getByLabel(p.ort.ortBiology)).toHaveValue('123');
    await expect(modal.getByLabel(p.ort.ortMaths)).toHaveValue('123');
    await expect(modal.getByLabel(p.ort.ortBudget)).toHaveValue('150');
    await modal.getByRole('tab', { name: e.plan.tab }).click();
    await expect(modal.getByRole('combobox', { name: e.plan.year, exact: true })).toHaveValue(shownYear);
    await expect(modal.getByLabel(e.plan.kolB)).toHaveValue('25');
    await expect(modal.getByLabel(e.plan.kolK)).toHaveValue('40');
  });

  test('a save overtaken by another user’s is refused, and the current values are offered', async ({
    page,
    baseURL,
  }) => {
    const { ids } = await startAtNewSpeciality(page, baseURL, [FULL_TIME]);
    const modal = await open(page, e.buttons.parameters, p.title);
    await modal.getByLabel(p.codeSpec).fill('MINE');
    // Meanwhile someone else saves the speciality's code.
    const [row] = await api<{ rowVersion: number }[]>(page, 'specialtyParameters', {
      idFaculty: FACULTY_ID,
      idDirection: DIRECTION_ID,
      idFEduc: FORM_ID[FULL_TIME],
      idSpeciality: ids[0],
    });
    await api(page, 'insUpdSpecialtyParameters/insupd', {
      idSpeciality: ids[0],
      codeSpec: 'THEIRS',
      rowVersion: row?.rowVersion,
    });
    await modal.getByRole('button', { name: t.form.save }).click();
    await expect(modal.getByText(t.form.staleTitle)).toBeVisible();
    // The typed value stays until the current version is loaded.
    await expect(modal.getByLabel(p.codeSpec)).toHaveValue('MINE');
    await modal.getByRole('button', { name: t.form.reload }).click();
    await expect(modal.getByLabel(p.codeSpec)).toHaveValue('THEIRS');
    await expect(modal.getByText(t.form.staleTitle)).toBeHidden();
  });

  test('chooses a grading variant: its ranges are shown, and the choice is kept', async ({
    page,
    baseURL,
  }) => {
    const { label } = await startAtNewSpeciality(page, baseURL, [FULL_TIME]);

    let modal = await open(page, e.buttons.grading, e.grading.title);
    const variant = modal.getByRole('combobox', { name: e.grading.variantOf.replace('{{name}}', label) });
    // A new speciality has no variant; the cascade's speciality is the one chosen.
    await expect(modal.getByRole('radio', { name: label })).toBeChecked();
    await expect(modal.getByText(e.grading.noVariant)).toBeVisible();
    await variant.click();
    await page.getByRole('option', { name: /^Правило 2 / }).click();
    // The ECTS variant's letters, before it is saved.
    await expect(modal.getByRole('cell', { name: 'FX', exact: true })).toBeVisible();
    await modal.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);

    await page.reload();
    modal = await open(page, e.buttons.grading, e.grading.title);
    const row = modal.getByRole('row').filter({ has: page.getByRole('radio', { name: label }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    await expect(variant).toHaveValue(/^Правило 2 /);
    await expect(modal.getByRole('cell', { name: 'FX', exact: true })).toBeVisible();
  });

  test('creates next year’s groups for two chosen groups; refused with none chosen', async ({
    page,
    baseURL,
  }) => {
    const { ids } = await startAtNewSpeciality(page, baseURL, [FULL_TIME]);
    const idSpeciality = ids[0];
    // Two name-groups of the speciality, each with its group of this academic year.
    const years = await api<{ id_a_year: number; label: string }[]>(page, 'year');
    const thisYear = new Date().getFullYear() % 100;
    const names = [`NY${unique()}`, `NY${unique()}`];
    for (const nGr of names) {
      await api(page, 'insUpdNGr/insupd', { idNGr: -1, nGr, idFaculty: FACULTY_ID });
      const nameGroups = await api<{ id_n_gr: number; n_gr: string }[]>(page, 'allNGr/select', {
        idFaculty: FACULTY_ID,
      });
      const idNGr = nameGroups.find((row) => row.n_gr === nGr)?.id_n_gr;
      await api(page, 'insUpdComGspe/insupd', { idSpeciality, idNGr, idSubGr: 0 });
      const [binding] = await api<{ id_com_gspe: number }[]>(page, 'subgroup', { idSpeciality, idNGr });
      await api(page, 'insUpdGroupT', { idGroup: -1, idComGspe: binding?.id_com_gspe, idGroupY: thisYear });
    }
    const group = (name: string, year: number) => `${name}-${String(year).padStart(2, '0')}`;

    let modal = await open(page, e.buttons.nextYear, e.nextYear.title);
    const nextLabel = years.find((row) => row.id_a_year === thisYear + 1)?.label ?? '';
    await expect(modal.getByRole('combobox', { name: e.nextYear.to, exact: true })).toHaveValue(nextLabel);
    // None chosen: refused with a message, nothing sent.
    await modal.getByRole('button', { name: e.nextYear.create.replace('{{n}}', '0') }).click();
    await expect(modal.getByText(e.nextYear.noneChosen)).toBeVisible();
    // A target other than the next year is refused too.
    await pick(page, modal, e.nextYear.to, years.find((row) => row.id_a_year === thisYear)?.label ?? '');
    const wrong = e.nextYear.wrongTarget.replace('{{year}}', nextLabel);
    await expect(modal.getByText(wrong)).toBeVisible();
    await modal.getByRole('button', { name: e.nextYear.create.replace('{{n}}', '0') }).click();
    await expect(modal.getByText(wrong)).toBeVisible();
    await pick(page, modal, e.nextYear.to, nextLabel);
    await expect(modal.getByText(wrong)).toHaveCount(0);

    for (const name of names) await modal.getByRole('checkbox', { name: group(name, thisYear) }).check();
    await modal.getByRole('button', { name: e.nextYear.create.replace('{{n}}', '2') }).click();
    await seeToast(page, t.sms.toast1);
    // Made: shown as existing, and no longer to be chosen.
    for (const name of names) {
      const box = modal.getByRole('checkbox', { name: group(name, thisYear) });
      await expect(box).toBeDisabled();
      const row = modal.getByRole('row').filter({ hasText: group(name, thisYear) });
      await expect(row).toContainText(e.nextYear.exists);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // The speciality's groups panel lists them; reopened, the modal shows them as existing.
    const panel = page.getByRole('region', { name: e.groups.title }).getByRole('table');
    for (const name of names) await expect(panel).toContainText(group(name, thisYear + 1));
    await page.reload();
    modal = await open(page, e.buttons.nextYear, e.nextYear.title);
    for (const name of names)
      await expect(modal.getByRole('checkbox', { name: group(name, thisYear) })).toBeDisabled();
  });

  test('copies a duplicate speciality’s data onto another, then deletes the duplicate', async ({
    page,
    baseURL,
  }) => {
    // One name bound twice: extramural (the duplicate, with a plan of its own) and full-time (kept).
    const { label, ids } = await startAtNewSpeciality(page, baseURL, [EXTRAMURAL, FULL_TIME]);
    const years = await api<{ id_a_year: number; label: string }[]>(page, 'year');
    const planYear = years[0] as { id_a_year: number; label: string };
    await api(page, 'insUpdPlanAbit/insupd', {
      idPlanAbit: -1,
      idSpeciality: ids[0],
      aYear: planYear.id_a_year,
      kolB: 7,
      kolK: 9,
    });

    let modal = await open(page, e.buttons.duplicate, e.duplicate.title);
    const copy = modal.getByRole('button', { name: e.duplicate.copy });
    await expect(copy).toBeDisabled();
    // Named as everywhere (contract/speciality-name.ts): code and name, then the form after a dot.
    await pick(page, modal, e.duplicate.target, `${label} · ${FULL_TIME}`);
    await copy.click();
    await seeToast(page, e.duplicate.copied);
    await expect(modal).toBeHidden();

    // The kept speciality has the duplicate's plan now.
    await pick(page, page, e.level.form, exactly(FULL_TIME));
    await pick(page, page, e.level.speciality, label);
    const parameters = await open(page, e.buttons.parameters, p.title);
    await parameters.getByRole('tab', { name: e.plan.tab }).click();
    await pick(page, parameters, e.plan.year, planYear.label);
    await expect(parameters.getByLabel(e.plan.kolB)).toHaveValue('7');
    await expect(parameters.getByLabel(e.plan.kolK)).toHaveValue('9');
    await page.keyboard.press('Escape');
    await expect(parameters).toBeHidden();

    // The duplicate is deleted after a question that says it cannot be undone.
    await pick(page, page, e.level.form, exactly(EXTRAMURAL));
    await pick(page, page, e.level.speciality, label);
    modal = await open(page, e.buttons.duplicate, e.duplicate.title);
    await modal.getByRole('button', { name: e.duplicate.delete }).click();
    const question = dialog(page, e.duplicate.deleteTitle);
    await expect(question.getByText(e.duplicate.irreversible)).toBeVisible();
    await question.getByRole('button', { name: t.confirmDelete.confirm }).click();
    await seeToast(page, t.sms.toast8);
    await expect(modal).toBeHidden();
    const speciality = page.getByRole('combobox', { name: e.level.speciality, exact: true });
    await expect(speciality).toHaveValue('');
    await speciality.click();
    await expect(page.getByRole('option', { name: label })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The kept one stays.
    await pick(page, page, e.level.form, exactly(FULL_TIME));
    await pick(page, page, e.level.speciality, label);
  });
});

/*
 * Not a check but pictures to look at: `SCREENSHOTS=1 npx playwright test educational-plan --project=root`
 * writes each modal of the speciality's plan, in every language, into screenshots/.
 */
/** The server's answer while the database is stopped. */
const UNAVAILABLE = {
  ru: 'База данных временно недоступна. Повторите попытку чуть позже',
  kg: 'Маалыматтар базасы убактылуу жеткиликсиз. Бир аздан кийин кайталаңыз',
  en: 'The database is temporarily unavailable. Please try again shortly',
};

test.describe('speciality plan screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  for (const language of ['ru', 'kg', 'en'] as const) {
    test(`in ${language}`, async ({ page, baseURL }) => {
      const l = texts[language];
      const m = l.educational;
      const shot = (name: string) =>
        page.screenshot({ path: `screenshots/${language}-educational-${name}.png`, fullPage: true });
      const modal = async (buttonName: string, title: string) => {
        await page.getByRole('button', { name: buttonName, exact: true }).click();
        const opened = dialog(page, title);
        await settled(opened);
        return opened;
      };
      const close = async () => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      };
      await startScreenshots(page, baseURL, l, `educational?${FINANCE_PLACE}`);
      await expect(page.getByRole('region', { name: m.groups.title }).getByRole('table')).toBeVisible();
      await shot('plan-buttons');

      let opened = await modal(m.buttons.parameters, m.parameters.title);
      await expect(opened.getByLabel(m.parameters.ort.ortMaths)).toHaveValue(/\d/);
      await shot('parameters');
      await opened.getByRole('tab', { name: m.plan.tab }).click();
      await expect(opened.getByLabel(m.plan.kolB)).toHaveValue(/\d/);
      await opened.getByLabel(m.plan.kolB).fill('77');
      await opened.getByRole('tab', { name: m.parameters.tab }).click();
      await shot('plan-leave');
      await opened.getByRole('button', { name: l.form.discard }).click();
      await opened.getByRole('tab', { name: m.plan.tab }).click();
      await shot('plan');
      await close();

      opened = await modal(m.buttons.grading, m.grading.title);
      await expect(opened.getByRole('cell').filter({ hasText: 'P1+P2+P3' })).toBeVisible();
      await shot('grading');
      await close();

      opened = await modal(m.buttons.nextYear, m.nextYear.title);
      // Two groups chosen (the first box chooses all).
      const boxes = opened.getByRole('checkbox', { disabled: false });
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      await shot('next-year');
      await close();

      opened = await modal(m.buttons.duplicate, m.duplicate.title);
      await opened.getByRole('combobox', { name: m.duplicate.target, exact: true }).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await shot('duplicate');
      await page.keyboard.press('Escape');
      await opened.getByRole('button', { name: m.duplicate.delete }).click();
      const question = dialog(page, m.duplicate.deleteTitle);
      await settled(question);
      await shot('duplicate-confirm');
      await question.getByRole('button', { name: l.confirmDelete.close, exact: true }).click();
      await close();

      // A phone: the fields in one column.
      await page.setViewportSize({ width: 390, height: 844 });
      opened = await modal(m.buttons.parameters, m.parameters.title);
      await shot('parameters-phone');
      await close();
      opened = await modal(m.buttons.nextYear, m.nextYear.title);
      await shot('next-year-phone');
      await close();
      opened = await modal(m.buttons.grading, m.grading.title);
      await shot('grading-phone');
      await close();

      // The database down once the screen is there: a modal says its data could not be loaded.
      await page.setViewportSize({ width: 1440, height: 900 });
      // What the server answers then (503), in the interface language.
      const unavailable = { data: null, error: 'UNAVAILABLE', message: UNAVAILABLE[language] };
      await page.route('**/api/v1/ministerstvo/**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(unavailable) }),
      );
      opened = await modal(m.buttons.parameters, m.parameters.title);
      await expect(opened.getByText(l.table.loadError)).toBeVisible();
      await shot('parameters-unavailable');
      await close();
      await page.unroute('**/api/v1/ministerstvo/**');
    });
  }
});

test('in English: an ORT threshold beyond its scale is refused naming the range', async ({
  page,
  baseURL,
}) => {
  const en = texts.en;
  await page.goto('login?lang=en');
  await signInShared(page, baseURL, en);
  await page.goto('educational?ministry=1&vuz=1&faculty=1&direction=1&form=1&speciality=1');
  const modal = await open(page, en.educational.buttons.parameters, en.educational.parameters.title);
  const budget = modal.getByLabel(en.educational.parameters.ort.ortBudget);
  // A letter is not taken, and the field says why.
  await budget.fill('');
  await budget.pressSequentially('9x');
  await expect(budget).toHaveValue('9');
  await expect(modal.getByText(en.form.digitsOnly.replace('{{max}}', '245'))).toBeVisible();
  await budget.fill('999');
  await modal.getByRole('button', { name: en.form.save }).click();
  await expect(
    modal.getByText(en.form.range.replace('{{min}}', '0').replace('{{max}}', '245')),
  ).toBeVisible();
  await expect(budget).toBeFocused();
});

test.describe('the university', () => {
  test('its licence date is typed the interface language’s way; a wrong day, e-mail or phone is refused by name', async ({
    page,
    baseURL,
  }) => {
    const v = e.vuz;
    await signInShared(page, baseURL);
    await page.goto('educational?ministry=1&vuz=1');
    let modal = await open(page, e.buttons.editVuz, v.title);
    const date = modal.getByLabel(v.dateLicen, { exact: true });
    // The demo's licence of 2023-06-15, as Russian writes a date.
    await expect(date).toHaveValue('15.06.2023');
    await expect(date).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    const errorOf = (label: string) =>
      modal
        .getByLabel(label, { exact: true })
        .locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")]');
    for (const [typed, message] of [
      ['30.02.2023', t.dateInput.dateImpossible],
      ['2023.06', t.dateInput.dateInvalid.replace('{{pattern}}', 'ДД.ММ.ГГГГ')],
    ] as const) {
      await date.fill(typed);
      await modal.getByRole('button', { name: t.form.save }).click();
      await expect(errorOf(v.dateLicen)).toContainText(message);
      // Never the payload's name.
      await expect(modal).not.toContainText('dateLicen');
    }
    await modal.getByLabel(v.mail, { exact: true }).fill('info@@bsuet');
    await modal.getByLabel(v.tel, { exact: true }).fill('12');
    await modal.getByRole('button', { name: t.form.save }).click();
    await expect(errorOf(v.mail)).toContainText(t.form.invalidEmail);
    await expect(errorOf(v.tel)).toContainText(t.form.invalidPhone);

    await date.fill('16.06.2023');
    await modal.getByLabel(v.mail, { exact: true }).fill('info@bsuet.example.kg');
    await modal.getByLabel(v.tel, { exact: true }).fill('+996 312 61-45-20');
    await modal.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);
    await expect(modal).toBeHidden();

    // In English the same day is written dd/mm/yyyy; a day the calendar lacks is refused there too.
    const en = texts.en;
    await page.goto('educational?ministry=1&vuz=1&lang=en');
    await button(page, en.educational.buttons.editVuz).click();
    modal = dialog(page, en.educational.vuz.title);
    const enDate = modal.getByLabel(en.educational.vuz.dateLicen, { exact: true });
    await expect(enDate).toHaveValue('16/06/2023');
    await expect(enDate).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await enDate.fill('31/04/2023');
    await modal.getByRole('button', { name: en.form.save }).click();
    await expect(modal.getByText(en.dateInput.dateImpossible)).toBeVisible();
    await enDate.fill('15/06/2023');
    await modal.getByRole('button', { name: en.form.save }).click();
    await seeToast(page, en.sms.toast2, en);
  });
});
