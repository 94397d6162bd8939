import { act, render, renderHook, screen } from '@testing-library/react';
import styled from 'styled-components';
import { mockReducedMotion } from '../testing/render-ui';
import { breakpoints, media } from './breakpoints';
import { theme } from './theme';
import { UiProvider } from './ui-provider';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

describe('breakpoints and media', () => {
  it('match docs/behaviour.md#constants-and-limits', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it('build min-width and max-width queries', () => {
    expect(media.up('lg')).toBe('@media (min-width: 992px)');
    expect(media.down('lg')).toBe('@media (max-width: 991.98px)');
    expect(media.down('sm')).toBe('@media (max-width: 575.98px)');
    expect(media.up('xxl')).toBe('@media (min-width: 1400px)');
  });
});

describe('UiProvider', () => {
  it('gives styled components the theme', () => {
    const Probe = styled.span`
      color: ${({ theme: t }) => t.colors.primary};
    `;
    render(
      <UiProvider>
        <Probe>probe</Probe>
      </UiProvider>,
    );
    expect(screen.getByText('probe')).toHaveStyle({ color: theme.colors.primary });
  });
});

describe('usePrefersReducedMotion', () => {
  it('is false when matchMedia is missing, as in jsdom', () => {
    const original = window.matchMedia;
    Reflect.deleteProperty(window, 'matchMedia');
    try {
      expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });

  it('follows the media query and its changes', () => {
    let matches = true;
    const listeners = new Set<() => void>();
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    try {
      const { result } = renderHook(() => usePrefersReducedMotion());
      expect(result.current).toBe(true);
      matches = false;
      act(() => listeners.forEach((listener) => listener()));
      expect(result.current).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });

  it('reads the reduce preference', () => {
    const restore = mockReducedMotion();
    try {
      expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true);
    } finally {
      restore();
    }
  });
});
