// The public surface of shared-ui: theme and presentational components. It fetches nothing.

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
export {
  Field,
  type FieldProps,
  type InputFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
} from './components/field/field';
export { Marquee, marqueeDurationSeconds, type MarqueeProps } from './components/marquee/marquee';
export { Modal, type ModalProps } from './components/modal/modal';
export { NotFoundPage } from './components/not-found-page/not-found-page';
export { PageHeading, type PageHeadingProps } from './components/page/page-heading';
export { PageSection, type PageSectionProps } from './components/page/page-section';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';

// Page frame and host pieces
export { SimplePage } from './components/simple-page/simple-page';
export { useDocumentTitle } from './hooks/use-document-title';
export { NoticeToasts, TOAST_AUTO_CLOSE_MS } from './host/notice-toasts';
export * from './router';
export {
  ResponsiveImage,
  type ResponsiveImageProps,
} from './components/responsive-image/responsive-image';
export {
  ImageField,
  ImagesField,
  type ImageFieldProps,
  type ImagesFieldProps,
} from './components/image-field/image-field';
export { imageFileProblem, IMAGE_MESSAGES } from './components/image-field/image-check';
export { useImageChoice, type ImageChoiceOptions } from './components/image-field/use-image-choice';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar/progress-bar';
export { FormModal, type FormModalProps } from './components/form-modal/form-modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { BlogParagraph, listItems } from './components/blog-paragraph/blog-paragraph';
export { useFormErrors, rule, type Rules } from './hooks/use-form-errors';
export { focusControl } from './components/field/focus-control';
export { useOnChange } from './hooks/use-on-change';
export { useDialog } from './hooks/use-dialog';
export { useUploadProgress } from './hooks/use-upload-progress';
export { useListLoad } from './hooks/use-list-load';
export { Portrait, initials, shownText, type PortraitProps } from './components/portrait/portrait';
export {
  PersonFields,
  FullNameField,
  personRules,
  type Person,
  type PersonFieldsProps,
  type FullNameFieldProps,
} from './components/person-fields/person-fields';
export {
  Panel,
  PanelSection,
  ListStatus,
  CardGrid,
  type PanelProps,
  type PanelSectionProps,
  type ListStatusProps,
} from './components/panel/panel';
