import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `everyMs` while the component is mounted and the tab is visible: paused
 * while the tab is hidden, once at once when it is shown again, stopped on unmount. The sections
 * that follow figures changing elsewhere use it (Releases, Site speed).
 */
export function useAutoRefresh(refresh: () => void, everyMs: number, enabled = true) {
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
