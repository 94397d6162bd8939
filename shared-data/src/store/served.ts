import { useEffect, useRef } from 'react';

/**
 * The objects of the state a server-rendered page started from (createStoreKit's `preloaded`),
 * as long as nothing has replaced them: a list among them is what the server just drew.
 */
const served = new WeakSet<object>();

/** Records the slices of a server's state and the objects directly in them. */
export function rememberServed(state: Record<string, unknown>): void {
  for (const slice of Object.values(state)) {
    if (!slice || typeof slice !== 'object') continue;
    served.add(slice);
    for (const part of Object.values(slice)) if (part && typeof part === 'object') served.add(part);
  }
}

/**
 * Runs `load` when the page mounts (a list shown afresh each time its page opens), except on
 * the first mount of a page the server rendered with `data` in it: that is the data the server
 * sent with the page, and asking again would fetch the same thing twice.
 */
export function useLoadOnMount(data: object, load: () => void): void {
  const first = useRef({ data, load });
  useEffect(() => {
    const { data: shown, load: start } = first.current;
    if (served.has(shown)) {
      // Once: the next time the page opens, it loads afresh.
      served.delete(shown);
      return;
    }
    start();
  }, []);
}
