import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { PageHeading } from '../page/page-heading';

/** A page with its heading (and the tab title to match), its content below. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container>
      <PageHeading title={title} />
      {children}
    </Container>
  );
}

const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
`;
