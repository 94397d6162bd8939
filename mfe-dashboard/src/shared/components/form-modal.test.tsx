import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from 'shared-ui/testing';
import { Field } from 'shared-ui/forms';
import { FormModal } from './form-modal';

describe('FormModal', () => {
  function renderModal(props: Partial<Parameters<typeof FormModal>[0]> = {}) {
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    renderUi(
      <FormModal
        open
        title="Add a blog"
        onClose={onClose}
        onSubmit={onSubmit}
        busy={false}
        submitLabel="Save"
        {...props}
      >
        <Field label="Title" name="title" />
      </FormModal>,
    );
    return { onSubmit, onClose };
  }

  it('is a titled dialog whose form hands itself to onSubmit without a page load', async () => {
    const { onSubmit } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Add a blog' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Ticks{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = onSubmit.mock.calls[0][0] as HTMLFormElement;
    expect((form.elements.namedItem('title') as HTMLInputElement).value).toBe('Ticks');
  });

  it('keeps Close and the main action in a footer outside the scrolling body', async () => {
    const { onSubmit } = renderModal({
      destructive: <button type="button">Delete Account</button>,
    });
    const dialog = screen.getByRole('dialog', { name: 'Add a blog' });
    const body = dialog.querySelector('[data-modal-body]') as HTMLElement;
    const footer = dialog.querySelector('[data-modal-footer]') as HTMLElement;
    // Only the body scrolls: the footer follows it, never inside it.
    expect(body).toHaveStyle({ overflowY: 'auto' });
    expect(body).toContainElement(screen.getByLabelText('Title'));
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    const remove = screen.getByRole('button', { name: 'Delete Account' });
    for (const button of [save, close, remove]) {
      expect(footer).toContainElement(button);
      expect(body).not.toContainElement(button);
    }
    // The destructive action opens the footer, the main action ends it.
    const order = Array.from(footer.querySelectorAll('button')).map((b) => b.textContent);
    expect(order).toEqual(['Delete Account', 'Close', 'Save']);
    expect(remove.parentElement).not.toBe(save.parentElement);
    // The footer's submit button belongs to the form.
    await userEvent.type(screen.getByLabelText('Title'), 'Ticks');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Close closes', async () => {
    const { onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('while busy: every field disabled, the busy label, no second submit, the upload bar', () => {
    const { onSubmit } = renderModal({ busy: true, progress: 0.42 });
    expect(screen.getByLabelText('Title')).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Processing ...' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no bar when nothing is uploading', () => {
    renderModal({ busy: true, progress: null });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
