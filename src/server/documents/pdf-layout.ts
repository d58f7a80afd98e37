import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentCell, PrintedDocument } from '../../contract/documents';

// A printed document as pdfmake lays it out (decision 0049): A4, the approval at the top right, the heading
// and title centred, one table whose header repeats on every page and whose rows never split, the section
// titles and totals in bold, the signatures last. Plain data: the worker (pdf-worker.mjs) adds the page
// footer and the page-break rule, functions, which cannot cross into it.

const GREY = '#eeeeee';

/**
 * The ids the worker's page-break rule reads: the first cell of the table's tail (its last row,
 * with its section's title when that row is the section's only one) and the day made, the document's last
 * line. When they fall on different pages the tail goes over, and with it the totals and the signatures:
 * the signatures never stand alone, and no page holds only the day.
 */
const TAIL_ID = 'document-tail';
const END_ID = 'document-end';

/** How a number is printed: as the screens write it, a decimal comma in Russian and Kyrgyz. */
const printed = (value: DocumentCell, comma: boolean) =>
  value === null ? '' : typeof value === 'number' && comma ? String(value).replace('.', ',') : String(value);

/** A wide glyph's width in Roboto Medium, as a share of the font size (digits are 0.56): a little room. */
const GLYPH = 0.6;
/** A cell's padding and rules, left and right (pt). */
const PADDING = 9;

/**
 * Each column's width (pt): the narrow ones as wide as their longest cell or their title's longest word,
 * the wide ones ('*') sharing the rest. Estimated here in one pass: pdfmake's 'auto' measures every cell
 * of the table, which made the university's plan (2,000 rows) about 2.5 times slower.
 */
function columnWidths(document: PrintedDocument, fontSize: number): Array<number | '*'> {
  const rows = [
    ...document.sections.flatMap((section) => [...section.rows, section.total ?? []]),
    document.total ?? [],
  ];
  return document.columns.map((column, index) => {
    if (column.wide) return '*';
    const longestWord = Math.max(...column.title.split(/\s+/).map((word) => word.length));
    const longestCell = rows.reduce((longest, row) => Math.max(longest, String(row[index] ?? '').length), 0);
    return Math.ceil(Math.max(longestWord, longestCell, 2) * fontSize * GLYPH + PADDING);
  });
}

export function pdfDefinition(document: PrintedDocument, lang: string): TDocumentDefinitions {
  const comma = lang !== 'en';
  const fontSize = document.landscape ? 8.5 : 10;
  const width = document.columns.length;
  const cell = (value: DocumentCell, index: number, bold = false): TableCell => ({
    text: printed(value, comma),
    // A number to the right; a dash standing for none (a threshold of 0) in the middle of its column.
    alignment: document.columns[index]?.numeric ? (typeof value === 'string' ? 'center' : 'right') : 'left',
    bold,
  });
  const header: TableCell[] = document.columns.map((column) => ({
    text: column.title,
    bold: true,
    alignment: 'center',
    fillColor: GREY,
  }));
  const body: TableCell[][] = [header];
  const last = document.sections.findLastIndex((section) => section.rows.length > 0);
  /** The body row the tail starts at. */
  let tail = 0;
  for (const [at, section] of document.sections.entries()) {
    if (at === last && section.title && section.rows.length === 1) tail = body.length;
    if (section.title)
      body.push([
        { text: section.title, bold: true, colSpan: width, fillColor: GREY },
        ...Array.from({ length: width - 1 }, () => ({})),
      ]);
    for (const [index, row] of section.rows.entries()) {
      if (at === last && tail === 0 && index === section.rows.length - 1) tail = body.length;
      body.push(row.map((value, column) => cell(value, column)));
    }
    if (section.total) body.push(section.total.map((value, index) => cell(value, index, true)));
  }
  if (document.total) body.push(document.total.map((value, index) => cell(value, index, true)));
  const first = body[tail]?.[0];
  // The row number (or the section's title): a cell that is never empty, so the worker sees it.
  if (tail > 0 && first && typeof first === 'object') Object.assign(first, { id: TAIL_ID });
  const hasRows = document.sections.some((section) => section.rows.length > 0);
  const table: Content = hasRows
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: columnWidths(document, fontSize),
          body,
        },
        // Thin rules, set in pdf-worker.mjs (a layout is functions, which cannot cross to the thread).
        layout: 'document',
        fontSize,
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
      // The signatures and the day stay with the table's tail (pdf-worker.mjs). Not an unbreakable block:
      // pdfmake records such a block's place before it moves it, and the rule must read where it is.
      margin: [0, 24, 0, 0],
      stack: [
        ...document.signatures.map(
          (signature): Content => ({
            columns: [
              { text: signature.role, width: '*' },
              { text: '____________________', width: 'auto' },
              { text: signature.name || '____________________', width: 180, margin: [12, 0, 0, 0] },
            ],
            margin: [0, 0, 0, 14],
          }),
        ),
        { id: END_ID, text: document.made, fontSize: 8, color: '#555555', margin: [0, 12, 0, 0] },
      ],
    },
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
