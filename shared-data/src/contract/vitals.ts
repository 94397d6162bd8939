// The zod side of site speed (docs/behaviour.md#site-speed): what the shell's report and the
// dashboard's summary carry. The metrics, routes and thresholds without zod are in web-vitals.ts.
import { z } from 'zod';
import {
  VITALS,
  VITALS_DEVICES,
  VITALS_DEVICE_CLASSES,
  VITALS_METRICS,
  VITALS_ROUTES,
  type VitalsRoute,
} from './web-vitals';

export * from './web-vitals';

/** A missing field is 'required'; one holding something else gets `message`. */
const missingOr = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message),
});

const metric = z.enum(VITALS_METRICS, missingOr(`must be one of ${VITALS_METRICS.join(', ')}`));

/**
 * One measurement of a page view: which public route (its pattern), which metric, what value.
 * Nothing about the visitor: no path, query, user agent or id (other keys are dropped).
 */
export const vitalsEventSchema = z
  .object({
    route: z.enum(
      VITALS_ROUTES as unknown as [VitalsRoute, ...VitalsRoute[]],
      missingOr('must be one of the public route patterns'),
    ),
    metric,
    value: z.number(missingOr('must be a number')).min(0, { error: 'must be at least 0' }),
  })
  // Each metric has a largest value of its own.
  .superRefine((event, context) => {
    const max = VITALS.maxValue[event.metric];
    if (event.value > max) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: `must be at most ${max} for ${event.metric}`,
      });
    }
  });

export const vitalsReportSchema = z.object({
  /**
   * The page view's device class, as its browser tells it; optional (a report without it counts
   * as 'unknown'). It only splits the figures: it weighs in no cap, limit or decision.
   */
  device: z
    .enum(VITALS_DEVICES, { error: `must be one of ${VITALS_DEVICES.join(', ')}` })
    .optional(),
  events: z
    .array(vitalsEventSchema, missingOr('must be a list of measurements'))
    .min(1, { error: 'must hold at least one measurement' })
    .max(VITALS.maxEvents, { error: `must hold at most ${VITALS.maxEvents} measurements` }),
});

export const vitalsRecordedSchema = z.object({
  /** How many measurements were counted. */
  recorded: z.number().int(),
});

/** One day of a metric on one route: its p75, null without samples. */
export const vitalsDaySchema = z.object({
  /** YYYY-MM-DD, the clinic's day (Africa/Nairobi). */
  day: z.string(),
  p75: z.number().nullable(),
  samples: z.number().int(),
  /** The distinct sources (client addresses) its samples came from. */
  sources: z.number().int(),
});

/** One device class's figures of a metric on one route, over the last 28 days. */
export const vitalsDeviceFiguresSchema = z.object({
  device: z.enum(VITALS_DEVICE_CLASSES),
  p75_28d: z.number().nullable(),
  samples_28d: z.number().int(),
  /**
   * The sources behind it: a source counts for the device of its first sample of a day's measure
   * (the cap counts a source's samples whatever device they name).
   */
  sources_28d: z.number().int(),
});

/** One metric on one route: the 75th percentile over 7 and 28 days, and day by day. */
export const vitalsMetricSummarySchema = z.object({
  metric,
  /** The last 7 days, today included; null without samples. */
  p75_7d: z.number().nullable(),
  samples_7d: z.number().int(),
  /**
   * The sources behind it: each day's distinct sources, added up (a source is known for one day
   * only, so one reporting on three days counts three times).
   */
  sources_7d: z.number().int(),
  /** The last 28 days, today included. */
  p75_28d: z.number().nullable(),
  samples_28d: z.number().int(),
  sources_28d: z.number().int(),
  /** The 28 days, oldest first (the chart's points). */
  daily: z.array(vitalsDaySchema),
  /** The 28 days split by device class, in VITALS_DEVICE_CLASSES' order, every class present. */
  devices: z.array(vitalsDeviceFiguresSchema),
});

export const vitalsRouteSummarySchema = z.object({
  /** A public route pattern ('/blogs/:blog_id'). */
  route: z.string(),
  /** Every metric, in VITALS_METRICS' order. */
  metrics: z.array(vitalsMetricSummarySchema),
});

export const vitalsSummarySchema = z.object({
  /** The last day of the windows: today, the clinic's. */
  today: z.string(),
  /** The share of visits that report (VITALS_SAMPLE_RATE). */
  sample_rate: z.number(),
  /** The routes with samples in the last 28 days, the most measured first. */
  routes: z.array(vitalsRouteSummarySchema),
});

export type VitalsEvent = z.infer<typeof vitalsEventSchema>;
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
export type VitalsDay = z.infer<typeof vitalsDaySchema>;
export type VitalsDeviceFigures = z.infer<typeof vitalsDeviceFiguresSchema>;
export type VitalsMetricSummary = z.infer<typeof vitalsMetricSummarySchema>;
export type VitalsRouteSummary = z.infer<typeof vitalsRouteSummarySchema>;
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
