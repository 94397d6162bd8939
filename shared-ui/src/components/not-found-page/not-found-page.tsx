import styled from 'styled-components';
import { LinkButton } from '../button/button';
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

export function NotFoundPage() {
  return (
    <Main>
      <PageHeading title={notFoundTexts.title} />
      <Message>{notFoundTexts.message}</Message>
      <LinkButton to="/">{notFoundTexts.home}</LinkButton>
    </Main>
  );
}
