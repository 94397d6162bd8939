import { render, screen } from '@testing-library/react';
import { focusControl } from './focus-control';

function renderForm() {
  render(
    <form aria-label="Add Image">
      <input aria-label="Index" name="index" />
      <input aria-label="Image" name="image" type="file" />
    </form>,
  );
  return screen.getByRole<HTMLFormElement>('form');
}

describe('focusControl', () => {
  it('focuses the control of that name', () => {
    const form = renderForm();
    focusControl(form, 'image');
    expect(screen.getByLabelText('Image')).toHaveFocus();
    focusControl(form, 'index');
    expect(screen.getByLabelText('Index')).toHaveFocus();
  });

  it('leaves the focus where it is when the form has no such control', () => {
    const form = renderForm();
    screen.getByLabelText('Index').focus();
    focusControl(form, 'avatar');
    expect(screen.getByLabelText('Index')).toHaveFocus();
  });
});
