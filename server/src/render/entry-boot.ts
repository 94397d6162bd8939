import { createHash } from 'node:crypto';

/** The latest a server-rendered page starts its code, from the moment its head is read. */
export const ENTRY_START_LATEST_MS = 3000;

/**
 * The script a server-rendered page starts its code with, in place of the shell's deferred
 * entry. The page is readable as it arrives, so its code waits until the first screen has
 * painted with its images: on a slow connection the entry and the remotes' chunks (some 190 KB)
 * would otherwise share the bandwidth the largest image needs, and its paint would wait for
 * them. So: once the document is parsed and every image not loaded lazily is loaded and decoded
 * (or has failed), and a frame has been painted, the entry is added. Not the load event: that waits for
 * iframes too (the contact page's map). A visitor who taps, clicks or presses a key before then
 * starts it at once (and a button clicked meanwhile is clicked again once the page works), and
 * a page whose images linger starts it after ENTRY_START_LATEST_MS.
 *
 * The entry's address is the element's data-entry, so the text is the same on every page and
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
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function whenImagesShown() {
    var waiting = 0;
    function settled() { if (--waiting === 0) afterPaint(); }
    Array.prototype.forEach.call(document.images, function (image) {
      if (image.loading === 'lazy') return;
      waiting++;
      // Loaded and decoded, ready for the next paint (an image decoded off the main thread is
      // painted frames after its load event); a broken image counts as settled too.
      if (image.decode) image.decode().then(settled, settled);
      else if (image.complete) waiting--;
      else {
        image.addEventListener('load', settled);
        image.addEventListener('error', settled);
      }
    });
    if (waiting === 0) afterPaint();
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', whenImagesShown);
  else whenImagesShown();
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  // A button clicked before the page works (the menu's) is clicked again once it does: the
  // shell takes it after hydrating (shell/src/start/early-click.tsx).
  var pending = null;
  var taken = false;
  addEventListener('click', function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button[type="button"]') : null;
    if (button && !taken) pending = button;
  }, true);
  boot.takeClick = function () {
    var button = pending;
    pending = null;
    taken = true;
    return button;
  };
  setTimeout(start, ${ENTRY_START_LATEST_MS});
})(document.currentScript);`;

/** The script-src source that allows ENTRY_BOOT_SCRIPT and no other inline script. */
export const ENTRY_BOOT_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * The shell page with its deferred entry script replaced by ENTRY_BOOT_SCRIPT, which loads the
 * same file once the first screen has painted. A page without that script is left as it is.
 */
export function withEntryAfterPaint(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_, src: string) => `<script data-entry="${src}">${ENTRY_BOOT_SCRIPT}</script>`,
  );
}
