import styled from 'styled-components';
import { COMPANY, telHref } from 'shared-data';

/** The 24-hour emergency line, on every step of booking: an emergency does not book. */
export function EmergencyLine() {
  return (
    <Note role="note" aria-label="Emergency line">
      <strong>An emergency?</strong> Do not book: call us now, 24 hours,{' '}
      <a href={telHref(COMPANY.emergencyPhone)}>{COMPANY.emergencyPhone}</a>
    </Note>
  );
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 6px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdecea;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.danger};
    white-space: nowrap;
  }
`;
