import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from 'shared-ui/testing';
import { Modal } from './modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete blog
      </button>
      <Modal
        open={open}
        title="Delete this blog?"
        onClose={close}
        footer={
          <>
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="button">Delete</button>
          </>
        }
      >
        <p>This cannot be undone.</p>
      </Modal>
    </>
  );
}

async function openModal(onClose = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderUi(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Delete blog' }));
  return { user, onClose };
}

const finishFade = () => act(() => jest.advanceTimersByTime(300));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in document.body, named by its title', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-testid="modal-backdrop"]')?.parentElement).toBe(document.body);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves focus to the first focusable element of its content', async () => {
    await openModal();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the opener', async () => {
    const { user, onClose } = await openModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete blog' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    finishFade();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByText('This cannot be undone.'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('fades out for 300 ms before leaving the page', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('dialog')).toHaveAttribute('inert');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
