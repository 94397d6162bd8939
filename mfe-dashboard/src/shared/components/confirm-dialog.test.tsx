import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from 'shared-ui/testing';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  function renderDialog(busy = false) {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(
      <ConfirmDialog
        open
        title="Delete Achieng's account?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
        busy={busy}
      >
        This cannot be undone.
      </ConfirmDialog>,
    );
    return { onConfirm, onCancel };
  }

  it('asks by name and confirms only on its button', async () => {
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('dialog', { name: "Delete Achieng's account?" })).toHaveTextContent(
      'This cannot be undone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel and Esc leave without confirming', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits while the deletion is on its way', () => {
    renderDialog(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
