/**
 * The service worker's side of a server-rendered page (docs/behaviour.md#service-worker).
 *
 * WORKER_REGISTER_SCRIPT is appended to the page's inline boot script (entry-boot.ts), so it is
 * allowed by the same hash and its text is the same on every page. After the load event (the
 * worker's first fetches never compete with the page's own), it registers /sw.js, unless the page
 * carries WORKER_OFF_META (SERVICE_WORKER=off): then it unregisters any worker this browser has
 * for the site and deletes its caches, without waiting for the browser's next check of /sw.js.
 * ES5: it runs before anything else of the page, on every browser.
 */
export const WORKER_REGISTER_SCRIPT = `(function () {
  if (!('serviceWorker' in navigator)) return;
  addEventListener('load', function () {
    var workers = navigator.serviceWorker;
    if (!document.querySelector('meta[name="service-worker"][content="off"]')) {
      workers.register('/sw.js', { updateViaCache: 'none' }).catch(function () {});
      return;
    }
    workers.getRegistrations().then(function (registrations) {
      if (registrations.length === 0) return;
      registrations.forEach(function (registration) { registration.unregister(); });
      if (window.caches) caches.keys().then(function (names) { names.forEach(function (name) { caches.delete(name); }); });
    });
  });
})();`;

/** The tag a rendered page's head carries when the service worker is switched off. */
export const WORKER_OFF_META = '<meta name="service-worker" content="off">';
