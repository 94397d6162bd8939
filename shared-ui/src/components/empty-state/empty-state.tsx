import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Message = styled.p`
  margin: 0;
  font-size: 1.125rem;
`;

export interface EmptyStateProps {
  message: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Wrapper>
      <Message>{message}</Message>
      {action}
    </Wrapper>
  );
}
