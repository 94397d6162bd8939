import { Link } from 'shared-ui';

/** The manage link: inside the site when it is this site's own address, a plain link otherwise. */
export function ManageLink({ url }: { url: string }) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin)
    return <Link to={target.pathname}>{target.href}</Link>;
  return <a href={url}>{url}</a>;
}
