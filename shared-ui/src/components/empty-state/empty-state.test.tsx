import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message', () => {
    renderUi(<EmptyState message="There are no blogs found" />);
    expect(screen.getByText('There are no blogs found')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the optional action', () => {
    renderUi(<EmptyState message="Nothing yet" action={<button type="button">Retry</button>} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
