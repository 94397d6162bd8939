import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';

/**
 * Every page opens at its top. Focus moves to the main region too, so a keyboard
 * or screen-reader user starts reading the new page rather than the link they left.
 */
export function ScrollToTop({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  return null;
}
