import { COMPANY, telHref, type SiteLocale } from 'shared-data';

/** A page kept by the worker, as the offline page lists it. */
export interface SeenPage {
  /** Its address on this site (a path). */
  path: string;
  title: string;
  /** When it was last fetched, ms since the epoch. */
  seen: number;
}

/** The heading of the offline page (the e2e test reads it). */
export const OFFLINE_HEADING = 'You are offline';

/**
 * The offline page's words in each of the site's languages (docs/glossary-sw.md for the
 * Kiswahili). The worker has no catalogue to fetch when the network is gone: they are its own.
 */
const OFFLINE_TEXTS: Record<
  SiteLocale,
  { heading: string; cannotLoad: string; seen: string; noneKept: string }
> = {
  en: {
    heading: OFFLINE_HEADING,
    cannotLoad:
      'This page cannot be loaded without a connection. To reach {name}, call (emergencies 24 hours):',
    seen: 'Pages you have seen',
    noneKept: 'No page of this site is kept in this browser yet.',
  },
  sw: {
    heading: 'Huna mtandao',
    cannotLoad:
      'Ukurasa huu hauwezi kufunguka bila mtandao. Kuwasiliana na {name}, piga simu (dharura saa 24):',
    seen: 'Kurasa ulizotembelea',
    noneKept: 'Bado hakuna ukurasa wa tovuti hii uliohifadhiwa kwenye kivinjari hiki.',
  },
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** The text of a page's <title>, entities decoded; '' when it has none. */
export function pageTitle(html: string): string {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  return raw
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The page a navigation gets when the network fails and no copy of that page is kept: the
 * pages this browser has kept, most recently seen first, and the clinic's phone numbers (the
 * emergency line first) to call. Plain HTML and CSS, no script, so it needs nothing else.
 */
export function offlinePage(pages: readonly SeenPage[], locale: SiteLocale = 'en'): string {
  const words = OFFLINE_TEXTS[locale];
  const phones = [
    COMPANY.emergencyPhone,
    ...COMPANY.phones.filter((p) => p !== COMPANY.emergencyPhone),
  ];
  const list = [...pages]
    .sort((a, b) => b.seen - a.seen)
    .map(
      (page) =>
        `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title || page.path)}</a></li>`,
    )
    .join('');
  const seen = list ? `<h2>${words.seen}</h2><ul>${list}</ul>` : `<p>${words.noneKept}</p>`;
  const call = phones
    .map((phone) => `<li><a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.heading} | ${escapeHtml(COMPANY.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:36rem;padding:1.5rem;line-height:1.5;color:#1d2b36}a{color:#0b6b3a}li{margin:.4rem 0}</style>
</head><body>
<h1>${words.heading}</h1>
<p>${words.cannotLoad.replace('{name}', escapeHtml(COMPANY.name))}</p>
<ul>${call}</ul>
${seen}
</body></html>`;
}
