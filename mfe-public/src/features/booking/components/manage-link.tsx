import styled from 'styled-components';
import { SITE_ROUTES } from 'shared-data';
import { Link } from 'shared-ui';

/**
 * The manage link: inside the site when it is this site's own manage page, a plain link
 * otherwise (the short link /m/... is the server's, which sends the visitor on to the page).
 */
export function ManageLink({ url }: { url: string }) {
  const target = new URL(url, window.location.href);
  const page = SITE_ROUTES.public.manageBooking.replace(':token', '');
  // A long address breaks anywhere rather than widening a phone's page.
  return (
    <Long>
      {target.origin === window.location.origin && target.pathname.startsWith(page) ? (
        <Link to={target.pathname}>{target.href}</Link>
      ) : (
        <a href={url}>{url}</a>
      )}
    </Long>
  );
}

const Long = styled.span`
  overflow-wrap: anywhere;
`;
