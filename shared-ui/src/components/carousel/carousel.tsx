// Long on purpose: its timer, swipe, keyboard and reduced-motion handling share one state.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { carouselIntervalMs, swipeThresholdPx, transitionMs } from '../../theme/motion';
import { usePrefersReducedMotion } from '../../theme/use-prefers-reduced-motion';
import { defineMessages, useIntl } from '../../i18n';

// What the carousel says of itself to a screen reader, in the page's language.
const messages = defineMessages({
  carousel: { id: 'carousel.roleDescription', defaultMessage: 'carousel' },
  slide: { id: 'carousel.slideRoleDescription', defaultMessage: 'slide' },
  position: { id: 'carousel.position', defaultMessage: '{number} of {count}' },
  previous: { id: 'carousel.previous', defaultMessage: 'Previous slide' },
  next: { id: 'carousel.next', defaultMessage: 'Next slide' },
  choose: { id: 'carousel.choose', defaultMessage: 'Choose slide' },
  slideNumber: { id: 'carousel.slideNumber', defaultMessage: 'Slide {number}' },
});

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Region = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

// A fixed aspect ratio reserves the space before any image arrives, so nothing jumps.
const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
`;

const Slide = styled.div`
  position: absolute;
  inset: 0;
  animation: ${fadeIn} ${transitionMs}ms ease-in;

  /* The slide the page opens with is there at once: faded in, it would be invisible in the
     page's first paint and wait for a later frame (the page's largest image, its LCP). */
  &[data-first] {
    animation: none;
  }

  &[hidden] {
    display: none;
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space[2]};
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Dots = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space[2]};
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const Dot = styled.button`
  width: 24px; /* the visible dot is smaller than the touch target */
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: auto;
    border: 2px solid #fff;
    border-radius: 50%;
  }

  &[aria-current='true']::before {
    background: #fff;
  }
`;

export interface CarouselItem {
  id: string | number;
  image: string;
  /** Text alternative; '' (the default) marks the image decorative. */
  alt?: string;
  /** The text alternative's language, where it differs from the page's (e.g. 'en'). */
  lang?: string;
  /** Responsive candidates for the `srcset` attribute (e.g. an upload's image_srcset). */
  srcSet?: string | null;
}

export interface CarouselProps {
  items: readonly CarouselItem[];
  /** Shown while loading and when there are no items, so the first paint never waits for data. */
  defaultImage: string;
  defaultAlt?: string;
  intervalMs?: number;
  swipeThresholdPx?: number;
  loading?: boolean;
  /** Accessible name of the carousel region. */
  label?: string;
  /** CSS aspect-ratio of the image box. */
  aspectRatio?: string;
  /** The `sizes` attribute of the slide images (with srcSet); the full width by default. */
  sizes?: string;
  /** Intrinsic size of the images, so the browser knows their shape before they arrive. */
  imageWidth?: number;
  imageHeight?: number;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function Carousel({
  items,
  defaultImage,
  defaultAlt = '',
  intervalMs = carouselIntervalMs,
  swipeThresholdPx: threshold = swipeThresholdPx,
  loading = false,
  label = 'Highlights',
  aspectRatio = '16 / 9',
  sizes = '100vw',
  imageWidth,
  imageHeight,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // Until the slides first move, the first one shows without its fade.
  const [moved, setMoved] = useState(false);
  if (index !== 0 && !moved) setMoved(true);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const count = loading ? 0 : items.length;
  // The list may shrink under us; never point past its end.
  const active = Math.min(index, Math.max(count - 1, 0));
  const go = useCallback(
    (delta: number) => setIndex((i) => wrap(Math.min(i, count - 1) + delta, count)),
    [count],
  );

  const playing = count > 1 && !hovered && !keyboardFocus && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    // Re-armed on every slide change, so a manual move also gets a full interval.
    const timer = setTimeout(() => go(1), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, active, intervalMs, go]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // A mouse click also focuses a button; only keyboard focus should hold the slides still.
    setKeyboardFocus(isFocusVisible(event.target));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    const end = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !end || count < 2) return;
    const dx = end.clientX - start.x;
    const dy = end.clientY - start.y;
    // Only a clearly horizontal move beyond the threshold counts; vertical scrolling wins.
    if (Math.abs(dx) > threshold && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const showDefault = count === 0;
  const intl = useIntl();

  return (
    <Region
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
      aria-busy={loading || undefined}
      tabIndex={showDefault ? undefined : 0}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {/* While rotating, announcing each slide would talk over everything else. */}
      <Frame $ratio={aspectRatio} aria-live={playing ? 'off' : 'polite'}>
        {showDefault ? (
          // The page's priority image: the first paint never waits for the list.
          <Image
            src={defaultImage}
            alt={defaultAlt}
            width={imageWidth}
            height={imageHeight}
            fetchPriority="high"
          />
        ) : (
          items.map((item, i) => (
            <Slide
              key={item.id}
              role="group"
              aria-roledescription={intl.formatMessage(messages.slide)}
              aria-label={intl.formatMessage(messages.position, { number: i + 1, count })}
              hidden={i !== active}
              data-first={!moved && i === 0 ? '' : undefined}
            >
              <Image
                src={item.image}
                srcSet={item.srcSet ?? undefined}
                sizes={item.srcSet ? sizes : undefined}
                alt={item.alt ?? ''}
                lang={item.lang}
                width={imageWidth}
                height={imageHeight}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
            </Slide>
          ))
        )}
      </Frame>
      {count > 1 && (
        <>
          <Arrow
            type="button"
            $side="left"
            aria-label={intl.formatMessage(messages.previous)}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </Arrow>
          <Arrow
            type="button"
            $side="right"
            aria-label={intl.formatMessage(messages.next)}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </Arrow>
          <Dots role="group" aria-label={intl.formatMessage(messages.choose)}>
            {items.map((item, i) => (
              <Dot
                key={item.id}
                type="button"
                aria-label={intl.formatMessage(messages.slideNumber, { number: i + 1 })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Region>
  );
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Engines without :focus-visible: treat every focus as keyboard focus (pausing is the safe side).
    return true;
  }
}
