import { useEffect, useRef } from 'react';

/** How often the Releases section asks again while it is open and its tab is visible. */
export const RELEASES_REFRESH_MS = 10_000;

/**
 * Calls `refresh` every `everyMs` while the component is mounted and the tab is visible: paused
 * while the tab is hidden, once at once when it is shown again, stopped on unmount.
 */
export function useAutoRefresh(refresh: () => void, everyMs = RELEASES_REFRESH_MS, enabled = true) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => latest.current(), everyMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
      else {
        latest.current();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs, enabled]);
}
