import styled from 'styled-components';
import { Button, useIntl } from 'shared-ui';
import { BLOG_TEXTS } from './blog-texts';

/** What a failed load leaves on the page: never a blank page, always a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Box role="alert">
      <p>{intl.formatMessage(BLOG_TEXTS.loadFailed)}</p>
      <Button onClick={onRetry}>{intl.formatMessage(BLOG_TEXTS.retry)}</Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  text-align: center;
`;
