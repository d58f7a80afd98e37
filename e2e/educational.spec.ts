import { expect, type Page, test } from '@playwright/test';
import { yearLabel } from '../src/contract/academic-year';
import { dayOf, SHOWN_ON_KEY } from '../src/web/app/shell/notifications/auto-open';
import {
  button,
  editor,
  FACULTY,
  FINANCE,
  FINANCE_PLACE,
  groupRow,
  groupsPanel,
  groupsTable,
  level,
  listedOptions,
  openIn,
  pick,
  shownGroups,
  signInIn,
  testInLanguages,
  thisYear,
  walk,
  yy,
} from './educational-support';
import { dialog, settled, unique } from './reference-support';
import { seeToast, signIn, signInShared, texts } from './support';

/*
 * {base}/educational (SPEC §2, decisions 0014 and 0032) as a registrar uses it. Tests of one project share a
 * database and run one after the other: each makes its own uniquely named records, or works on a
 * speciality no other test changes.
 */
// Each test is a whole errand of a dozen choices and saves: on two shared cores it needs more than 30 s.
test.slow();

const t = texts.ru;
const e = t.educational;
const footer = (page: Page) => editor(page);
const sidebar = (page: Page, language: 'ru' | 'kg' | 'en') =>
  page.getByRole('navigation', { name: texts[language].shell.menu });

test.describe('educational structure screen', () => {
  test('walks the cascade; edits the university and a faculty; the place and the edits survive a reload', {
    tag: '@base-path',
  }, async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await walk(page, FINANCE);
    await expect(page).toHaveURL(/ministry=1.*vuz=1.*faculty=1.*direction=1.*form=1.*speciality=\d+/);
    await expect(groupsTable(page)).toContainText('ФК');

    // A phone is digits with + ( ) - and spaces (the contract's rule), unique per run.
    const phone = `+996 555 ${String(Math.floor(100_000 + Math.random() * 899_999))}`;
    await button(page, e.buttons.editVuz).click();
    const vuz = dialog(page, e.vuz.title);
    await expect(vuz.getByRole('button', { name: t.form.save })).toBeDisabled();
    await vuz.getByLabel(e.vuz.tel).fill(phone);
    await vuz.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);
    await expect(vuz).toBeHidden();

    const dean = `Декан ${unique()}`;
    await button(page, e.buttons.editFaculty).click();
    const faculty = dialog(page, e.faculty.edit);
    await faculty.getByLabel(e.faculty.nDirector).fill(dean);
    await faculty.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast2);
    await expect(faculty).toBeHidden();

    await page.reload();
    await expect(level(page, e.level.speciality)).toHaveValue(/Финансы и кредит/);
    await button(page, e.buttons.editVuz).click();
    await expect(dialog(page, e.vuz.title).getByLabel(e.vuz.tel)).toHaveValue(phone);
    await page.keyboard.press('Escape');
    await button(page, e.buttons.editFaculty).click();
    await expect(dialog(page, e.faculty.edit).getByLabel(e.faculty.nDirector)).toHaveValue(dean);
  });

  testInLanguages(
    ['ru', 'en'],
    'a group row opens in the editor; one name everywhere; sub-groups by number',
    async ({ page, baseURL, language, l, m }) => {
      await openIn(page, baseURL, language);
      const name = `ФК-2-${yy(thisYear - 1)}`;
      const row = groupRow(page, name, language);
      await row.click();
      await expect(row).toHaveAttribute('aria-selected', 'true');
      const edit = editor(page, language);
      await expect(edit.getByText(m.footer.editing.replace('{{name}}', name))).toBeVisible();
      await expect(level(edit, m.footer.nameGroup)).toHaveValue('ФК');
      await expect(level(edit, m.footer.subGroup)).toHaveValue('2');
      await expect(level(edit, m.footer.year)).toHaveValue(yearLabel(thisYear - 1));
      await expect(edit.getByLabel(m.footer.dop)).toBeEnabled();
      await expect(edit.getByLabel(m.footer.winter)).toBeEnabled();
      await expect(edit.getByLabel(m.footer.individual)).not.toBeChecked();

      // The sub-group select lists numbers, not names.
      await level(edit, m.footer.subGroup).click();
      expect(await listedOptions(page)).toEqual(['1', '2']);
      await page.keyboard.press('Escape');

      // The copy dialog names the groups as the table does.
      const names = await shownGroups(page, language);
      await edit.getByRole('button', { name: m.copy.title }).click();
      const copy = dialog(page, m.copy.title);
      await expect(copy.getByText(m.copy.from.replace('{{name}}', name))).toBeVisible();
      await level(copy, m.copy.to).click();
      expect((await listedOptions(page)).sort()).toEqual(names.filter((other) => other !== name).sort());
      await page.keyboard.press('Escape');
      await copy.getByRole('button', { name: l.confirmDelete.close, exact: true }).click();
      await expect(copy).toBeHidden();

      // So does the delete question (asked, not answered).
      await edit.getByRole('button', { name: m.footer.deleteGroup }).click();
      const question = dialog(page, l.confirmDelete.title);
      await expect(question).toContainText(name);
      await question.getByRole('button', { name: l.confirmDelete.close, exact: true }).click();
      await expect(question).toBeHidden();

      // Another row, by the keyboard, takes the editor over.
      const other = groupRow(page, `ФК-1-${yy(thisYear)}`, language);
      await other.focus();
      await page.keyboard.press('Enter');
      await expect(other).toHaveAttribute('aria-selected', 'true');
      await expect(row).toHaveAttribute('aria-selected', 'false');
      await expect(level(edit, m.footer.subGroup)).toHaveValue('1');
      await expect(level(edit, m.footer.year)).toHaveValue(yearLabel(thisYear));
    },
  );

  testInLanguages(
    ['ru', 'kg'],
    'the place survives the sidebar and a reload, per tab; single choices choose themselves',
    async ({ page, baseURL, context, language, l, m }) => {
      await signInIn(page, baseURL, language);
      const names = { ru: 'faculty', kg: 'faculty_kg' } as const;
      const faculties = (
        await (await page.request.post('/api/v1/ministerstvo/faculty', { data: { idVuz: 1 } })).json()
      ).data as Record<string, string>[];
      const facultyName = (id: number) =>
        faculties.find((row) => Number(row.id_faculty) === id)?.[names[language]] ?? '';
      // One ministry and one university: chosen by themselves.
      await expect(level(page, m.level.ministry)).not.toHaveValue('');
      await expect(level(page, m.level.vuz)).toHaveValue(language === 'ru' ? 'БГУЭТ' : 'БМЭТУ');
      await pick(page, page, m.level.faculty, facultyName(1));
      await pick(page, page, m.level.direction, /^580100 /);
      await pick(page, page, m.level.form, language === 'ru' ? /^Очная форма/ : /^Күндүзгү/);
      await pick(page, page, m.level.speciality, /^080105 /);
      await pick(
        page,
        groupsPanel(page, language),
        m.groups.courseFilter,
        language === 'ru' ? '2 курс' : '2-курс',
      );
      const name = `ФК-1-${yy(thisYear - 1)}`;
      await groupRow(page, name, language).click();
      await expect(groupRow(page, name, language)).toHaveAttribute('aria-selected', 'true');
      const address = page.url();

      const back = async () => {
        await expect(level(page, m.level.speciality)).toHaveValue(/^080105 /);
        await expect(level(groupsPanel(page, language), m.groups.courseFilter)).toHaveValue(
          language === 'ru' ? '2 курс' : '2-курс',
        );
        await expect(groupRow(page, name, language)).toHaveAttribute('aria-selected', 'true');
        await expect(
          editor(page, language).getByText(m.footer.editing.replace('{{name}}', name)),
        ).toBeVisible();
        expect(page.url()).toBe(address);
      };
      await sidebar(page, language).getByRole('link', { name: l.routes.directions }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.routes.directions })).toBeVisible();
      await sidebar(page, language).getByRole('link', { name: l.routes.educational }).click();
      await back();
      await page.reload();
      await back();

      // Another tab starts from the beginning (the place is the tab's).
      const tab = await context.newPage();
      await tab.goto('educational');
      await expect(level(tab, m.level.vuz)).not.toHaveValue('');
      await expect(level(tab, m.level.faculty)).toHaveValue('');
      await tab.close();

      // Changing a level still clears everything below it, the groups' place included.
      await pick(page, page, m.level.faculty, facultyName(2));
      for (const below of [m.level.direction, m.level.form, m.level.speciality])
        await expect(level(page, below)).toHaveValue('');
      await expect(editor(page, language)).toHaveCount(0);
      await expect(page).not.toHaveURL(/course=|nameGroup=|subGroup=|year=/);
    },
    'ru',
  );

  testInLanguages(
    ['ru', 'en'],
    'the speciality modal opens on the place, names the faculty, takes Phd 1 and moves the cascade',
    async ({ page, baseURL, language, l, m }) => {
      await openIn(page, baseURL, language);
      await expect(level(page, m.level.speciality)).toHaveValue(/^080105 /);
      await button(page, m.buttons.speciality).click();
      const modal = dialog(page, m.speciality.title);
      await expect(level(modal, m.catalog.direction.label)).toHaveValue(/^580100 /);
      await expect(level(modal, m.catalog.form.label)).not.toHaveValue('');
      await expect(level(modal, m.catalog.special.label)).toHaveValue(/^080105 /);
      const faculty = language === 'ru' ? FACULTY : 'Faculty of Economics and Management';
      await expect(modal.getByText(m.speciality.bindsTo.replace('{{faculty}}', faculty))).toBeVisible();

      // A new speciality name, added here, bound as "another postgraduate programme" (Phd 1).
      const code = String(Math.floor(100_000 + Math.random() * 899_999));
      const name = `Специальность ${unique()}`;
      await modal.getByRole('button', { name: m.catalog.special.add }).click();
      const form = dialog(page, m.catalog.special.add);
      await form.getByLabel(l.fields.code).fill(code);
      await form.getByLabel(l.fields.nameRu).fill(name);
      await form.getByRole('button', { name: l.form.save }).click();
      await seeToast(page, l.sms.toast1, l);
      await expect(form).toBeHidden();
      await pick(page, modal, m.catalog.special.label, `${code} ${name}`);
      await modal.getByLabel(m.speciality.other).check();
      await modal.getByRole('button', { name: m.speciality.bind }).click();
      await seeToast(page, l.sms.toast1, l);
      await expect(modal).toBeHidden();
      await expect(level(page, m.level.speciality)).toHaveValue(`${code} ${name}`);
      await expect(page).toHaveURL(/direction=1&form=1&speciality=\d+/);

      // Reopened: the binding exists, its mode (Phd 1) shown and locked; the same binding is refused.
      await button(page, m.buttons.speciality).click();
      const again = dialog(page, m.speciality.title);
      await expect(again.getByLabel(m.speciality.other)).toBeChecked();
      await expect(again.getByLabel(m.speciality.other)).toBeDisabled();
      await expect(again.getByText(m.speciality.modeLocked)).toBeVisible();
      await again.getByRole('button', { name: m.speciality.bind }).click();
      // The refusal names the speciality the faculty teaches already (decision 0035).
      await seeToast(page, new RegExp(`${code} [«"]${name}`), l);
    },
  );

  testInLanguages(
    ['ru', 'kg'],
    "courses stay within the form's; next year's intake and the graduated are named and filtered",
    async ({ page, baseURL, language, m }) => {
      // The session alone: the screen opens once next year's groups are made.
      await signInShared(page, baseURL, texts[language]);
      // Next year's groups of the Finance bindings (the second language finds them made).
      const bindings = (
        await (
          await page.request.post('/api/v1/ministerstvo/group-com-gspe', {
            data: { idYear: thisYear, idFaculty: 1 },
          })
        ).json()
      ).data as { id_com_gspe: number; id_speciality: number }[];
      await page.request.post('/api/v1/ministerstvo/next-year', {
        data: {
          idComGspe: bindings.filter((row) => row.id_speciality === 1).map((row) => row.id_com_gspe),
          yearFrom: thisYear,
          yearTo: thisYear + 1,
        },
      });
      await page.goto(`educational?${FINANCE_PLACE}`);
      const table = groupsTable(page, language);
      await expect(table.getByRole('columnheader', { name: m.groups.year, exact: true })).toBeVisible();
      const courses = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
      expect(new Set(courses)).toEqual(new Set(['1', '2', '3', '4', m.groups.intake, m.groups.graduated]));
      await expect(groupRow(page, `ФК-1-${yy(thisYear + 1)}`, language)).toContainText(m.groups.intake);
      await expect(groupRow(page, `ФК-1-${yy(thisYear - 4)}`, language)).toContainText(m.groups.graduated);

      const panel = groupsPanel(page, language);
      await pick(page, panel, m.groups.courseFilter, m.groups.intake);
      await expect(page).toHaveURL(/course=intake/);
      await expect
        .poll(async () => (await shownGroups(page, language)).sort())
        .toEqual([`ФК-1-${yy(thisYear + 1)}`, `ФК-2-${yy(thisYear + 1)}`]);
      await pick(page, panel, m.groups.courseFilter, m.groups.graduated);
      await expect
        .poll(async () => (await shownGroups(page, language)).sort())
        .toEqual([`ФК-1-${yy(thisYear - 4)}`, `ФК-2-${yy(thisYear - 4)}`]);
      await pick(page, panel, m.groups.courseFilter, language === 'ru' ? '4 курс' : '4-курс');
      await expect
        .poll(async () => (await shownGroups(page, language)).sort())
        .toEqual([`ФК-1-${yy(thisYear - 3)}`, `ФК-2-${yy(thisYear - 3)}`]);
      // The filter lists the form's four courses and the two others, never a course 0 or 5.
      await level(panel, m.groups.courseFilter).click();
      expect(await listedOptions(page)).toHaveLength(1 + 4 + 2);
      await page.keyboard.press('Escape');
      // The footer's year is the intake year.
      await expect(level(editor(page, language), m.footer.year)).toBeVisible();
    },
  );

  testInLanguages(
    ['ru', 'en'],
    'one academic-year rule: between January and August a group keeps its course in the headcounts',
    async ({ page, baseURL, language, m }) => {
      // The server's clock is today's; the browser's is in March of the same academic year (the old web
      // rule, the calendar year's last digits, took March for the next academic year).
      const march = new Date(`${2001 + thisYear}-03-15T10:00:00`);
      await page.clock.setFixedTime(march);
      // The bell has been seen "today" in that March too: it does not open over the modal.
      await page.addInitScript(([key, day]) => localStorage.setItem(key, day), [
        SHOWN_ON_KEY,
        dayOf(march),
      ] as const);
      await openIn(page, baseURL, language, `educational?${FINANCE_PLACE}&course=1`);
      const name = `ФК-1-${yy(thisYear)}`;
      await expect(groupRow(page, name, language)).toBeVisible();
      await button(page, m.buttons.headcounts).click();
      const modal = dialog(page, m.headcounts.title);
      await expect(level(modal, m.headcounts.year)).toHaveValue(yearLabel(thisYear));
      const halfYear = level(modal, m.headcounts.halfYear);
      if ((await halfYear.inputValue()) === '') {
        await halfYear.click();
        await page.getByRole('option').first().click();
      }
      await pick(page, modal, m.headcounts.course, language === 'ru' ? '1 курс' : '1st year');
      await expect(modal.getByRole('cell', { name, exact: true })).toBeVisible();
    },
  );

  testInLanguages(
    ['ru', 'kg'],
    'the year buttons show whole years at 1440 and 390 px',
    async ({ page, baseURL, language, m }) => {
      await signInShared(page, baseURL, texts[language]);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`educational?${FINANCE_PLACE}`);
        await groupRow(page, `ФК-1-${yy(thisYear)}`, language).click();
        await editor(page, language).getByRole('button', { name: m.footer.chooseYear }).click();
        const modal = dialog(page, m.year.title);
        await expect(modal.getByRole('button', { name: yearLabel(thisYear), exact: true })).toBeVisible();
        const cut = await modal
          .locator('.mantine-Button-label')
          .evaluateAll((labels) =>
            labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
          );
        expect(cut, `at ${width} px`).toEqual([]);
        for (const label of await modal.locator('.mantine-Button-label').allInnerTexts())
          expect(label).toMatch(/^\d{4}-\d{4}$/);
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
      }
    },
  );

  // A speciality of each language's own, and its groups' name.
  const ownGroups = { ru: [/^080109 .*Очная/, 'БУ'], kg: [/^080507 .*Күндүзгү/, 'МО'] } as const;
  testInLanguages(
    ['ru', 'kg'],
    "next year's groups: one request however pressed, the new groups named, a filter by speciality",
    async ({ page, baseURL, language, m }) => {
      const [speciality, nameGroup] = ownGroups[language];
      await openIn(page, baseURL, language, 'educational?ministry=1&vuz=1&faculty=1');
      await button(page, m.buttons.nextYear).click();
      const modal = dialog(page, m.nextYear.title);
      await pick(page, modal, m.nextYear.speciality, speciality);
      const own = [`${nameGroup}-1-${yy(thisYear)}`, `${nameGroup}-2-${yy(thisYear)}`];
      await expect(modal.locator('tbody tr')).toHaveCount(2);
      await expect.poll(() => modal.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(own);
      await modal.getByRole('checkbox', { name: m.nextYear.all }).check();

      // The answer waits until every press is made: a double click and Enter held send one request.
      const sent: string[] = [];
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/ministerstvo/next-year*', async (route) => {
        sent.push(route.request().postData() ?? '');
        await held;
        await route.continue();
      });
      const create = modal.getByRole('button', { name: m.nextYear.create.replace('{{n}}', '2') });
      await create.dblclick();
      await create.focus().catch(() => undefined);
      for (let press = 0; press < 5; press += 1) await page.keyboard.press('Enter');
      answer();
      const made = own.map((name) => name.replace(new RegExp(`${yy(thisYear)}$`), yy(thisYear + 1)));
      const result = modal.getByRole('alert').filter({ hasText: m.nextYear.created.replace('{{n}}', '2') });
      await expect(result).toBeVisible();
      for (const name of made) await expect(result).toContainText(name);
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0] ?? '{}').idComGspe).toHaveLength(2);
      await expect(modal.getByRole('checkbox', { name: own[0] })).toBeDisabled();
    },
  );

  testInLanguages(
    ['ru', 'en'],
    'winter reception goes back to its saved state after any failed save',
    async ({ page, baseURL, language, l, m }) => {
      await openIn(page, baseURL, language);
      const edit = editor(page, language);
      const box = edit.getByLabel(m.footer.winter);

      // A past year's intake: refused (sms 4), back off.
      await groupRow(page, `ФК-2-${yy(thisYear - 3)}`, language).click();
      await expect(box).toBeEnabled();
      await box.click();
      // It says why: the group's intake year is past (decision 0035).
      const why = {
        ru: 'Зимний приём нельзя включить для группы',
        en: 'Winter reception cannot be switched on for the group',
      };
      await seeToast(page, new RegExp(`${why[language]}.*${yy(thisYear - 3)}`), l);
      await expect(box).not.toBeChecked();

      // This year's group: no answer at all, then a server failure; each time back to the saved state.
      await groupRow(page, `ФК-2-${yy(thisYear)}`, language).click();
      await expect(box).toBeEnabled();
      const saved = await box.isChecked();
      await page.route('**/ministerstvo/insUpdGroupReception*', (route) => route.abort('connectionfailed'));
      await box.click();
      await expect(box).toBeEnabled();
      await expect(box).toBeChecked({ checked: saved });
      await page.unroute('**/ministerstvo/insUpdGroupReception*');
      await page.route('**/ministerstvo/insUpdGroupReception*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ data: null, error: 'INTERNAL', message: 'x' }),
        }),
      );
      await box.click();
      await expect(box).toBeEnabled();
      await expect(box).toBeChecked({ checked: saved });
    },
  );

  testInLanguages(
    ['ru', 'kg'],
    "on a phone the group's name stays in view and the panel fits its rows",
    async ({ page, baseURL, language, m }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openIn(page, baseURL, language, `educational?${FINANCE_PLACE}&course=2`);
      const panel = groupsPanel(page, language);
      const name = `ФК-1-${yy(thisYear - 1)}`;
      const cell = groupsTable(page, language).getByRole('cell', { name, exact: true });
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport();
      // Two rows: the panel is as tall as they need, far from SPEC's 555 px.
      expect((await panel.boundingBox())?.height ?? 0).toBeLessThan(400);
      const scroller = groupsTable(page, language).locator('xpath=..');
      const before = (await cell.boundingBox())?.x ?? 0;
      await scroller.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(50);
      expect((await cell.boundingBox())?.x).toBeCloseTo(before, 0);
      await expect(
        groupsTable(page, language).getByRole('columnheader', { name: m.groups.winter }),
      ).toBeInViewport();

      // Every course: the panel stops at 555 px and its rows scroll inside.
      await pick(page, panel, m.groups.courseFilter, m.groups.allCourses);
      await expect(groupsTable(page, language).locator('tbody tr')).not.toHaveCount(2);
      expect((await panel.boundingBox())?.height ?? 0).toBeLessThanOrEqual(556);
    },
  );

  test('times the round trip: sign-in to a group in the editor, and back to it from another screen', async ({
    page,
    baseURL,
  }) => {
    const started = performance.now();
    await signIn(page, baseURL);
    await walk(page, FINANCE);
    const name = `ФК-1-${yy(thisYear)}`;
    await groupRow(page, name).click();
    await expect(footer(page).getByText(e.footer.editing.replace('{{name}}', name))).toBeVisible();
    const first = performance.now() - started;

    await sidebar(page, 'ru').getByRole('link', { name: t.routes.directions }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.routes.directions })).toBeVisible();
    const back = performance.now();
    // No select is touched on the way back.
    await sidebar(page, 'ru').getByRole('link', { name: t.routes.educational }).click();
    await expect(footer(page).getByText(e.footer.editing.replace('{{name}}', name))).toBeVisible();
    await expect(groupRow(page, name)).toHaveAttribute('aria-selected', 'true');
    const second = performance.now() - back;
    console.log(
      `round trip: sign-in to ${name} in the editor ${Math.round(first)} ms; back from another screen ${Math.round(second)} ms`,
    );
  });

  test('creates a group in the footer, switches its winter reception, copies and deletes a group', {
    tag: '@base-path',
  }, async ({ page, baseURL }) => {
    await signInShared(page, baseURL);
    await page.goto(`educational?${FINANCE_PLACE}`);

    // A name-group of its own, bound to the speciality without sub-groups.
    const nameGroup = `E${unique()}`;
    await footer(page).getByRole('button', { name: e.footer.chooseGroup }).click();
    const choice = dialog(page, e.nameGroup.title);
    await choice.getByLabel(e.nameGroup.new).fill(nameGroup);
    await choice.getByRole('button', { name: t.table.add }).click();
    await seeToast(page, t.sms.toast1);
    await choice.getByRole('button', { name: e.nameGroup.bind.replace('{{name}}', nameGroup) }).click();
    await seeToast(page, t.sms.toast1);
    await page.keyboard.press('Escape');
    await expect(choice).toBeHidden();

    // The current academic year's group (this year's intake may change its winter reception).
    await expect(level(footer(page), e.footer.nameGroup)).toHaveValue(nameGroup);
    await pick(page, footer(page), e.footer.subGroup, e.footer.noSubGroup);
    await pick(page, footer(page), e.footer.year, yearLabel(thisYear));
    await expect(footer(page).getByText(e.footer.newGroup)).toBeVisible();
    await footer(page).getByLabel(e.footer.dop).fill('доп');
    await footer(page).getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast1);
    const name = `${nameGroup}-${yy(thisYear)} доп`;
    const row = groupRow(page, name);
    await expect(row).toHaveCount(1);
    // The new group is the one in the editor.
    await expect(row).toHaveAttribute('aria-selected', 'true');

    await footer(page).getByLabel(e.footer.winter).check();
    await seeToast(page, t.sms.toast2);
    await expect(row).toContainText(e.yes);

    // Copy this group's settings onto a past year's group.
    await footer(page).getByRole('button', { name: e.copy.title }).click();
    const copy = dialog(page, e.copy.title);
    await pick(page, copy, e.copy.to, `ФК-1-${yy(thisYear - 2)}`);
    await copy.getByRole('button', { name: e.copy.submit }).click();
    // The server's own sentence (SPEC §8), in the interface language.
    await seeToast(page, 'Ваш запрос успешно выполнен');

    await page.reload();
    await expect(row).toContainText(e.yes);
    await row.getByRole('button', { name: t.table.delete.replace('{{name}}', name) }).click();
    await dialog(page, t.confirmDelete.title).getByRole('button', { name: t.confirmDelete.confirm }).click();
    await seeToast(page, t.sms.toast8);
    await page.reload();
    await expect(groupsTable(page)).not.toContainText(nameGroup);
  });

  test('adds a faculty with all seven fields; a bound speciality shows its mode, locked', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await expect(level(page, e.level.vuz)).toHaveValue('БГУЭТ');
    await button(page, e.buttons.addFaculty).click();
    const modal = dialog(page, e.faculty.add);
    const name = `Факультет ${unique()}`;
    // Six of seven filled: Save names what is missing and sends nothing.
    const fields = ['shortFaculty', 'shortFacultyKg', 'shortFacultyEn', 'faculty_', 'facultyKg', 'facultyEn'];
    for (const field of fields) await modal.getByLabel(e.faculty[field as keyof typeof e.faculty]).fill(name);
    await modal.getByRole('button', { name: t.form.save }).click();
    await expect(modal).toBeVisible();
    await modal.getByLabel(e.faculty.nDirector).fill('Декан Новый');
    await modal.getByRole('button', { name: t.form.save }).click();
    await seeToast(page, t.sms.toast1);
    await expect(modal).toBeHidden();
    await page.reload();
    await pick(page, page, e.level.faculty, name);
    await expect(page).toHaveURL(/faculty=\d+/);

    await pick(page, page, e.level.faculty, FACULTY);
    await button(page, e.buttons.speciality).click();
    const speciality = dialog(page, e.speciality.title);
    await pick(page, speciality, e.catalog.direction.label, /^580100 Экономика$/);
    await pick(page, speciality, e.catalog.form.label, /Очная форма обучения \(бакалавриат\)/);
    await pick(page, speciality, e.catalog.special.label, /Финансы и кредит/);
    await expect(speciality.getByText(e.speciality.modeLocked)).toBeVisible();
    await expect(speciality.getByLabel(e.speciality.trimester)).toBeDisabled();
    await expect(speciality.getByLabel(e.speciality.doctorate)).toBeDisabled();
  });
});

test.describe('educational groups screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  for (const language of ['ru', 'kg', 'en'] as const) {
    test(`the cascade, a group in the editor and the group modals in ${language}`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const l = texts[language];
      const m = l.educational;
      await signInIn(page, baseURL, language);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        // A phone's page is long and its header fixed: its pictures are of the part in question.
        const shot = (name: string, fullPage = width > 1000) =>
          page.screenshot({ path: `screenshots/${language}-${width}-groups-${name}.png`, fullPage });
        const modal = async (scope: Page, name: string, title: string, file: string) => {
          await scope.getByRole('button', { name, exact: true }).click();
          const opened = dialog(page, title);
          await settled(opened);
          await shot(file, false);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        };
        await page.goto(`educational?${FINANCE_PLACE}`);
        await expect(groupsTable(page, language)).toBeVisible();
        await shot('cascade');
        const name = `ФК-2-${yy(thisYear - 1)}`;
        await groupRow(page, name, language).click();
        await expect(
          editor(page, language).getByText(m.footer.editing.replace('{{name}}', name)),
        ).toBeVisible();
        // Below the fixed header.
        const inView = (panel: HTMLElement) =>
          window.scrollTo(0, panel.getBoundingClientRect().top + window.scrollY - 70);
        await groupsPanel(page, language).evaluate(inView);
        await shot('panel');
        await editor(page, language).evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
        await shot('editor');
        await modal(page, m.footer.chooseYear, m.year.title, 'year');
        await modal(page, m.buttons.speciality, m.speciality.title, 'speciality');
        await page.getByRole('button', { name: m.buttons.nextYear, exact: true }).click();
        const next = dialog(page, m.nextYear.title);
        await settled(next);
        await pick(page, next, m.nextYear.speciality, /^080105 /);
        await shot('next-year', false);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.goto(`educational?${FINANCE_PLACE}&course=graduated`);
        await expect(groupsTable(page, language)).toBeVisible();
        await groupsPanel(page, language).evaluate((panel) =>
          window.scrollTo(0, panel.getBoundingClientRect().top + window.scrollY - 70),
        );
        await groupsTable(page, language)
          .locator('xpath=..')
          .evaluate((scroll) => {
            scroll.scrollLeft = scroll.scrollWidth;
          });
        await shot('graduated');
      }
    });
  }
});
