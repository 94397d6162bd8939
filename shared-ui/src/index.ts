// The public surface of shared-ui: theme and presentational components. It fetches nothing.
// It is a federation shared module, loaded whole by every page, so it holds what the site's
// frame and the home page need; the fields of the pages that edit are in 'shared-ui/forms',
// which is bundled only into the apps that use it.

// Theme
export { breakpoints, media, type Breakpoint } from './theme/breakpoints';
export {
  transitionMs,
  counterDurationMs,
  carouselIntervalMs,
  swipeThresholdPx,
  marqueeSpeed,
} from './theme/motion';
export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { UiProvider } from './theme/ui-provider';
export { usePrefersReducedMotion } from './theme/use-prefers-reduced-motion';

// Components
export {
  Button,
  LinkButton,
  type ButtonProps,
  type ButtonVariant,
  type LinkButtonProps,
} from './components/button/button';
export { Card, cardSurface, type CardProps } from './components/card/card';
export { Carousel, type CarouselItem, type CarouselProps } from './components/carousel/carousel';
export { Counter, type CounterProps } from './components/counter/counter';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Marquee, marqueeDurationSeconds, type MarqueeProps } from './components/marquee/marquee';
export { NotFoundPage } from './components/not-found-page/not-found-page';
export { PageHeading, type PageHeadingProps } from './components/page/page-heading';
export { PageSection, type PageSectionProps } from './components/page/page-section';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';

// Page frame and host pieces
export { SimplePage } from './components/simple-page/simple-page';
export { useDocumentTitle } from './hooks/use-document-title';
export { usePageHead, PageHeadProvider, fullTitle, type PageHeadCollector } from './head/page-head';
export { NoticeToasts, TOAST_AUTO_CLOSE_MS } from './host/notice-toasts';
export * from './router';
export {
  ResponsiveImage,
  type ResponsiveImageProps,
} from './components/responsive-image/responsive-image';

// Languages
export * from './i18n';
