import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/breakpoints';

const H1 = styled.h1`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primary};

  ${media.up('md')} {
    font-size: 2.25rem;
  }
`;

export interface PageHeadingProps {
  /** The heading text; `children` is used when absent. */
  title?: ReactNode;
  children?: ReactNode;
}

/** The page's one h1, spaced the same on every page. */
export function PageHeading({ title, children }: PageHeadingProps) {
  return <H1>{title ?? children}</H1>;
}
