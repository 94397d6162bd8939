/**
 * What services record for the operator's metrics (GET /metrics). The metrics plugin implements
 * it; without METRICS_TOKEN nothing is collected and NO_METRICS stands in.
 */
export interface ServiceMetrics {
  /** An uploaded image was turned into its variants, or refused, in this many seconds. */
  imageProcessed(seconds: number, outcome: 'ok' | 'refused'): void;
}

export const NO_METRICS: ServiceMetrics = {
  imageProcessed: () => undefined,
};

/** Seconds since `start`, a process.hrtime.bigint() reading. */
export function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}
