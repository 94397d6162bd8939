import { screen, waitFor } from '@testing-library/react';

/**
 * Waits for the text to show in a toast and checks the toast's colour: green for a success
 * notice, red for an error (NoticeToasts). Answers the toast.
 */
export async function expectToast(text: string, kind: 'success' | 'error') {
  const toast = (await screen.findByText(text)).closest('.Toastify__toast');
  expect(toast).toHaveClass(`Toastify__toast--${kind}`);
  return toast as HTMLElement;
}

/** Waits until the dialog named `name` (any dialog, without a name) has faded out and gone. */
export function expectDialogClosed(name?: string) {
  return waitFor(() =>
    expect(
      screen.queryByRole('dialog', name === undefined ? {} : { name }),
    ).not.toBeInTheDocument(),
  );
}
