import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// matchMedia is absent in jsdom and on the server: treat that as "no preference".
const mediaQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const getSnapshot = (): boolean => mediaQuery()?.matches ?? false;
const getServerSnapshot = (): boolean => false;

/** True while the user asks the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
