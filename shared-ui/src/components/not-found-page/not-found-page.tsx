import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref } from 'shared-data';
import { Link } from '../../router';
import { LinkButton } from '../button/button';
import { usePageHead } from '../../head/page-head';
import { PageHeading } from '../page/page-heading';
import { defineMessages, useIntl } from '../../i18n';

// The English texts are binding (docs/behaviour.md#not-found).
const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Sorry !' },
  message: { id: 'notFound.message', defaultMessage: 'The requested page was not found' },
  home: { id: 'notFound.home', defaultMessage: 'Go Home' },
  headTitle: { id: 'notFound.headTitle', defaultMessage: 'Page not found' },
  waysOut: { id: 'notFound.waysOut', defaultMessage: 'Other ways on' },
  book: { id: 'notFound.book', defaultMessage: 'Book an appointment' },
  services: { id: 'notFound.services', defaultMessage: 'Our services' },
  call: { id: 'notFound.call', defaultMessage: 'Call {phone}' },
});

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
  const intl = useIntl();
  const message = intl.formatMessage(messages.message);
  usePageHead({
    title: intl.formatMessage(messages.headTitle),
    description: message,
    // The answer's status is the server's business.
    ...(process.env.PORTAL_RENDER === 'server' && { status: 404 }),
  });
  return (
    <Main>
      <PageHeading title={intl.formatMessage(messages.title)} />
      <Message>{message}</Message>
      <LinkButton to="/">{intl.formatMessage(messages.home)}</LinkButton>
      <WaysOut aria-label={intl.formatMessage(messages.waysOut)}>
        <li>
          <Link to={SITE_ROUTES.public.bookAppointment}>{intl.formatMessage(messages.book)}</Link>
        </li>
        <li>
          <Link to={SITE_ROUTES.public.services}>{intl.formatMessage(messages.services)}</Link>
        </li>
        <li>
          <a href={telHref(COMPANY.emergencyPhone)}>
            {intl.formatMessage(messages.call, { phone: COMPANY.emergencyPhone })}
          </a>
        </li>
      </WaysOut>
    </Main>
  );
}
