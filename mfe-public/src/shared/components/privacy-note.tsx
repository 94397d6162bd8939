import styled from 'styled-components';
import { SITE_ROUTES } from 'shared-data';
import { COLLECTION_NOTES } from 'shared-data/contract/privacy-notice';
import { Link } from 'shared-ui';

/**
 * What a form's data is for, said where it is collected, with a link to the privacy notice
 * (docs/behaviour.md#consents). `id` lets the form point at it (aria-describedby).
 */
export function PrivacyNote({ text, id }: { text: string; id?: string }) {
  return (
    <Note id={id}>
      {text} <Link to={SITE_ROUTES.public.privacy}>{COLLECTION_NOTES.linkText}</Link>.
    </Note>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[3]}`};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
