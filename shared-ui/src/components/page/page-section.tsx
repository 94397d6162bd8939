import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
`;

const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface PageSectionProps {
  title: ReactNode;
  children?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  id?: string;
}

/** A section named by its heading, its content held to the page's max width. */
export function PageSection({ title, children, headingLevel = 2, id }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Container>
        <Heading as={`h${headingLevel}`} id={headingId}>
          {title}
        </Heading>
        {children}
      </Container>
    </Section>
  );
}
