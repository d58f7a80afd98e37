import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { DocumentRequest, PrintedDocument } from '../src/contract/documents';
import { requestOfAddress } from '../src/web/components/document/print-address';
import { memberTable } from './commission-support';
import { button } from './educational-support';
import { bodyRows, settled } from './reference-support';
import { signInShared, texts } from './support';

/*
 * The printable documents (decision 0049), as a registrar prints them: a screen's Print action opens the
 * document's print view in a tab of its own (in the interface language, Kyrgyz here), whose rows are the
 * screen's in the document's order, and downloads it as a PDF.
 */
test.slow();

const t = texts.kg;
const d = t.document;

/** The document as the server words it in a language (what the print view must show). */
async function documentOf(page: Page, request: DocumentRequest, language = 'kg'): Promise<PrintedDocument> {
  const answer = await page.request.post(`/api/v1/documents/view?lang=${language}`, { data: request });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: PrintedDocument }).data;
}

/** Opens the Print action's menu (inside `scope`) and its print view item, which opens a new tab. */
async function openPrintView(
  page: Page,
  context: BrowserContext,
  scope: Page | Locator,
  item = d.openView,
): Promise<Page> {
  await button(scope, d.print).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  const view = await opened;
  await view.waitForLoadState();
  return view;
}

/** The request a print view's address asks for (the address the Print action wrote). */
function requestOfView(view: Page): DocumentRequest {
  const url = new URL(view.url());
  const request = requestOfAddress(url.pathname.split('/').pop(), url.search);
  expect(request, url.href).not.toBeNull();
  return request as DocumentRequest;
}

/** Expects the view to show the server's document: its title (heading and tab), at least one row. */
async function expectDocument(view: Page, request: DocumentRequest): Promise<Locator> {
  const shown = await documentOf(view, request);
  await expect(view.getByRole('heading', { level: 1, name: shown.title })).toBeVisible();
  await expect(view).toHaveTitle(new RegExp(shown.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // In Kyrgyz, not in Russian.
  expect(shown.title).not.toBe((await documentOf(view, request, 'ru')).title);
  const table = view.getByRole('table');
  await expect(bodyRows(table).first()).toBeVisible();
  return table;
}

/** Downloads the PDF by a button of `scope`, and expects a .pdf file that is one. */
async function expectPdf(page: Page, click: () => Promise<void>): Promise<void> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

// Under a base path too: the Print action's address and the print view's route are the app's.
test("a faculty's commission prints in Kyrgyz with its members in the commission's order; its PDF downloads", {
  tag: '@base-path',
}, async ({ page, context, baseURL }) => {
  await signInShared(page, baseURL, t);
  await page.goto('commission?faculty=1');
  const table = memberTable(page, t.commission.facultyMembers);
  await expect(bodyRows(table).first().getByRole('cell').first()).toHaveText('1');
  // The names as the screen lists them: the chair, the deputy, the secretary, then the members.
  const headers = await table.getByRole('columnheader').allTextContents();
  const nameColumn = headers.findIndex((header) => header.trim() === t.commission.memberName);
  expect(nameColumn).toBeGreaterThan(0);
  const names = (
    await bodyRows(table)
      .locator(`td:nth-child(${nameColumn + 1})`)
      .allTextContents()
  ).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(2);

  const view = await openPrintView(page, context, page);
  const request = requestOfView(view);
  expect(request).toEqual({ document: 'commission', idFaculty: 1 });
  const printed = await expectDocument(view, request);
  // Outside the shell: no sidebar.
  await expect(view.getByRole('navigation')).toHaveCount(0);
  const rows = (await bodyRows(printed).allTextContents()).map((row) => row.replace(/\s+/g, ' '));
  const places = names.map((name) => rows.findIndex((row) => row.includes(name)));
  expect(places, `${names.join(' | ')}\n${rows.join('\n')}`).not.toContain(-1);
  expect(places).toEqual([...places].sort((a, b) => a - b));

  // Printed, the toolbar is left out.
  const toolbar = view.getByRole('toolbar', { name: d.toolbar });
  await expect(toolbar).toBeVisible();
  await view.emulateMedia({ media: 'print' });
  await expect(toolbar).toBeHidden();
  await view.emulateMedia({ media: 'screen' });

  await expectPdf(view, () => button(toolbar, d.downloadPdf).click());
  // The screen's own menu downloads it too.
  await expectPdf(page, async () => {
    await button(page, d.print).click();
    await page.getByRole('menuitem', { name: d.downloadPdf, exact: true }).click();
  });
});

test('without a faculty the Print action says what to choose', async ({ page, baseURL }) => {
  await signInShared(page, baseURL, t);
  await page.goto('commission');
  await expect(page.getByText(t.commission.chooseFaculty)).toBeVisible();
  await expect(button(page, d.print)).toHaveAttribute('aria-disabled', 'true');
});

/** The other documents, each from its screen's Print action. */
const cases: {
  name: string;
  address: string;
  document: DocumentRequest['document'];
  /** Where the Print action is, once the screen is open. */
  scope: (page: Page) => Promise<Page | Locator>;
  item?: string;
}[] = [
  {
    name: "a speciality's commission",
    address: 'commission/speciality?faculty=1&special=1',
    document: 'specialityCommission',
    scope: async (page) => {
      await expect(bodyRows(memberTable(page, t.commission.specialityMembers)).first()).toBeVisible();
      return page;
    },
  },
  ...(['printFaculty', 'printUniversity'] as const).map((label) => ({
    name: `the admission plan (${label})`,
    address: 'educational?ministry=1&vuz=1&faculty=1',
    document: 'admissionPlan' as const,
    scope: async (page: Page) => {
      await button(page, t.educational.buttons.admissionPlans).click();
      const modal = page.getByRole('dialog', { name: t.educational.admissionPlans.title });
      await settled(modal);
      await expect(button(modal, d.print)).toBeVisible();
      return modal;
    },
    item: `${d.openView} (${t.educational.admissionPlans[label]})`,
  })),
  {
    name: "a building's classrooms",
    address: 'classrooms?building=1',
    document: 'classrooms',
    scope: async (page) => {
      await expect(bodyRows(page.getByRole('table', { name: t.routes.classrooms })).first()).toBeVisible();
      return page;
    },
  },
];

for (const { name, address, document, scope, item } of cases)
  test(`${name}: its print view shows it, its PDF downloads`, async ({ page, context, baseURL }) => {
    await signInShared(page, baseURL, t);
    await page.goto(address);
    const view = await openPrintView(page, context, await scope(page), item);
    const request = requestOfView(view);
    expect(request.document).toBe(document);
    await expectDocument(view, request);
    await expectPdf(view, () =>
      button(view.getByRole('toolbar', { name: d.toolbar }), d.downloadPdf).click(),
    );
  });

test('an address that names no document says so', async ({ page, baseURL }) => {
  await signInShared(page, baseURL, t);
  for (const address of ['print/commission?faculty=x', 'print/commission', 'print/nothing?faculty=1']) {
    await page.goto(address);
    await expect(page.getByText(d.badAddress)).toBeVisible();
  }
});
