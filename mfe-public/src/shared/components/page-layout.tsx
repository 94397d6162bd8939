import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageHead } from 'shared-data';
import { media, PageHeading } from 'shared-ui';
import { usePageMeta } from '../hooks/use-page-meta';
import { Artwork } from '../images/artwork';

export interface PageLayoutProps {
  title: string;
  /** The page's meta description: one or two sentences a search result can show. */
  description: string;
  /** The h1; the title when absent. */
  heading?: ReactNode;
  /** A short line under the heading. */
  lead?: ReactNode;
  /** What else the page says about itself in the head (PageHead: structured data, an image). */
  head?: Omit<PageHead, 'title' | 'description'>;
  children: ReactNode;
}

/** A public page: its title and meta description, its one h1, its content to the max width. */
export function PageLayout({ title, description, heading, lead, head, children }: PageLayoutProps) {
  usePageMeta(title, description, head);
  return (
    <Container>
      <PageHeading title={heading ?? title} />
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Container>
  );
}

export const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[6]}`};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  max-width: 70ch;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Running text: readable line length, spaced headings and lists. */
export const Prose = styled.div`
  max-width: 75ch;
  overflow-wrap: break-word;

  h2 {
    margin: ${({ theme }) => `${theme.space[5]} 0 ${theme.space[2]}`};
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[2]}`};
    font-size: 1.15rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Cards side by side: one column on a phone, up to `max` on a wide screen. */
export const CardGrid = styled.div<{ $max?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(${({ $max = 4 }) => Math.min($max, 3)}, minmax(0, 1fr));
  }
  ${media.up('xl')} {
    grid-template-columns: repeat(${({ $max = 4 }) => $max}, minmax(0, 1fr));
  }
`;

/** A figure (the site's artwork) beside or above text, as wide as its column up to 600 px. */
export const Illustration = styled(Artwork)`
  display: block;
  width: 100%;
  max-width: 600px;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

/** Two columns from md up: text and a figure. */
export const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
