import { breakpoints } from './breakpoints';

export const theme = {
  colors: {
    primary: '#0f5e59',
    primaryHover: '#0b4a46',
    onPrimary: '#ffffff',
    accent: '#e0a526',
    text: '#1d2b2a',
    muted: '#5b6b69',
    danger: '#b42318',
    dangerHover: '#912018',
    success: '#1e7b47',
    background: '#ffffff',
    surface: '#f4f8f7',
    border: '#d3dedc',
    focus: '#1a73e8',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  /** Spacing scale: space[n] is a CSS length. */
  space: ['0', '0.25rem', '0.5rem', '1rem', '1.5rem', '2rem', '3rem', '4rem'],
  layout: { maxWidth: '1200px' },
  shadows: { card: '0 1px 3px rgba(15, 40, 38, 0.12)' },
  breakpoints,
} as const;

export type AppTheme = typeof theme;

// Lets every styled component see the theme's shape through `props.theme`.
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: AppTheme['colors'];
    fonts: AppTheme['fonts'];
    radii: AppTheme['radii'];
    space: AppTheme['space'];
    layout: AppTheme['layout'];
    shadows: AppTheme['shadows'];
    breakpoints: AppTheme['breakpoints'];
  }
}
