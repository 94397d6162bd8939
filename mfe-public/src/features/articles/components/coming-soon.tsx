import styled from 'styled-components';
import { defineMessages, FormattedMessage } from 'shared-ui';

const messages = defineMessages({
  note: {
    id: 'articles.comingSoon',
    defaultMessage: 'Something great is coming soon, please come back later',
  },
});

/**
 * The coming-soon note, word for word (docs/behaviour.md#services), for work the clinic has
 * announced but not yet published.
 */
export function ComingSoon() {
  return (
    <Note>
      <FormattedMessage {...messages.note} />
    </Note>
  );
}

const Note = styled.p`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
`;
