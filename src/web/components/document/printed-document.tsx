import type { DocumentCell, DocumentColumn, PrintedDocument } from '../../../contract/documents';
import classes from './printed-document.module.css';

/*
 * A printable document as HTML (issue 32), exactly as the server wrote it in the request's language: the
 * print view prints this, the server's PDF lays out the same parts, so the two say the same.
 */

/** A cell as printed: numbers as the server gave them, nothing as an empty cell. */
const cellText = (cell: DocumentCell | undefined): string =>
  cell === null || cell === undefined ? '' : String(cell);

/** The classes of a column's cells: numbers right-aligned; a narrow column as wide as its content. */
const cellClass = (column: DocumentColumn | undefined): string =>
  [column?.numeric ? classes.numeric : '', column?.wide ? '' : classes.fit].filter(Boolean).join(' ');

function Row({
  cells,
  columns,
  className,
}: {
  cells: DocumentCell[];
  columns: DocumentColumn[];
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column, index) => (
        // Columns are fixed by the document: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
        <td key={index} className={cellClass(column)}>
          {cellText(cells[index])}
        </td>
      ))}
    </tr>
  );
}

function DocumentTable({ document }: { document: PrintedDocument }) {
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
            <Row key={rowIndex} cells={cells} columns={columns} />
          ))}
          {section.total && <Row cells={section.total} columns={columns} className={classes.total} />}
        </tbody>
      ))}
      {total && (
        <tbody>
          <Row cells={total} columns={columns} className={`${classes.total} ${classes.grandTotal}`} />
        </tbody>
      )}
    </table>
  );
}

/**
 * A document laid out for A4: the approval block at the top right, the heading centred, the title and
 * what it is of, the order line, one table (sections, their totals, the overall total) or the empty
 * sentence, the signatures and the day it was made.
 */
export function PrintedDocumentView({ document }: { document: PrintedDocument }) {
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
        {document.order !== null && <p className={classes.order}>{document.order}</p>}
      </header>
      {hasRows ? <DocumentTable document={document} /> : <p className={classes.empty}>{document.empty}</p>}
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
                <span className={`${classes.line} ${classes.nameLine}`} aria-hidden />
              )}
            </div>
          ))}
        </div>
      )}
      <p className={classes.made}>{document.made}</p>
    </article>
  );
}
