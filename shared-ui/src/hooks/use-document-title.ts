import { useEffect } from 'react';

// The HTML page's own title names the site; pages put theirs in front of it.
const SITE_TITLE = typeof document === 'undefined' ? '' : document.title;

/** Sets the browser tab's title while a page is shown: 'Blog | <site title>'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = SITE_TITLE && SITE_TITLE !== title ? `${title} | ${SITE_TITLE}` : title;
  }, [title]);
}
