// The product's timings and motion defaults (docs/behaviour.md#constants-and-limits), shared
// by the components that animate.

/** Collapse and fade transitions. */
export const transitionMs = 300;
/** Counter count-up duration; the '+' appears after it. */
export const counterDurationMs = 5000;
/** Carousel auto-advance interval. */
export const carouselIntervalMs = 5000;
/** Smallest horizontal touch move that changes the carousel slide. */
export const swipeThresholdPx = 40;
/** Partners strip speed in pixels per second: the only speed the product uses, so it is the
 * Marquee default. */
export const marqueeSpeed = 30;
