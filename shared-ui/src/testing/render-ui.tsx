// Test helpers: a component inside the theme and a router, and a faked reduced-motion setting.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../theme/ui-provider';

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <UiProvider>{children}</UiProvider>
    </MemoryRouter>
  );
}

/** Renders inside the theme and a MemoryRouter, as the shell does. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/** Makes window.matchMedia answer `reduce` for prefers-reduced-motion; returns an undo. */
export function mockReducedMotion(reduce = true): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
