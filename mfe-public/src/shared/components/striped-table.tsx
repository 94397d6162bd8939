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
  /**
   * Under 600 px each row becomes a card: the first cell its title, every other cell under its
   * column's name. Pure CSS, so the server's HTML already has it.
   */
  cardsOnPhones?: boolean;
}

/** Narrower than this, a table with `cardsOnPhones` shows its rows as cards. */
const CARDS_BELOW_PX = 600;

/**
 * A table with striped rows. It scrolls sideways inside its own box on a narrow screen, so
 * the page itself never gets a horizontal scrollbar; the box is focusable for keyboard scrolling.
 */
export function StripedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cardsOnPhones = false,
}: StripedTableProps<Row>) {
  return (
    <Scroller
      tabIndex={0}
      role="group"
      aria-label={typeof caption === 'string' ? caption : undefined}
    >
      <Table data-cards={cardsOnPhones || undefined}>
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
                <td key={column.key} data-label={cardsOnPhones ? column.header : undefined}>
                  {column.cell(row)}
                </td>
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

  @media (max-width: ${CARDS_BELOW_PX - 0.02}px) {
    &[data-cards] {
      min-width: 0;
      thead {
        /* The names move into each card; the headers stay for screen readers. */
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0, 0, 0, 0);
      }
      tbody,
      tr,
      td {
        display: block;
      }
      tbody tr {
        margin-bottom: ${({ theme }) => theme.space[3]};
        border: 1px solid ${({ theme }) => theme.colors.border};
        border-radius: ${({ theme }) => theme.radii.md};
        background: ${({ theme }) => theme.colors.background};
      }
      tbody tr:nth-child(even) {
        background: ${({ theme }) => theme.colors.surface};
      }
      td {
        border-bottom: 0;
        padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
        overflow-wrap: anywhere;
      }
      td:first-child {
        padding-top: ${({ theme }) => theme.space[3]};
        font-weight: 700;
        color: ${({ theme }) => theme.colors.primary};
      }
      td:last-child {
        padding-bottom: ${({ theme }) => theme.space[3]};
      }
      td:not(:first-child)::before {
        content: attr(data-label);
        display: block;
        font-size: 0.8rem;
        font-weight: 600;
        color: ${({ theme }) => theme.colors.muted};
      }
    }
  }
`;
