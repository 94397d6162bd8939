import { createHash } from 'node:crypto';
import { WORKER_REGISTER_SCRIPT } from './worker-boot';

/** After the load event, this long (the page's own late requests are over), then an idle moment. */
export const VITALS_SETTLE_MS = 3000;
/** The idle moment is awaited at most this long. */
export const VITALS_IDLE_TIMEOUT_MS = 2000;

/**
 * The script a server-rendered page starts with, in place of the shell's deferred entry.
 *
 * The page works from its HTML alone: its links are links, the menu and the accordions are
 * `<details>` elements, its forms post to the server. So the page's code (the shell, React, the
 * store, the page's remote: some 190 KB gzip) is fetched only when the visitor asks for
 * something the HTML cannot do: a click on a control that is not a link, a summary or a form's
 * submit button, or a move into a form field (typing, choosing). A visitor who reads and follows
 * links pays for no script at all; on a cheap phone on 2G/3G that is seconds and shillings.
 * A button clicked before the code arrived is clicked again once it works: the shell takes it
 * after hydrating (shell/src/start/early-click.tsx), and marks the element `data-hydrated`.
 * A staff member's preview starts the code as soon as the document is parsed; the element's
 * `start()` starts it for whatever else needs it at once.
 *
 * A visit the site samples for its Web Vitals (`data-vitals-rate`, the runtime config's
 * `vitalsSampleRate`) fetches the small measuring script (`data-vitals`, the shell's
 * vitals/standalone.ts) after the load event, VITALS_SETTLE_MS more and an idle moment, whether
 * or not the page's code ever starts.
 *
 * Addresses come from the element's data attributes, so the text is the same on every page and
 * the Content-Security-Policy allows it, and only it, by its hash (ENTRY_BOOT_SOURCE).
 */
export const ENTRY_BOOT_SCRIPT = `(function (boot) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.src = boot.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  var CONTROL =
    'a[href],summary,button,input,select,textarea,label,[role="button"],[tabindex]:not([tabindex="-1"])';
  function control(target) {
    return target && target.closest ? target.closest(CONTROL) : null;
  }
  // What the HTML does by itself needs no code: a link, a summary, a form's submit.
  function needsCode(element) {
    if (!element || element.tagName === 'A' || element.tagName === 'SUMMARY') return false;
    return !(element.form && element.type === 'submit');
  }
  var pending = null;
  var taken = false;
  addEventListener('click', function (event) {
    var element = control(event.target);
    if (!needsCode(element)) return;
    if (element.tagName === 'BUTTON' && element.type === 'button' && !taken) pending = element;
    start();
  }, true);
  addEventListener('focusin', function (event) {
    var element = control(event.target);
    if (element && /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName) && needsCode(element)) start();
  }, true);
  boot.takeClick = function () {
    var button = pending;
    pending = null;
    taken = true;
    return button;
  };
  boot.start = start;
  // A staff member's preview (a ?preview= link, or one kept for the browser session) is the
  // app's to show: it starts once the document is parsed.
  var preview = false;
  try {
    preview = /[?&]preview=/.test(location.search) || !!sessionStorage.getItem('vetportal.preview');
  } catch (error) {
    preview = /[?&]preview=/.test(location.search);
  }
  if (preview) {
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
    else start();
  }
  var vitals = boot.getAttribute('data-vitals');
  var rate = Number(boot.getAttribute('data-vitals-rate'));
  if (vitals && Math.random() < rate) {
    var landing = location.pathname;
    var measure = function () {
      var script = document.createElement('script');
      script.src = vitals;
      script.setAttribute('data-api', boot.getAttribute('data-api') || '/api/');
      script.setAttribute('data-landing', landing);
      document.head.appendChild(script);
    };
    var settle = function () {
      setTimeout(function () {
        if (window.requestIdleCallback) requestIdleCallback(measure, { timeout: ${VITALS_IDLE_TIMEOUT_MS} });
        else measure();
      }, ${VITALS_SETTLE_MS});
    };
    if (document.readyState === 'complete') settle();
    else addEventListener('load', settle);
  }
})(document.currentScript);
${WORKER_REGISTER_SCRIPT}`;

/** The script-src source that allows ENTRY_BOOT_SCRIPT and no other inline script. */
export const ENTRY_BOOT_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/** What a server-rendered page's starter needs besides its entry. */
export interface EntryBootOptions {
  /** The measuring script and the share of visits it measures; null measures none. */
  vitals: { src: string; sampleRate: number } | null;
  /** Where the API answers (the runtime config's apiBase). */
  apiBase: string;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell page with its deferred entry script replaced by ENTRY_BOOT_SCRIPT, which loads the
 * same file when the visitor first needs it. A page without that script is left as it is.
 */
export function withEntryOnDemand(html: string, options: EntryBootOptions): string {
  const vitals =
    options.vitals && options.vitals.sampleRate > 0
      ? ` data-vitals="${attribute(options.vitals.src)}" data-vitals-rate="${options.vitals.sampleRate}"`
      : '';
  return html.replace(
    ENTRY_SCRIPT,
    (_, src: string) =>
      `<script data-entry="${src}"${vitals} data-api="${attribute(options.apiBase)}">${ENTRY_BOOT_SCRIPT}</script>`,
  );
}
