import type { ReactNode } from 'react';
import { Link } from 'shared-ui';

// '**words**' is strong; '[words](/path)' a link (of the site, another site's in full, or a
// tel: or mailto: address).
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * One text of the privacy notice as elements: its `**strong**` words and `[links](...)`
 * (shared-data/contract/privacy-notice). Everything else is text, escaped by React.
 */
export function NoticeText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const [whole, strong, words, href] = match;
    if (strong !== undefined) parts.push(<strong key={at}>{strong}</strong>);
    else if (href!.startsWith('/')) {
      parts.push(
        <Link key={at} to={href!}>
          {words}
        </Link>,
      );
    } else if (/^(tel:\+?\d+|mailto:[^\s<>"]+@[^\s<>"]+)$/.test(href!)) {
      parts.push(
        <a key={at} href={href}>
          {words}
        </a>,
      );
    } else if (/^https:\/\//.test(href!)) {
      parts.push(
        <a key={at} href={href} rel="noopener noreferrer">
          {words}
        </a>,
      );
    } else parts.push(whole);
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
