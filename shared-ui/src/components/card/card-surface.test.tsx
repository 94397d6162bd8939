import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { renderUi } from '../../testing/render-ui';
import { Card, cardSurface } from './card';

describe('cardSurface', () => {
  it("gives a box the card's border, corners and shadow", () => {
    const Box = styled.div`
      padding: 1rem;
      ${cardSurface}
    `;
    renderUi(
      <>
        <Box>box</Box>
        <Card title="Ticks and fleas" />
      </>,
    );
    const look = {
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.lg,
      boxShadow: theme.shadows.card,
    };
    expect(screen.getByText('box')).toHaveStyle(look);
    expect(screen.getByRole('article')).toHaveStyle(look);
  });
});
