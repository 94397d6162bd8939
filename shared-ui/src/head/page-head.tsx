import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { composeTitle, type PageHead } from 'shared-data';

/**
 * Where a page's head goes while it renders on the server: the last page rendered wins (the
 * route's page renders after the frame, and a page that is not found says so after the page
 * that looked for it).
 */
export interface PageHeadCollector {
  set(head: PageHead): void;
}

const CollectorContext = createContext<PageHeadCollector | null>(null);

/** Given by the server's render: usePageHead writes to it instead of the document. */
export function PageHeadProvider({
  collector,
  children,
}: {
  collector: PageHeadCollector;
  children: ReactNode;
}) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

/**
 * 'Blog | <site title>', the site title being the shell page's application-name (the clinic's
 * name), at most 70 characters as the server writes it (composeTitle); the site title alone for
 * a page that has the same.
 */
export function fullTitle(title: string): string {
  const site = document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content;
  return site ? composeTitle(title, site) : title;
}

/**
 * Declares what the page shows in the document head (PageHead): on the server, into the
 * render's collector, for the first HTML (where crawlers and link cards read all of it); in the
 * browser, the tab's title and the description follow the page on show.
 */
export function usePageHead(head: PageHead): void {
  // The browser's build of this module has no collector to read (process.env.PORTAL_RENDER is
  // set per build, so the condition is the same on every render).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const collector = process.env.PORTAL_RENDER === 'server' ? useContext(CollectorContext) : null;
  // During a server render: effects do not run there, the collector is written as it renders.
  collector?.set(head);
  const { title, description } = head;
  useEffect(() => {
    if (collector) return;
    document.title = fullTitle(title);
    // The shell's page has one, and so has every page the server rendered.
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [collector, title, description]);
}
