import styled from 'styled-components';
import { SITE_ROUTES } from 'shared-data';
import { defineMessages, Link, useIntl } from 'shared-ui';

const messages = defineMessages({
  // The English is shared-data's COLLECTION_NOTES.linkText.
  link: { id: 'shared.privacyNote.link', defaultMessage: 'How we use your data' },
});

/**
 * What a form's data is for, said where it is collected, with a link to the privacy notice
 * (docs/behaviour.md#consents). `id` lets the form point at it (aria-describedby).
 */
export function PrivacyNote({ text, id }: { text: string; id?: string }) {
  const intl = useIntl();
  return (
    <Note id={id}>
      {text} <Link to={SITE_ROUTES.public.privacy}>{intl.formatMessage(messages.link)}</Link>.
    </Note>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[3]}`};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
