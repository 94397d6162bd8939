import userEvent from '@testing-library/user-event';

/**
 * jsdom has no URL.createObjectURL: for the enclosing describe block every chosen image gets
 * the object URL 'blob:preview', so image fields show their preview as in a browser.
 */
export function stubObjectUrls() {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
}

/**
 * Chooses a PDF in an image field's file input, past its accept="image/*" (as a person can
 * with the picker's "All files"), for a test of the field refusing it.
 */
export function chooseNonImage(input: HTMLElement) {
  const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
  return userEvent.upload(input, pdf, { applyAccept: false });
}
