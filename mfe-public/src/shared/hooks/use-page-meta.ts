import { useEffect } from 'react';
import { useDocumentTitle } from 'shared-ui';

/** Sets the tab title and the page's meta description while the page is shown. */
export function usePageMeta(title: string, description: string) {
  useDocumentTitle(title);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
