import type { VitalsDevice } from 'shared-data/contract/web-vitals';

// Which device class a page view's measurements belong to (docs/behaviour.md#site-speed-in-the-shell):
// a phone, or anything else ('desktop': a computer or a tablet). Decided from what the browser
// knows of itself, never from the user agent string; nothing else about the device is sent.

/** What the browser says of itself; a signal it does not give is left out. */
export interface DeviceSignals {
  /** `navigator.userAgentData.mobile` (Chromium): the browser's own word that it is a phone. */
  mobile?: boolean;
  /** The primary pointer is coarse (a finger) rather than fine (a mouse, a trackpad). */
  coarsePointer?: boolean;
  /** The shorter side of the screen in CSS pixels (the same whichever way the phone is held). */
  shortSide?: number;
}

/**
 * A screen whose shorter side is narrower than this is a phone's: phones are 320 to 480 CSS px
 * across, tablets from 600 (Android's own line between them).
 */
export const PHONE_SHORT_SIDE = 600;

/**
 * A phone when the browser says it is one, or when it is used with a finger on a screen narrower
 * than a tablet's (a phone asking for the desktop site, a browser without the first signal); a
 * computer or tablet when the signals say otherwise; undefined when the browser gives none (the
 * report then names no device and counts as unknown).
 */
export function deviceClass({
  mobile,
  coarsePointer,
  shortSide,
}: DeviceSignals): VitalsDevice | undefined {
  if (mobile === true) return 'phone';
  if (coarsePointer !== undefined && shortSide !== undefined) {
    return coarsePointer && shortSide < PHONE_SHORT_SIDE ? 'phone' : 'desktop';
  }
  return mobile === false ? 'desktop' : undefined;
}

interface NavigatorUAData {
  userAgentData?: { mobile?: unknown };
}

/** The signals this browser gives. */
export function deviceSignals(): DeviceSignals {
  const signals: DeviceSignals = {};
  const mobile = (navigator as Navigator & NavigatorUAData).userAgentData?.mobile;
  if (typeof mobile === 'boolean') signals.mobile = mobile;
  if (typeof matchMedia === 'function') {
    const coarse = matchMedia('(pointer: coarse)');
    // A browser that does not know the feature matches neither.
    if (coarse.matches || matchMedia('(pointer: fine)').matches) {
      signals.coarsePointer = coarse.matches;
    }
  }
  const side = typeof screen === 'object' ? Math.min(screen.width, screen.height) : 0;
  if (side > 0) signals.shortSide = side;
  return signals;
}
