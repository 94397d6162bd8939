import styled from 'styled-components';

/**
 * A table that scrolls sideways on a narrow screen rather than the page: rows ruled, cells
 * padded, and `.visually-hidden` for a caption or header read only by assistive technology.
 * Give it tabIndex={0} when its table may be wider than a phone, so a keyboard can scroll it.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
