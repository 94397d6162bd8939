import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref } from 'shared-data';
import { Link } from '../../router';
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

const WaysOut = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  line-height: 2.75;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * Answered with a 404 status when the server renders it. Besides Go Home, the three errands a
 * lost visitor most likely came for: booking, the services and the clinic's phone.
 */
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
      <WaysOut aria-label="Other ways on">
        <li>
          <Link to={SITE_ROUTES.public.bookAppointment}>Book an appointment</Link>
        </li>
        <li>
          <Link to={SITE_ROUTES.public.services}>Our services</Link>
        </li>
        <li>
          <a href={telHref(COMPANY.emergencyPhone)}>Call {COMPANY.emergencyPhone}</a>
        </li>
      </WaysOut>
    </Main>
  );
}
