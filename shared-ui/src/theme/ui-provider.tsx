import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { LocaleProvider } from '../i18n/locale-provider';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/**
 * The theme, and English messages for what renders inside it; the shell gives a page in another
 * language its LocaleProvider inside this one (docs/behaviour.md#languages).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LocaleProvider locale="en">{children}</LocaleProvider>
    </ThemeProvider>
  );
}
