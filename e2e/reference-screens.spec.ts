import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  bodyRows,
  callsTo,
  chooseOption,
  dialog,
  expectInUse,
  fillFields,
  openReference,
  pageButton,
  type ReferencePath,
  rowButton,
  rowWith,
  search,
  unique,
  uniqueCode,
} from './reference-support';
import { basePathOf, chooseLanguage, signInShared, type Texts, texts, toast } from './support';

/*
 * The four reference list screens (direction, speciality, departments, qualifications; SPEC §2, §4, §5) are one
 * component: the behaviours they share run once over a table of the screens (decision 0043), and what only
 * one screen has stays in its own block below. Tests of one project share a database and run in parallel:
 * each makes its own uniquely named rows and counts on no exact total. Under the base-path project only
 * the directions screen runs (what a base path changes is the same for all four).
 */
const t = texts.ru;
type Fields = ReadonlyArray<readonly [label: string, value: string]>;
/** The fields of a form, and the faculty chosen in its select (departments). */
type Entry = { fields: Fields; faculty?: string };
/** Where a demo row is found: what to search, the name its row buttons carry. */
type DemoRow = { search: string; label: string };

/** One record a test makes: what fills the form, what its row buttons are named, what its row shows. */
interface Made {
  name: string;
  entry: Entry;
  label: string;
  /** A field of the edit form and the value it opens with. */
  opened?: readonly [label: string, value: string];
  /** The English name the form was saved with (put back, nothing is left to save). */
  english: string;
}

type PagingStep = {
  go?: number | 'next' | 'previous';
  search?: string;
  first?: string;
  rows?: number;
  atLeast?: number;
  current?: number;
  shown?: number;
};

interface Screen {
  path: ReferencePath;
  form: { add: string; edit: string };
  deleteCall: string;
  /** Base path coverage: the one screen that runs under the base-path project too. */
  basePath?: true;
  record(): Made;
  searches: Array<readonly [query: string, ...shown: string[]]>;
  /** A search that finds nothing, and how the box is reset: emptied, or its clear button. */
  missing?: string;
  reset: 'empty' | 'clear';
  paging: PagingStep[];
  add: {
    /** What each premature Save fills first; each leaves `required` fields named. */
    attempts: Fields[];
    required: number;
    focused?: string;
    /** The rest of the form, with the made record's name. */
    rest(made: Made): Entry;
    shown(made: Made): string;
  };
  edit: { change(made: Made): Entry; search(made: Made): string; shown(made: Made): string };
  locked: DemoRow & { readOnly: string[]; editable: string[]; close: 'cancel' | 'escape' };
  lockedDelete?: DemoRow;
  duplicate?: {
    entry: Fields;
    warning: string;
    kept: readonly [label: string, value: string];
    /** A new value that makes the record acceptable, or cancel. */
    fix: ((made: Made) => readonly [label: string, value: string]) | 'cancel';
    shown(made: Made): string;
  };
  /** A demo row to delete instead of a new one. */
  unused?: DemoRow & { name: string };
  inUse: DemoRow & { name?: string; uses: RegExp; kept: string };
}

const named = (prefix: string): string => `${prefix} ${unique()}`;

const screens: Screen[] = [
  {
    path: 'directions',
    form: t.directions,
    deleteCall: 'ministerstvo/del-direction',
    basePath: true,
    record: () => {
      const code = uniqueCode();
      const name = named('Тестовое направление');
      return {
        name,
        entry: {
          fields: [
            [t.fields.code, code],
            [t.fields.nameRu, name],
            [t.fields.nameEn, `Test direction ${code}`],
          ],
        },
        label: `${code} ${name}`,
        opened: [t.fields.code, code],
        english: `Test direction ${code}`,
      };
    },
    // The Kyrgyz name of 580300 Торговое дело in another case; an English one with blanks around it.
    searches: [
      ['СООДА иши', '580300', 'Торговое дело'],
      ['  customs AFFAIRS ', 'Таможенное дело'],
    ],
    missing: 'нет такого направления',
    reset: 'empty',
    // Most names contain an 'а': still several pages, but the search starts again on the first.
    paging: [
      { rows: 12, current: 1 },
      { go: 2, first: '13', rows: 12, current: 2 },
      { go: 'next', first: '25' },
      { search: 'а', first: '1', current: 1, shown: 2 },
    ],
    add: {
      // Save on the empty form says what is missing rather than being silently disabled.
      attempts: [[], [[t.fields.nameKg, 'Сынак багыты']]],
      required: 2,
      focused: t.fields.code,
      rest: (made) => ({ fields: made.entry.fields }),
      shown: (made) => `${made.label.split(' ')[0]}${made.name}Сынак багыты${made.english}`,
    },
    edit: {
      change: () => ({
        fields: [
          [t.fields.nameKg, 'Оңдолгон багыт'],
          [t.fields.nameEn, 'Edited direction'],
        ],
      }),
      search: () => 'Edited direction',
      shown: (made) => `${made.name}Оңдолгон багытEdited direction`,
    },
    locked: {
      search: 'Экономика',
      label: '580100 Экономика',
      readOnly: [t.fields.code, t.fields.nameRu],
      editable: [t.fields.nameKg],
      close: 'cancel',
    },
    duplicate: {
      entry: [
        [t.fields.code, '580100'],
        [t.fields.nameRu, 'NAME'],
      ],
      // The warning names the direction that has the code (decision 0035).
      warning: 'Направление с кодом 580100 уже есть: Экономика',
      kept: [t.fields.nameRu, 'NAME'],
      fix: () => [t.fields.code, uniqueCode()],
      shown: (made) => made.name,
    },
    // 580300 Торговое дело is editable but bound to a speciality of the demo faculty.
    inUse: {
      search: 'Торговое дело',
      label: '580300 Торговое дело',
      name: 'Торговое дело',
      uses: /Специальности: \d+/,
      kept: '580300',
    },
  },
  {
    path: 'speciality-names',
    form: t.specialityNames,
    deleteCall: 'ministerstvo/del-special',
    record: () => {
      const code = uniqueCode();
      const name = named('Тестовая специальность');
      return {
        name,
        entry: {
          fields: [
            [t.fields.code, code],
            [t.fields.nameRu, name],
            [t.fields.nameEn, 'Test speciality'],
          ],
        },
        label: `${code} ${name}`,
        english: 'Test speciality',
      };
    },
    searches: [
      ['дүйнөлүк ЭКОНОМИКА', '080102Мировая экономика'],
      [' law enforcement ', '030505Правоохранительная деятельность'],
    ],
    missing: 'никакой специальности',
    reset: 'empty',
    // 35 demo rows: the last page holds the other 11 (or more, with rows other tests added).
    paging: [
      { go: 3, first: '25', atLeast: 11 },
      { go: 'previous', first: '13', rows: 12 },
      { search: 'и', first: '1', current: 1 },
    ],
    add: {
      attempts: [[[t.fields.nameEn, 'Test speciality']]],
      required: 2,
      rest: (made) => ({ fields: [...made.entry.fields.slice(0, 2), [t.fields.nameKg, 'Сынак адистиги']] }),
      shown: (made) => `${made.label.split(' ')[0]}${made.name}Сынак адистигиTest speciality`,
    },
    edit: {
      change: (made) => ({
        fields: [
          [t.fields.nameRu, `${made.name} (изменено)`],
          [t.fields.nameEn, 'Edited speciality'],
        ],
      }),
      search: (made) => `${made.name} (изменено)`,
      // Made without a Kyrgyz name: its cell says so.
      shown: (made) =>
        `${made.label.split(' ')[0]}${made.name} (изменено)${t.table.noKgName}Edited speciality`,
    },
    locked: {
      search: 'Финансы и кредит',
      label: '080105 Финансы и кредит',
      readOnly: [t.fields.code, t.fields.nameRu],
      editable: [t.fields.nameEn],
      close: 'escape',
    },
    duplicate: {
      entry: [
        [t.fields.code, '080105'],
        [t.fields.nameRu, 'NAME'],
      ],
      warning: 'Специальность с кодом 080105 уже есть: Финансы и кредит',
      kept: [t.fields.code, '080105'],
      fix: 'cancel',
      shown: () => t.table.empty,
    },
    unused: { search: 'Маркетинг', label: '080111 Маркетинг', name: 'Маркетинг' },
    // 080301 Коммерция is editable but taught by the demo faculty of economics.
    inUse: {
      search: 'Коммерция',
      label: '080301 Коммерция (торговое дело)',
      uses: /Специальности: \d+ — 080301 Коммерция/,
      kept: '080301',
    },
  },
  {
    path: 'departments',
    form: t.departments,
    deleteCall: 'ministerstvo/del-kaf',
    record: () => {
      const name = named('Тестовая кафедра');
      return {
        name,
        entry: {
          fields: [
            [t.fields.shortName, 'ТК'],
            [t.fields.nameRu, name],
            [t.fields.nameKg, `${name} (кырг.)`],
            [t.fields.nameEn, `${name} (en)`],
          ],
          faculty: 'Факультет экономики и менеджмента',
        },
        label: name,
        opened: [t.fields.shortName, 'ТК'],
        english: `${name} (en)`,
      };
    },
    searches: [
      ['дене тарбия', 'Физическое воспитание и спорт', 'Факультет педагогики и психологии'],
      ['CRIMINAL law ', 'Уголовное право и криминология'],
    ],
    reset: 'empty',
    paging: [
      { go: 2, first: '13', current: 2 },
      { search: 'и', first: '1', rows: 12 },
    ],
    add: {
      attempts: [[[t.fields.nameRu, 'NAME']]],
      required: 4,
      rest: () => ({
        fields: [
          [t.fields.shortName, 'ТК'],
          [t.fields.nameKg, 'Сынак кафедрасы'],
          [t.fields.nameEn, 'Test Department'],
        ],
        faculty: 'Инженерно-технический факультет',
      }),
      shown: (made) => `${made.name}Сынак кафедрасыTest DepartmentИнженерно-технический факультет`,
    },
    edit: {
      change: () => ({ fields: [[t.fields.nameEn, 'Edited Department']], faculty: 'Юридический факультет' }),
      search: (made) => made.name,
      shown: () => 'Edited DepartmentЮридический факультет',
    },
    locked: {
      search: 'История Кыргызстана',
      label: 'История Кыргызстана',
      readOnly: [t.fields.shortName, t.fields.nameRu],
      editable: [t.fields.nameKg],
      close: 'cancel',
    },
    lockedDelete: { search: 'Русский язык и литература', label: 'Русский язык и литература' },
    inUse: {
      search: 'Финансы и кредит',
      label: 'Финансы и кредит',
      uses: /Специальности: \d+/,
      kept: 'Финансы и кредит',
    },
  },
  {
    path: 'qualifications',
    form: t.qualifications,
    deleteCall: 'ministerstvo/del-qual',
    record: () => {
      const name = named('Тестовая квалификация');
      return {
        name,
        entry: {
          fields: [
            [t.fields.nameRu, name],
            [t.fields.nameKg, `${name} (кырг.)`],
            [t.fields.nameEn, `${name} (en)`],
          ],
        },
        label: name,
        english: `${name} (en)`,
      };
    },
    searches: [
      ['юриспруденция магистри', 'Магистр юриспруденции'],
      ['SOFTWARE engineer', 'Инженер-программист'],
    ],
    missing: 'нет такой квалификации',
    reset: 'clear',
    // Every English name has an 'e': still two pages, but the search starts again on the first.
    paging: [
      { rows: 12 },
      { go: 'next', first: '13', current: 2 },
      { search: 'e', first: '1', shown: 2, current: 1 },
    ],
    add: {
      attempts: [[[t.fields.nameRu, 'NAME']]],
      required: 2,
      rest: () => ({
        fields: [
          [t.fields.nameKg, 'Сынак квалификациясы'],
          [t.fields.nameEn, 'Test Qualification'],
        ],
      }),
      shown: (made) => `${made.name}Сынак квалификациясыTest Qualification`,
    },
    edit: {
      change: () => ({ fields: [[t.fields.nameKg, 'Оңдолгон квалификация']] }),
      search: (made) => made.name,
      shown: (made) => `${made.name}Оңдолгон квалификация`,
    },
    locked: {
      search: 'Бакалавр экономики',
      label: 'Бакалавр экономики',
      readOnly: [t.fields.nameRu],
      editable: [t.fields.nameKg, t.fields.nameEn],
      close: 'cancel',
    },
    duplicate: {
      entry: [
        [t.fields.nameRu, 'Бакалавр менеджмента'],
        [t.fields.nameKg, 'Менеджмент бакалавры'],
        [t.fields.nameEn, 'Bachelor of Management'],
      ],
      warning: 'Квалификация «Бакалавр менеджмента» уже есть',
      kept: [t.fields.nameRu, 'Бакалавр менеджмента'],
      // Still open with what was typed: correcting the name is enough.
      fix: (made) => [t.fields.nameRu, made.name],
      shown: (made) => `${made.name}Менеджмент бакалавры`,
    },
    inUse: { search: 'Инженер-строитель', label: 'Инженер-строитель', uses: /Специальности: \d+/, kept: '' },
  },
];

/** What a base path changes is the same on every screen: under it only the directions screen runs. */
const skipUnderBasePath = (baseURL: string | undefined) =>
  test.skip(basePathOf(baseURL) !== '/', 'under a base path, the directions screen stands for all');

const firstCell = (page: Page) => bodyRows(page.getByRole('table')).first().getByRole('cell').first();
const saveButton = (form: Locator, tx: Texts = t) => form.getByRole('button', { name: tx.form.save });

/** Fills a form's fields and its faculty, if any. */
async function fillEntry(page: Page, form: Locator, entry: Entry, tx: Texts = t) {
  await fillFields(form, entry.fields);
  if (entry.faculty) await chooseOption(page, form, tx.fields.faculty, entry.faculty);
}

/** Adds a record through the form and waits for the success toast. */
async function addRecord(page: Page, screen: Screen, made: Made) {
  await page.getByRole('button', { name: t.table.add, exact: true }).click();
  const form = dialog(page, screen.form.add);
  await fillEntry(page, form, made.entry);
  await saveButton(form).click();
  await expect(toast(page, t.sms.toast1)).toBeVisible();
  await expect(form).toBeHidden();
}

async function walkPages(page: Page, table: Locator, steps: PagingStep[]) {
  for (const step of steps) {
    if (typeof step.go === 'number') await pageButton(page, step.go).click();
    if (step.go === 'next') await page.getByRole('button', { name: t.table.nextPage }).click();
    if (step.go === 'previous') await page.getByRole('button', { name: t.table.previousPage }).click();
    if (step.search) await search(page, step.search);
    if (step.first) await expect(firstCell(page)).toHaveText(step.first);
    if (step.atLeast) expect(await bodyRows(table).count()).toBeGreaterThanOrEqual(step.atLeast);
    if (step.rows) await expect(bodyRows(table)).toHaveCount(step.rows);
    if (step.current) await expect(pageButton(page, step.current)).toHaveAttribute('aria-current', 'page');
    if (step.shown) await expect(pageButton(page, step.shown)).toBeVisible();
  }
}

for (const screen of screens) {
  test.describe(`${screen.path} screen`, () => {
    if (!screen.basePath) test.beforeEach(({ baseURL }) => skipUnderBasePath(baseURL));
    // One screen's writes run under the base path too (decision 0044): the API prefix of a save.
    const writesUnderBasePath = { tag: screen.basePath ? ['@base-path'] : [] };

    // What only reads the screen, one case after the other on one page: each begins with its own search.
    test('reads: search, pages of 12 rows, a locked record read-only and only warning on delete, a record in use saying where', async ({
      page,
      baseURL,
    }) => {
      // Five short errands in one test.
      test.slow();
      const table = await openReference(page, baseURL, screen.path);
      await test.step('search by a Kyrgyz and an English name; a cleared search shows every row again', async () => {
        for (const [query, ...shown] of screen.searches) {
          await search(page, query);
          await expect(bodyRows(table)).toHaveCount(1);
          for (const text of shown) await expect(bodyRows(table).first()).toContainText(text);
        }
        if (screen.missing) {
          await search(page, screen.missing);
          await expect(bodyRows(table)).toHaveText([t.table.empty]);
        }
        if (screen.reset === 'clear') await page.getByRole('button', { name: t.table.clearSearch }).click();
        // Emptying the box resets the filter without pressing anything.
        else await page.getByRole('textbox', { name: t.table.search }).fill('');
        await expect(bodyRows(table)).toHaveCount(12);
      });

      // The search above ended on the whole list's first page.
      await test.step('pages of 12 rows; a new search goes back to page 1', () =>
        walkPages(page, table, screen.paging));

      await test.step('a locked record keeps its locked fields read-only', async () => {
        const { locked } = screen;
        await search(page, locked.search);
        await rowButton(page, 'edit', locked.label).click();
        const form = dialog(page, screen.form.edit);
        await expect(form.getByText(t.form.locked)).toBeVisible();
        for (const label of locked.readOnly) await expect(form.getByLabel(label)).not.toBeEditable();
        for (const label of locked.editable) await expect(form.getByLabel(label)).toBeEditable();
        if (locked.close === 'escape') await page.keyboard.press('Escape');
        else await form.getByRole('button', { name: t.form.cancel }).click();
        await expect(form).toBeHidden();
      });

      await test.step('a record in use says where before confirming; Delete is disabled, and it stays', async () => {
        const deletes = callsTo(page, screen.deleteCall);
        const { inUse } = screen;
        await search(page, inUse.search);
        await rowButton(page, 'delete', inUse.label).click();
        const confirm = dialog(page, t.confirmDelete.title);
        if (inUse.name) await expect(confirm.getByText(inUse.name, { exact: true })).toBeVisible();
        await expectInUse(confirm, inUse.uses);
        expect(deletes).toEqual([]);
        await expect(bodyRows(table)).toHaveCount(1);
        await expect(bodyRows(table).first()).toContainText(inUse.kept);

        await page.reload();
        await search(page, inUse.search);
        await expect(bodyRows(table)).toHaveCount(1);
        await expect(bodyRows(table).first()).toContainText(inUse.kept);
      });

      await test.step('a locked record only warns on delete: no confirmation, no call', async () => {
        const deletes = callsTo(page, screen.deleteCall);
        const locked = screen.lockedDelete ?? screen.locked;
        await search(page, locked.search);
        await rowButton(page, 'deleteLocked', locked.label).click();
        await expect(toast(page, t.sms.toast6)).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(deletes).toEqual([]);
        await expect(bodyRows(table)).toHaveCount(1);
      });
    });

    test(
      'add: the required fields are named; the new record persists',
      writesUnderBasePath,
      async ({ page, baseURL }) => {
        const table = await openReference(page, baseURL, screen.path);
        const made = screen.record();
        await page.getByRole('button', { name: t.table.add, exact: true }).click();
        const form = dialog(page, screen.form.add);
        for (const [index, attempt] of screen.add.attempts.entries()) {
          await fillFields(
            form,
            attempt.map(([label, value]) => [label, value === 'NAME' ? made.name : value] as const),
          );
          await saveButton(form).click();
          await expect(form.getByText(t.form.required)).toHaveCount(screen.add.required);
          if (index === 0 && screen.add.focused)
            await expect(form.getByLabel(screen.add.focused)).toBeFocused();
        }
        await fillEntry(page, form, screen.add.rest(made));
        await saveButton(form).click();
        await expect(toast(page, t.sms.toast1)).toBeVisible();
        await expect(form).toBeHidden();

        await search(page, made.name);
        await expect(bodyRows(table)).toHaveCount(1);
        await expect(bodyRows(table).first()).toContainText(screen.add.shown(made));
        await page.reload();
        await search(page, made.name);
        await expect(bodyRows(table)).toHaveCount(1);
        await expect(bodyRows(table).first()).toContainText(screen.add.shown(made));
      },
    );

    test(
      'edit: Save waits for a change, and the change persists',
      writesUnderBasePath,
      async ({ page, baseURL }) => {
        const table = await openReference(page, baseURL, screen.path);
        const made = screen.record();
        await addRecord(page, screen, made);
        await search(page, made.name);

        await rowButton(page, 'edit', made.label).click();
        const form = dialog(page, screen.form.edit);
        if (made.opened) await expect(form.getByLabel(made.opened[0])).toHaveValue(made.opened[1]);
        const save = saveButton(form);
        await expect(save).toBeDisabled();
        // An unlocked row: every field can be changed. Changing a field back leaves nothing to save.
        await expect(form.getByLabel(t.fields.nameRu)).toBeEditable();
        await form.getByLabel(t.fields.nameEn).fill('Something else');
        await expect(save).toBeEnabled();
        await form.getByLabel(t.fields.nameEn).fill(made.english);
        await expect(save).toBeDisabled();
        await fillEntry(page, form, screen.edit.change(made));
        await save.click();
        await expect(toast(page, t.sms.toast2)).toBeVisible();
        await expect(form).toBeHidden();
        await expect(rowWith(table, made.name)).toContainText(screen.edit.shown(made));

        await page.reload();
        await search(page, screen.edit.search(made));
        await expect(rowWith(table, made.name)).toHaveCount(1);
        await expect(rowWith(table, made.name)).toContainText(screen.edit.shown(made));
      },
    );

    const { duplicate } = screen;
    if (duplicate)
      test('a duplicate gives a warning naming the record; the form stays open to be corrected', async ({
        page,
        baseURL,
      }) => {
        const table = await openReference(page, baseURL, screen.path);
        const made = screen.record();
        const value = (text: string) => (text === 'NAME' ? made.name : text);
        await page.getByRole('button', { name: t.table.add, exact: true }).click();
        const form = dialog(page, screen.form.add);
        await fillFields(
          form,
          duplicate.entry.map(([label, text]) => [label, value(text)] as const),
        );
        await saveButton(form).click();
        await expect(toast(page, duplicate.warning)).toBeVisible();
        await expect(form).toBeVisible();
        await expect(form.getByLabel(duplicate.kept[0])).toHaveValue(value(duplicate.kept[1]));
        if (duplicate.fix === 'cancel') {
          await form.getByRole('button', { name: t.form.cancel }).click();
          await search(page, made.name);
          await expect(bodyRows(table)).toHaveText([t.table.empty]);
          return;
        }
        const [label, fixed] = duplicate.fix(made);
        await form.getByLabel(label).fill(fixed);
        await saveButton(form).click();
        await expect(toast(page, t.sms.toast1)).toBeVisible();
        await expect(form).toBeHidden();
        await search(page, made.name);
        await expect(bodyRows(table)).toHaveCount(1);
        await expect(bodyRows(table).first()).toContainText(duplicate.shown(made));
        if (label === t.fields.code) await expect(bodyRows(table).first()).toContainText(fixed);
      });

    test(
      'delete an unused record after confirming; it stays deleted',
      writesUnderBasePath,
      async ({ page, baseURL }) => {
        const table = await openReference(page, baseURL, screen.path);
        let target = screen.unused;
        if (!target) {
          const made = screen.record();
          await addRecord(page, screen, made);
          target = { search: made.name, label: made.label, name: made.name };
        }
        await search(page, target.search);

        // Closing the confirmation deletes nothing.
        await rowButton(page, 'delete', target.label).click();
        const confirm = dialog(page, t.confirmDelete.title);
        await expect(confirm.getByText(target.name, { exact: true })).toBeVisible();
        await confirm.getByRole('button', { name: t.confirmDelete.close }).click();
        await expect(confirm).toBeHidden();
        await expect(bodyRows(table)).toHaveCount(1);

        await rowButton(page, 'delete', target.label).click();
        await confirm.getByRole('button', { name: t.confirmDelete.confirm }).click();
        await expect(toast(page, t.sms.toast8)).toBeVisible();
        await expect(confirm).toBeHidden();
        await expect(bodyRows(table)).toHaveText([t.table.empty]);

        await page.reload();
        await search(page, target.search);
        await expect(bodyRows(table)).toHaveText([t.table.empty]);
      },
    );
  });
}

// ---- What only one screen has ---------------------------------------------------------------------------

test.describe('directions screen', () => {
  // Two cases on one page: the first leaves the search box empty, as the second needs it.
  test('typing alone does not search, the button does, the clear button empties the box; in Kyrgyz the headers, row names and toasts follow', async ({
    page,
    baseURL,
  }) => {
    const table = await openReference(page, baseURL, 'directions');
    await test.step('typing alone does not search, the button does; the clear button empties the box', async () => {
      await search(page, '  customs AFFAIRS ');
      await expect(bodyRows(table).first()).toContainText('Таможенное дело');
      const box = page.getByRole('textbox', { name: t.table.search });
      await box.fill('Экономика');
      await expect(bodyRows(table).first()).toContainText('Таможенное дело');
      await page.getByRole('button', { name: t.table.find }).click();
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(bodyRows(table).first()).toContainText('580100');

      await search(page, 'Economics');
      await expect(bodyRows(table)).toHaveCount(1);
      await page.getByRole('button', { name: t.table.clearSearch }).click();
      await expect(bodyRows(table)).toHaveCount(12);
      await expect(box).toHaveValue('');
    });

    await test.step('in Kyrgyz: headers, row names and toasts follow the language', async () => {
      await chooseLanguage(page, 'Kyr');
      const kg = texts.kg;
      const table = page.getByRole('table', { name: kg.routes.directions });
      await expect(table.getByRole('columnheader', { name: kg.columns.nameKg })).toBeVisible();
      await search(page, 'Соода', kg);
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(bodyRows(table).first()).toContainText('Соода иши');
      await search(page, 'Economics', kg);
      await rowButton(page, 'deleteLocked', '580100 Экономика', kg).click();
      await expect(toast(page, kg.sms.toast6)).toBeVisible();
    });
  });
});

test.describe('qualifications screen', () => {
  test.beforeEach(({ baseURL }) => skipUnderBasePath(baseURL));
  test('has no code column', async ({ page, baseURL }) => {
    const table = await openReference(page, baseURL, 'qualifications');
    await expect(table.getByRole('columnheader', { name: t.fields.code })).toHaveCount(0);
  });
});

test.describe('departments screen', () => {
  test.beforeEach(({ baseURL }) => skipUnderBasePath(baseURL));
  test('the faculty follows the language', async ({ page, baseURL }) => {
    await openReference(page, baseURL, 'departments');
    await search(page, 'CRIMINAL law ');
    await chooseLanguage(page, 'En');
    const english = page.getByRole('table', { name: texts.en.routes.departments });
    await expect(bodyRows(english).first()).toContainText('Faculty of Law');
    await chooseLanguage(page, 'Kyr');
    await expect(bodyRows(page.getByRole('table')).first()).toContainText('Юридикалык факультет');

    await page.getByRole('textbox', { name: texts.kg.table.search }).fill('');
    await expect(bodyRows(page.getByRole('table'))).toHaveCount(12);
  });

  // A name is unique within its faculty (decision 0035): the warning names the faculty, and another faculty may
  // have a department of that name.
  for (const [language, economics, it] of [
    ['ru', 'Факультет экономики и менеджмента', 'Факультет информационных технологий'],
    ['en', 'Faculty of Economics and Management', 'Faculty of Information Technology'],
  ] as const) {
    test(`a duplicate name in the faculty warns naming it, the form stays open; another faculty takes it (${language})`, async ({
      page,
      baseURL,
    }) => {
      const tx = texts[language];
      await page.goto(`login?lang=${language}`);
      await openReference(page, baseURL, 'departments', tx);
      await page.getByRole('button', { name: tx.table.add, exact: true }).click();
      const form = dialog(page, tx.departments.add);
      await fillEntry(
        page,
        form,
        {
          fields: [
            [tx.fields.shortName, 'ФиК2'],
            [tx.fields.nameRu, 'финансы и кредит'],
            [tx.fields.nameKg, 'Финансы жана кредит'],
            [tx.fields.nameEn, 'Finance and Credit'],
          ],
          faculty: economics,
        },
        tx,
      );
      await saveButton(form, tx).click();
      // The server names the department as stored, in the faculty's name of the language (decision 0035).
      const warning = {
        ru: `На факультете «${economics}» уже есть кафедра «Финансы и кредит»`,
        en: `The faculty "${economics}" already has the department "Финансы и кредит"`,
      }[language];
      await expect(toast(page, warning)).toBeVisible();
      await expect(form).toBeVisible();
      await expect(form.getByLabel(tx.fields.shortName)).toHaveValue('ФиК2');
      // Still open with what was typed: a new name is enough.
      const name = `Кредит и финансы ${unique()}`;
      await form.getByLabel(tx.fields.nameRu).fill(name);
      await saveButton(form, tx).click();
      await expect(toast(page, tx.sms.toast1)).toBeVisible();
      await expect(form).toBeHidden();
      // The same name in another faculty is another department.
      await page.getByRole('button', { name: tx.table.add, exact: true }).click();
      const second = dialog(page, tx.departments.add);
      await fillEntry(
        page,
        second,
        {
          fields: [
            [tx.fields.shortName, 'КиФ'],
            [tx.fields.nameRu, name],
            [tx.fields.nameKg, 'Кредит жана финансы'],
            [tx.fields.nameEn, 'Credit and Finance'],
          ],
          faculty: it,
        },
        tx,
      );
      await saveButton(second, tx).click();
      await expect(toast(page, tx.sms.toast1).last()).toBeVisible();
      await expect(second).toBeHidden();
      await search(page, name, tx);
      const rows = bodyRows(page.getByRole('table'));
      await expect(rows).toHaveCount(2);
      for (const faculty of [economics, it]) await expect(rows.filter({ hasText: faculty })).toHaveCount(1);
    });
  }
});

/*
 * {base}/levels (levels of education; SPEC §3, §5, §7 nameLevel, ins-upd-level, del-level; decision 0033): a
 * reference list in the sidebar's general reference; all three names required.
 */
test.describe('levels screen', () => {
  test.beforeEach(({ baseURL }) => skipUnderBasePath(baseURL));
  for (const language of ['ru', 'en'] as const) {
    const tx = texts[language];
    test(`adds, edits and deletes a level; all three names required (${language})`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`login?lang=${language}`);
      await signInShared(page, baseURL, tx);
      await page.goto('levels');
      const table = page.getByRole('table', { name: tx.routes.levels });
      await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
      const sidebar = page.getByRole('navigation', { name: tx.shell.menu });
      await expect(sidebar.getByRole('link', { name: tx.routes.levels })).toBeVisible();
      await expect(bodyRows(table).filter({ hasText: 'Бакалавр' }).first()).toBeVisible();

      // Save names each empty name and sends nothing.
      await page.getByRole('button', { name: tx.table.add, exact: true }).click();
      const form = dialog(page, tx.levels.add);
      await saveButton(form, tx).click();
      await expect(form.getByText(tx.form.required)).toHaveCount(3);

      const name = `Уровень ${unique()}`;
      await fillFields(form, [
        [tx.fields.nameRu, name],
        [tx.fields.nameKg, `${name} деңгээли`],
        [tx.fields.nameEn, `Level ${name}`],
      ]);
      await saveButton(form, tx).click();
      await expect(toast(page, tx.sms.toast1)).toBeVisible();
      await expect(form).toBeHidden();

      await search(page, name, tx);
      await expect(bodyRows(table)).toHaveCount(1);
      const label = language === 'en' ? `Level ${name}` : name;
      await rowButton(page, 'edit', label, tx).click();
      const edit = dialog(page, tx.levels.edit);
      await edit.getByLabel(tx.fields.nameEn).fill(`Level ${name} (edited)`);
      await saveButton(edit, tx).click();
      await expect(toast(page, tx.sms.toast2)).toBeVisible();
      await expect(bodyRows(table)).toContainText(`Level ${name} (edited)`);

      const shown = language === 'en' ? `Level ${name} (edited)` : name;
      await rowButton(page, 'delete', shown, tx).click();
      const confirm = dialog(page, tx.confirmDelete.title);
      await expect(confirm).toContainText(name);
      await confirm.getByRole('button', { name: tx.confirmDelete.confirm }).click();
      await expect(toast(page, tx.sms.toast8)).toBeVisible();
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(bodyRows(table)).toContainText(tx.table.empty);
    });
  }
});
