import styled, { css } from 'styled-components';
import { COMPANY, telHref } from 'shared-data';
import { defineMessages, FormattedMessage, media, useIntl } from 'shared-ui';

const messages = defineMessages({
  label: { id: 'booking.emergency.label', defaultMessage: 'Emergency line' },
  text: {
    id: 'booking.emergency.text',
    defaultMessage: '<b>An emergency?</b> Do not book: call us now, 24 hours, <call>{phone}</call>',
  },
});

/**
 * The 24-hour emergency line, on every step of booking: an emergency does not book. After the
 * first step it is `compact` (one short line), so each step's choices stay on a phone's first
 * screen; the words and the number are the same.
 */
export function EmergencyLine({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  return (
    <Note role="note" aria-label={intl.formatMessage(messages.label)} $compact={compact}>
      <FormattedMessage
        {...messages.text}
        values={{
          b: (chunks) => <strong>{chunks}</strong>,
          call: (chunks) => <a href={telHref(COMPANY.emergencyPhone)}>{chunks}</a>,
          phone: COMPANY.emergencyPhone,
        }}
      />
    </Note>
  );
}

const Note = styled.p<{ $compact: boolean }>`
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
  ${media.down('md')} {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ${({ $compact, theme }) =>
    $compact &&
    css`
      margin-bottom: ${theme.space[2]};
      padding: ${theme.space[1]} ${theme.space[2]};
      border-left-width: 4px;
      font-size: 0.875rem;
      line-height: 1.35;
    `}
`;
