import styled from 'styled-components';

/** The blog pages' column: the site's max width, padded on phones. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space[3]} ${theme.space[6]}`};
`;

/** An article reads best at about 70 characters a line. */
export const Reading = styled(Container)`
  max-width: 46rem;
`;
