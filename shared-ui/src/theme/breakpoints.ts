// The responsive breakpoints (docs/behaviour.md#constants-and-limits). Styles take them from
// here through `media`; an image's `sizes` attribute is plain text and repeats the width it
// switches at.
export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const media = {
  /** `@media (min-width: …)` for this breakpoint and wider. */
  up: (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`,
  /** `@media (max-width: …)` for everything narrower than this breakpoint; the .02px avoids
   * overlapping `up(bp)` at fractional widths (the same trick Bootstrap uses). */
  down: (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
};
