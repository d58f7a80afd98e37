import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentCell, PrintedDocument } from '../../contract/documents';

// A printed document as pdfmake lays it out (issue 32): A4, the approval at the top right, the heading
// and title centred, one table whose header repeats on every page and whose rows never split, the section
// titles and totals in bold, the signatures last. Plain data: the worker (pdf-worker.mjs) adds the page
// footer, a function, which cannot cross into it.

const GREY = '#eeeeee';

/** How a number is printed: as the screens write it, a decimal comma in Russian and Kyrgyz. */
const printed = (value: DocumentCell, comma: boolean) =>
  value === null ? '' : typeof value === 'number' && comma ? String(value).replace('.', ',') : String(value);

export function pdfDefinition(document: PrintedDocument, lang: string): TDocumentDefinitions {
  const comma = lang !== 'en';
  const width = document.columns.length;
  const cell = (value: DocumentCell, index: number, bold = false): TableCell => ({
    text: printed(value, comma),
    alignment: document.columns[index]?.numeric ? 'right' : 'left',
    bold,
  });
  const header: TableCell[] = document.columns.map((column) => ({
    text: column.title,
    bold: true,
    alignment: 'center',
    fillColor: GREY,
  }));
  const body: TableCell[][] = [header];
  for (const section of document.sections) {
    if (section.title)
      body.push([
        { text: section.title, bold: true, colSpan: width, fillColor: GREY },
        ...Array.from({ length: width - 1 }, () => ({})),
      ]);
    for (const row of section.rows) body.push(row.map((value, index) => cell(value, index)));
    if (section.total) body.push(section.total.map((value, index) => cell(value, index, true)));
  }
  if (document.total) body.push(document.total.map((value, index) => cell(value, index, true)));
  const hasRows = document.sections.some((section) => section.rows.length > 0);
  const table: Content = hasRows
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: document.columns.map((column) => (column.wide ? '*' : 'auto')),
          body,
        },
        // Thin rules, set in pdf-worker.mjs (a layout is functions, which cannot cross to the thread).
        layout: 'document',
        fontSize: document.landscape ? 8.5 : 10,
      }
    : { text: document.empty, italics: true, margin: [0, 8, 0, 8] };
  const content: Content[] = [];
  if (document.approval.length > 0)
    content.push({
      columns: [
        { text: '', width: '*' },
        { stack: document.approval, width: 'auto', margin: [0, 0, 0, 12] },
      ],
    });
  if (document.order)
    content.push({ text: document.order, alignment: 'right', fontSize: 9, margin: [0, 0, 0, 10] });
  content.push(
    ...document.heading.map((line): Content => ({ text: line, alignment: 'center', bold: true })),
    { text: document.title, alignment: 'center', bold: true, fontSize: 13, margin: [0, 8, 0, 2] },
    ...document.subtitle.map((line): Content => ({ text: line, alignment: 'center' })),
    { text: '', margin: [0, 0, 0, 8] },
    table,
    {
      // The signatures stay together, and with the end of the table when they can.
      unbreakable: true,
      margin: [0, 24, 0, 0],
      stack: document.signatures.map(
        (signature): Content => ({
          columns: [
            { text: signature.role, width: '*' },
            { text: '____________________', width: 'auto' },
            { text: signature.name || '____________________', width: 180, margin: [12, 0, 0, 0] },
          ],
          margin: [0, 0, 0, 14],
        }),
      ),
    },
    { text: document.made, fontSize: 8, color: '#555555', margin: [0, 12, 0, 0] },
  );
  return {
    pageSize: 'A4',
    pageOrientation: document.landscape ? 'landscape' : 'portrait',
    pageMargins: [42, 36, 36, 42],
    info: { title: document.title, subject: document.fileName },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
    content,
  };
}
