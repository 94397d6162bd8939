import { useEffect } from 'react';

const MAX_LENGTH = 160;

/** A description of at most 160 characters, cut at a word, for search results and link cards. */
export function summarize(text: string, max = MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Sets `<meta name="description">` while the page is shown and puts back what was there
 * before when it leaves, so another page never keeps this one's description.
 */
export function useMetaDescription(description: string) {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = summarize(description);
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
