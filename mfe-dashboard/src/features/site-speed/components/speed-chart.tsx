import { useId } from 'react';
import styled from 'styled-components';
import type { VitalsDay } from 'shared-data/contract';
import { VITALS_THRESHOLDS, type VitalsMetric } from 'shared-data/contract/web-vitals';
import { chartSummary, enoughSamples } from './speed-texts';

const WIDTH = 168;
const HEIGHT = 48;
const PAD = 4;

export interface SpeedChartProps {
  route: string;
  metric: VitalsMetric;
  /** Oldest first, one entry a day. */
  daily: readonly VitalsDay[];
}

/** A day's p75 when it rests on enough samples to be shown; null otherwise. */
const shown = (day: VitalsDay) => (enoughSamples(day.samples) ? day.p75 : null);

/**
 * A metric's daily p75 on one route over 28 days, a line broken where a day had no visit or too
 * few to show (MIN_SAMPLES), and its good line dashed. An image to assistive technology, named by
 * its title and described in words (the days shown, the range, the latest day, the days too thin
 * and the good line); the figures themselves are in the route's 'Day by day' table.
 */
export function SpeedChart({ route, metric, daily }: SpeedChartProps) {
  const id = useId();
  const good = VITALS_THRESHOLDS[metric].good;
  const values = daily.flatMap((day) => {
    const value = shown(day);
    return value === null ? [] : [value];
  });
  // Twice the good line at least, so the line always shows and where a day stands beside it.
  const top = Math.max(good * 2, ...values) * 1.1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(daily.length - 1, 1);
  const y = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);

  // Runs of days shown: a line each, a dot for a day alone.
  const runs: { i: number; value: number }[][] = [];
  let run: { i: number; value: number }[] = [];
  daily.forEach((day, i) => {
    const value = shown(day);
    if (value === null) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push({ i, value });
  });
  if (run.length) runs.push(run);

  return (
    <Svg
      role="img"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{`${metric} on ${route}, day by day over 28 days`}</title>
      <desc id={`${id}-desc`}>{chartSummary(metric, daily)}</desc>
      <rect className="frame" x={0.5} y={0.5} width={WIDTH - 1} height={HEIGHT - 1} rx={3} />
      <line className="good" x1={PAD} x2={WIDTH - PAD} y1={y(good)} y2={y(good)} />
      {runs.map((points) =>
        points.length === 1 ? (
          <circle
            key={points[0]?.i}
            className="day"
            cx={x(points[0]?.i ?? 0)}
            cy={y(points[0]?.value ?? 0)}
            r={2}
          />
        ) : (
          <polyline
            key={points[0]?.i}
            className="series"
            points={points.map((p) => `${x(p.i)},${y(p.value)}`).join(' ')}
          />
        ),
      )}
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  .frame {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.border};
  }
  .good {
    stroke: ${({ theme }) => theme.colors.success};
    stroke-width: 1;
    stroke-dasharray: 4 3;
  }
  .series {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .day {
    fill: ${({ theme }) => theme.colors.primary};
  }
`;
