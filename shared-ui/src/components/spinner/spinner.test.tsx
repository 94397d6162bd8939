import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announced as Loading by default', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes its own label', () => {
    renderUi(<Spinner label="Loading blogs" size={16} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs');
  });
});
