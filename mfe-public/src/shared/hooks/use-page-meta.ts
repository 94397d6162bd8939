import type { PageHead } from 'shared-data';
import { usePageHead } from 'shared-ui';

/**
 * The page's title and description, and whatever else it says about itself (PageHead): in the
 * server's HTML and in the browser's document while the page is shown.
 */
export function usePageMeta(
  title: string,
  description: string,
  more: Omit<PageHead, 'title' | 'description'> = {},
) {
  usePageHead({ title, description, ...more });
}
