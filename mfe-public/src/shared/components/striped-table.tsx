import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface StripedTableProps<Row> {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table with striped rows. It scrolls sideways inside its own box on a narrow screen, so
 * the page itself never gets a horizontal scrollbar; the box is focusable for keyboard scrolling.
 */
export function StripedTable<Row>({ caption, columns, rows, rowKey }: StripedTableProps<Row>) {
  return (
    <Scroller
      tabIndex={0}
      role="group"
      aria-label={typeof caption === 'string' ? caption : undefined}
    >
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: 0.95rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
