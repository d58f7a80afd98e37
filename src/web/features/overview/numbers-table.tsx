import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './overview.module.css';

/** A row of a figure's table: its name (a row heading) and its numbers; null is a figure not there. */
interface NumbersRow {
  key: string | number;
  name: ReactNode;
  cells: readonly (number | null)[];
}

const cell = (value: number | null, dash: string) => (value === null ? dash : value);

/**
 * The numbers of a chart, as a screen reader and a printout read them: a heading per column, a heading per
 * row, the total in the footer. Wider than a phone, it scrolls sideways (the names staying) rather than
 * squeezing its columns.
 */
export function NumbersTable({
  label,
  nameHeading,
  headings,
  rows,
  total,
  minWidth = 0,
  dash = '—',
}: {
  label: string;
  nameHeading: string;
  /** The columns' headings (text, or an abbreviation with its full name). */
  headings: readonly ReactNode[];
  rows: readonly NumbersRow[];
  total?: { name: string; cells: readonly (number | null)[] };
  minWidth?: number;
  dash?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table withTableBorder aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.name}>{nameHeading}</Table.Th>
            {headings.map((heading, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
              <Table.Th key={index} ta="right">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500} className={classes.name}>
                {row.name}
              </Table.Th>
              {row.cells.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <Table.Td key={index} ta="right">
                  {cell(value, dash)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.name}>
                {total.name}
              </Table.Th>
              {total.cells.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <Table.Td key={index} ta="right" fw={700}>
                  {cell(value, dash)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
