import { lazy, Suspense } from 'react';

/** The id of the footer element, which the browser watches until the footer's code is needed. */
export const FOOTER_ID = 'site-footer';

/**
 * When the footer's code is needed: on the server at once (the page's HTML has the footer); in
 * the browser once the footer the server drew comes near the screen, so a page's first scripts
 * do not carry what sits below the fold. Until then the server's footer stays as it is, its
 * links plain links. A page the browser renders itself (no footer yet) loads it once the page
 * has loaded and the browser is idle.
 */
function footerNeeded(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const drawn = document.getElementById(FOOTER_ID);
    if (drawn && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '600px 0px' },
      );
      observer.observe(drawn);
      return;
    }
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

const LazyFooter = lazy(() =>
  footerNeeded()
    .then(() => import('./footer'))
    .then(({ Footer }) => ({ default: Footer })),
);

/**
 * The site's footer, hydrated when it is about to be seen (its HTML is the server's until then,
 * so nothing moves). Nothing stands in for it while its code loads: it is below the fold.
 */
export function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
}
