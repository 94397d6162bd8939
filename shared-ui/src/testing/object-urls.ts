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
