import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SubSectionProps {
  title: string;
  /** The part's own Add button. */
  action: ReactNode;
  children: ReactNode;
}

/** One part of the Others section ('Counters', 'Promises'): an h2, its Add button, its list. */
export function SubSection({ title, action, children }: SubSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Header>
        <Title id={id}>{title}</Title>
        {action}
      </Header>
      {children}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
