import { useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import { counterDurationMs } from '../../theme/motion';
import { usePrefersReducedMotion } from '../../theme/use-prefers-reduced-motion';

const Figure = styled.div`
  text-align: center;
`;

const Value = styled.p`
  margin: 0;
  font-size: 2.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums; /* digits keep their width while counting */
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

export interface CounterProps {
  value: number;
  title: string;
  /** Count-up duration; the product's is 5 seconds (counterDurationMs). */
  durationMs?: number;
}

/** Counts up from 0 to `value`, then shows `value+`. */
export function Counter({ value, title, durationMs = counterDurationMs }: CounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  // The first render shows the figure itself: it is what the server's HTML and a page read
  // without scripts say. The count-up starts from 0 before the browser paints.
  const [progress, setProgress] = useState(1);

  useLayoutEffect(() => {
    if (reducedMotion) return;
    // Driven by elapsed time rather than by frame count, so slow frames do not slow it down.
    const start = performance.now();
    let frame = 0;
    const tick = () => {
      const next = durationMs > 0 ? Math.min(1, (performance.now() - start) / durationMs) : 1;
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(tick);
    };
    setProgress(0);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, reducedMotion]);

  const done = reducedMotion || progress >= 1;
  const shown = done ? value : Math.round(value * easeOutCubic(progress));

  return (
    <Figure>
      {/* Screen readers get the final figure once instead of every tick. */}
      <span className="visually-hidden">{`${value}+ ${title}`}</span>
      <div aria-hidden="true">
        <Value data-testid="counter-value">
          {shown}
          {done && '+'}
        </Value>
        <Title>{title}</Title>
      </div>
    </Figure>
  );
}
