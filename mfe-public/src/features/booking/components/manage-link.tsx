import styled from 'styled-components';
import { Link } from 'shared-ui';

/** The manage link: inside the site when it is this site's own address, a plain link otherwise. */
export function ManageLink({ url }: { url: string }) {
  const target = new URL(url, window.location.href);
  // A long address breaks anywhere rather than widening a phone's page.
  return (
    <Long>
      {target.origin === window.location.origin ? (
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
