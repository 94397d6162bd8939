import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from 'shared-ui/testing';
import PreviewConfirm, { releasedOn } from './preview-confirm';

const OFFER = {
  remote: 'blog',
  version: 'abcdef012345',
  releasedBy: 'Amina Otieno',
  releasedAt: '2026-11-26T06:15:00.000Z',
};

function open(offers = [OFFER]) {
  const onStart = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup();
  renderUi(
    <>
      <button type="button">Before</button>
      <PreviewConfirm offers={offers} onStart={onStart} onCancel={onCancel} />
    </>,
  );
  return {
    user,
    onStart,
    onCancel,
    dialog: screen.getByRole('dialog', { name: 'Preview this version?' }),
  };
}

describe('PreviewConfirm', () => {
  it('is a modal dialog naming the remote, the version, who released it and when', () => {
    const { dialog } = open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      /^blog abcdef012345 released by Amina Otieno on 26 Nov 2026, 09:15 A preview runs that version’s code in this browser, signed in as you, until you leave it\. Start it only if you expected this link\.$/,
    );
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('names every version a link asks for', () => {
    renderUi(
      <PreviewConfirm
        offers={[OFFER, { ...OFFER, remote: 'dashboard', version: '0123456789ab' }]}
        onStart={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Preview these versions?' });
    expect(dialog).toHaveTextContent('blog abcdef012345 released by Amina Otieno');
    expect(dialog).toHaveTextContent('dashboard 0123456789ab released by Amina Otieno');
  });

  it('starts the preview on Start preview, once', async () => {
    const { user, onStart, onCancel } = open();
    await user.click(screen.getByRole('button', { name: 'Start preview' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drops it on Cancel', async () => {
    const { user, onStart, onCancel } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts on Cancel, keeps the focus inside, and cancels on Escape', async () => {
    const { user, onStart, onCancel } = open();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const start = screen.getByRole('button', { name: 'Start preview' });
    // Enter at once cancels: starting takes a deliberate choice.
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(start).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(start).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts with Enter on Start preview', async () => {
    const { user, onStart } = open();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('shows the release time in the clinic’s time zone', () => {
    expect(releasedOn('2026-11-26T21:30:00.000Z')).toBe('27 Nov 2026, 00:30');
    expect(releasedOn('not a date')).toBe('not a date');
  });
});
