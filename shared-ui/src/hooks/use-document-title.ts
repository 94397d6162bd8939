import { useEffect } from 'react';
import { fullTitle } from '../head/page-head';

/** Sets the browser tab's title while a page is shown: 'Blog | <site title>'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
