// SPEC §9 timings and motion defaults, shared by the components that animate.

/** Collapse and fade transitions. */
export const transitionMs = 300;
/** Counter count-up duration; the '+' appears after it. */
export const counterDurationMs = 5000;
/** Carousel auto-advance interval. */
export const carouselIntervalMs = 5000;
/** Smallest horizontal touch move that changes the carousel slide. */
export const swipeThresholdPx = 40;
/** Partners strip speed in pixels per second (a general default of 50 exists in SPEC, but
 * the product only uses 30, so that is the Marquee default). */
export const marqueeSpeed = 30;
