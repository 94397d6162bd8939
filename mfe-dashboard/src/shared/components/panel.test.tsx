import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListState } from 'shared-data';
import { renderUi } from 'shared-ui/testing';
import { Button } from 'shared-ui';
import { ListStatus, Panel } from './panel';

const list = (status: ListState<string>['status'], items: string[] = []): ListState<string> => ({
  isLoading: status === 'loading',
  status,
  items,
});

describe('Panel', () => {
  it('is a section named by its h1, with its actions, and titles the tab', () => {
    renderUi(
      <Panel title="Blogs" actions={<Button>Add Blog</Button>}>
        content
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Blogs' })).toHaveTextContent('content');
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Blog' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Blogs · Dashboard/);
  });
});

describe('ListStatus', () => {
  const render = (state: ListState<string>, onRetry = jest.fn()) => {
    renderUi(
      <ListStatus
        list={state}
        what="blogs"
        emptyMessage="There are no blogs found"
        emptyAction={<Button>Add Blog</Button>}
        onRetry={onRetry}
      >
        {(items) => <p>{items.join(', ')}</p>}
      </ListStatus>,
    );
    return onRetry;
  };

  it.each(['idle', 'loading'] as const)('shows a spinner while %s', (status) => {
    render(list(status));
    expect(screen.getByRole('status')).toHaveTextContent('Loading blogs');
  });

  it('shows the items once here, also while a refresh is on its way', () => {
    render({ ...list('loaded', ['ECF', 'Rabies']), isLoading: true });
    expect(screen.getByText('ECF, Rabies')).toBeInTheDocument();
  });

  it('shows the empty state with its action', () => {
    render(list('loaded'));
    expect(screen.getByText('There are no blogs found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Blog' })).toBeInTheDocument();
  });

  it('says the list failed and retries on Try again', async () => {
    const onRetry = render(list('failed'));
    expect(screen.getByText('The blogs could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
