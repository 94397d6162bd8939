import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';

/**
 * Every page a visitor moves to opens at its top. Focus moves to the main region too, so a
 * keyboard or screen-reader user starts reading the new page rather than the link they left.
 *
 * The page the browser opened is left where it is: a server-rendered page is read (and
 * scrolled) before its code starts, and scrolling it to the top as it hydrates would move it
 * under a visitor's finger, so the tap meant for a link lands on whatever came up instead.
 */
export function ScrollToTop({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  return null;
}
