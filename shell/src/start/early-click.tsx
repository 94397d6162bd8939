import { useEffect } from 'react';

/** The server-rendered page's starter script (the server's entry boot), with what it noted. */
type EntryBoot = HTMLScriptElement & { takeClick?: () => HTMLElement | null };

/**
 * The button a visitor clicked before the page's code had arrived (the menu's, on a slow
 * phone), which the page's starter script noted: clicked again once the page works. Rendered
 * last in a hydrated page, so its effect runs after the whole page has hydrated.
 */
export function ReplayEarlyClick() {
  useEffect(() => {
    const boot = document.querySelector<EntryBoot>('script[data-entry]');
    const button = boot?.takeClick?.();
    if (button?.isConnected) button.click();
  }, []);
  return null;
}
