import styled from 'styled-components';
import { LinkButton } from '../button/button';
import { usePageHead } from '../../head/page-head';
import { PageHeading } from '../page/page-heading';

// These texts are binding (docs/behaviour.md#not-found).
const notFoundTexts = {
  title: 'Sorry !',
  message: 'The requested page was not found',
  home: 'Go Home',
} as const;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  text-align: center;
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: 1.125rem;
`;

/** Answered with a 404 status when the server renders it. */
export function NotFoundPage() {
  usePageHead({
    title: 'Page not found',
    description: notFoundTexts.message,
    // The answer's status is the server's business.
    ...(process.env.PORTAL_RENDER === 'server' && { status: 404 }),
  });
  return (
    <Main>
      <PageHeading title={notFoundTexts.title} />
      <Message>{notFoundTexts.message}</Message>
      <LinkButton to="/">{notFoundTexts.home}</LinkButton>
    </Main>
  );
}
