import { startReporting } from './report';

// The Web Vitals of a visit that starts on a server-rendered page: the page's starter script
// (the server's entry boot) fetches this file, a bundle of its own (about 5 KB gzip), for a
// sampled visit after the page has loaded and settled, whether or not the page's app ever
// starts. Its attributes say where to report and which page the visit landed on. The app, if it
// starts, tells it of each move to another page through the global below.

/** What a started app calls on each move to another page (vitalsRouteChanged). */
export interface PortalVitals {
  routeChanged: () => void;
}

declare global {
  interface Window {
    portalVitals?: PortalVitals;
  }
}

const script = document.currentScript;
const apiBase = script?.getAttribute('data-api') ?? '/api/';
const landingPath = script?.getAttribute('data-landing') ?? window.location.pathname;
if (!window.portalVitals) {
  window.portalVitals = { routeChanged: startReporting(apiBase, landingPath) };
}
