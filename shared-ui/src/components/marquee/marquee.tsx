import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { marqueeSpeed } from '../../theme/motion';
import { usePrefersReducedMotion } from '../../theme/use-prefers-reduced-motion';

// The track holds two equal copies, so shifting it by half its width lands on the same picture.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div<{ $static: boolean }>`
  display: flex;
  width: ${({ $static }) => ($static ? 'auto' : 'max-content')};
  animation: ${scroll} linear infinite;
`;

const Copy = styled.div<{ $static: boolean }>`
  display: flex;
  flex-wrap: ${({ $static }) => ($static ? 'wrap' : 'nowrap')};
  justify-content: ${({ $static }) => ($static ? 'center' : 'flex-start')};
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding-inline-end: ${({ theme }) => theme.space[5]};
`;

/** Seconds for one copy of the content to pass by at `speed` pixels per second. */
export function marqueeDurationSeconds(contentWidthPx: number, speed: number): number {
  return speed > 0 ? contentWidthPx / speed : 0;
}

export interface MarqueeProps {
  children: ReactNode;
  /** Pixels per second. Default 30, the partners strip's speed (marqueeSpeed). */
  speed?: number;
  direction?: 'left' | 'right';
  pauseOnHover?: boolean;
  /** Accessible name; when given the strip is a labelled region. */
  label?: string;
}

/** A continuously scrolling strip (e.g. partner logos). Static with reduced motion. */
export function Marquee({
  children,
  speed = marqueeSpeed,
  direction = 'left',
  pauseOnHover = true,
  label,
}: MarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const copyRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Logos load after the first paint and change the width, so keep measuring. Measured after
  // the paint: the strip starts still, and a hydrating page is not made to lay out mid-commit.
  useEffect(() => {
    const copy = copyRef.current;
    if (!copy || reducedMotion) return;
    const measure = () => setWidth(copy.offsetWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const isStatic = reducedMotion;
  const duration = marqueeDurationSeconds(width, speed);
  // Focus inside always pauses: moving targets cannot be used with a keyboard.
  const paused = focused || (pauseOnHover && hovered);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Viewport
      role={label ? 'region' : undefined}
      aria-label={label}
      data-state={isStatic ? 'static' : paused ? 'paused' : 'running'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Track
        $static={isStatic}
        data-testid="marquee-track"
        style={
          isStatic || duration === 0
            ? { animation: 'none' }
            : {
                animationDuration: `${duration}s`,
                animationDirection: direction === 'left' ? 'normal' : 'reverse',
                animationPlayState: paused ? 'paused' : 'running',
              }
        }
      >
        <Copy ref={copyRef} $static={isStatic}>
          {children}
        </Copy>
        {!isStatic && (
          // The loop's second half: hidden from screen readers and out of the tab order.
          <Copy $static={false} aria-hidden="true" inert>
            {children}
          </Copy>
        )}
      </Track>
    </Viewport>
  );
}
