import type { DocumentCell, DocumentColumn, PrintedDocument } from '../../../contract/documents';
import classes from './printed-document.module.css';

/*
 * A printable document as HTML (decision 0049), exactly as the server wrote it in the request's language: the
 * print view prints this, the server's PDF lays out the same parts, so the two say the same.
 */

/** A cell as printed, as the PDF prints it: a decimal comma in Russian and Kyrgyz, nothing as empty. */
const cellText = (cell: DocumentCell | undefined, comma: boolean): string => {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'number' && comma ? String(cell).replace('.', ',') : String(cell);
};

/**
 * The classes of a cell: numbers right-aligned, a text in a numbers' column (a dash for none) centred, as
 * the PDF sets them; a narrow column as wide as its content.
 */
const cellClass = (column: DocumentColumn | undefined, cell: DocumentCell | undefined): string =>
  [
    column?.numeric ? (typeof cell === 'string' ? classes.none : classes.numeric) : '',
    column?.wide ? '' : classes.fit,
  ]
    .filter(Boolean)
    .join(' ');

function Row({
  cells,
  columns,
  comma,
  className,
}: {
  cells: DocumentCell[];
  columns: DocumentColumn[];
  comma: boolean;
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column, index) => (
        // Columns are fixed by the document: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
        <td key={index} className={cellClass(column, cells[index])}>
          {cellText(cells[index], comma)}
        </td>
      ))}
    </tr>
  );
}

function DocumentTable({ document, comma }: { document: PrintedDocument; comma: boolean }) {
  const { columns, sections, total } = document;
  const width = columns.length;
  return (
    <table className={classes.table}>
      <colgroup>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
          <col key={index} className={column.wide ? classes.wideColumn : undefined} />
        ))}
      </colgroup>
      {/* A table-header-group: the browser repeats it at the top of every printed page. */}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
            <th key={index} scope="col" className={column.numeric ? classes.numeric : undefined}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      {sections.map((section, sectionIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections come in the document's order, never moved
        <tbody key={sectionIndex}>
          {section.title !== null && (
            <tr className={classes.sectionTitle}>
              <th colSpan={width} scope="colgroup">
                {section.title}
              </th>
            </tr>
          )}
          {section.rows.map((cells, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows come in the document's order, never moved
            <Row key={rowIndex} cells={cells} columns={columns} comma={comma} />
          ))}
          {section.total && (
            <Row cells={section.total} columns={columns} comma={comma} className={classes.total} />
          )}
        </tbody>
      ))}
      {total && (
        <tbody>
          <Row
            cells={total}
            columns={columns}
            comma={comma}
            className={`${classes.total} ${classes.grandTotal}`}
          />
        </tbody>
      )}
    </table>
  );
}

/**
 * A document laid out for A4 as the server's PDF lays it out (pdf-layout.ts): the approval block and the
 * order line at the top right, the heading centred, the title and what it is of, one table (sections, their totals, the overall total) or the empty
 * sentence, the signatures and the day it was made.
 */
export function PrintedDocumentView({ document, language }: { document: PrintedDocument; language: string }) {
  const comma = language !== 'en';
  const hasRows = document.sections.some((section) => section.rows.length > 0);
  return (
    <article className={`${classes.document} ${document.landscape ? classes.landscape : classes.portrait}`}>
      {document.approval.length > 0 && (
        <div className={classes.approval}>
          {document.approval.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of the document
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
      {/* Under the approval, on the right, as the PDF has it. */}
      {document.order !== null && <p className={classes.order}>{document.order}</p>}
      <header className={classes.header}>
        {document.heading.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of the document
          <p key={index} className={classes.heading}>
            {line}
          </p>
        ))}
        <h1 className={classes.title}>{document.title}</h1>
        {document.subtitle.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of the document
          <p key={index} className={classes.subtitle}>
            {line}
          </p>
        ))}
      </header>
      {hasRows ? (
        <DocumentTable document={document} comma={comma} />
      ) : (
        <p className={classes.empty}>{document.empty}</p>
      )}
      {document.signatures.length > 0 && (
        <div className={classes.signatures}>
          {document.signatures.map((signature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of the document
            <div key={index} className={classes.signature}>
              <span className={classes.role}>{signature.role}</span>
              <span className={classes.line} aria-hidden />
              {signature.name ? (
                <span className={classes.name}>{signature.name}</span>
              ) : (
                <span className={classes.line} aria-hidden />
              )}
            </div>
          ))}
        </div>
      )}
      <p className={classes.made}>{document.made}</p>
    </article>
  );
}
