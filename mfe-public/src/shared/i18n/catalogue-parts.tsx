import { useEffect, useState, type ReactNode } from 'react';
import type { SiteLocale } from 'shared-data';
import { AppMessages, useSiteLocale, type Messages } from 'shared-ui';

/**
 * This remote's Kiswahili catalogue in parts (src/i18n/parts.json, docs/behaviour.md#languages):
 * `core` comes with the remote (module.tsx's `messages`), and the long texts of the services,
 * the articles and the customer resources come with their own pages' chunks, so a Kiswahili
 * visit fetches the messages of what it shows. English fetches none: its texts are the code's.
 */
export type CataloguePart = 'services' | 'articles' | 'resources';

const PARTS: Record<CataloguePart, () => Promise<{ default: Messages }>> = {
  services: () =>
    import(
      /* webpackChunkName: "public-messages-sw-services" */ '../../i18n/sw.json?part=services'
    ),
  articles: () =>
    import(
      /* webpackChunkName: "public-messages-sw-articles" */ '../../i18n/sw.json?part=articles'
    ),
  resources: () =>
    import(
      /* webpackChunkName: "public-messages-sw-resources" */ '../../i18n/sw.json?part=resources'
    ),
};

// The server renders pages of both languages with one copy of this module, whose parts are in
// its one bundle anyway: it always loads them. A browser shows one language per page load.
const ON_SERVER = process.env.PORTAL_RENDER === 'server';

/** The language the shell asked the remote's messages in: the page's, in a browser. */
let pageLocale: SiteLocale = 'en';
const loaded = new Map<CataloguePart, Messages>();
const loading = new Map<CataloguePart, Promise<Messages>>();

/** The remote's `messages`: the core of its catalogue in the page's language. */
export async function coreMessages(locale: SiteLocale): Promise<Messages> {
  pageLocale = locale;
  if (locale === 'en') return {};
  const { default: core } = await import(
    /* webpackChunkName: "public-messages-sw" */ '../../i18n/sw.json?part=core'
  );
  return core;
}

function loadPart(part: CataloguePart): Promise<Messages> {
  let pending = loading.get(part);
  if (!pending) {
    pending = PARTS[part]().then(({ default: messages }) => {
      loaded.set(part, messages);
      return messages;
    });
    loading.set(part, pending);
  }
  return pending;
}

/**
 * A page's loader, with what the page needs in Kiswahili (`loadSw`) when the page is in
 * Kiswahili, and always on the server: the page and its Kiswahili arrive together, so neither
 * the server's render nor the browser's hydration (both wait for RemoteRoute.prepare) ever
 * shows it without them. A page in English loads the page alone.
 */
export function withKiswahili<T>(
  loadSw: () => Promise<unknown>,
  load: () => Promise<T>,
): () => Promise<T> {
  return async () => {
    if (!ON_SERVER && pageLocale === 'en') return load();
    const [value] = await Promise.all([load(), loadSw()]);
    return value;
  };
}

/** A page's loader, with its part of the catalogue when the page is in Kiswahili. */
export function withPart<T>(part: CataloguePart, load: () => Promise<T>): () => Promise<T> {
  return withKiswahili(() => loadPart(part), load);
}

/** A page's part of the catalogue, over the remote's core, in a Kiswahili page. */
export function PartMessages({ part, children }: { part: CataloguePart; children: ReactNode }) {
  const locale = useSiteLocale();
  const [messages, setMessages] = useState(() => loaded.get(part));
  useEffect(() => {
    // Only if its loader did not bring it (a page shown some other way): English meanwhile.
    if (locale === 'en' || messages) return;
    let live = true;
    void loadPart(part).then((found) => live && setMessages(found));
    return () => {
      live = false;
    };
  }, [locale, messages, part]);
  if (locale === 'en' || !messages) return <>{children}</>;
  return <AppMessages messages={messages}>{children}</AppMessages>;
}
